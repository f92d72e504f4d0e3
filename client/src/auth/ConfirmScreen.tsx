// The Confirm Your Account screen: confirms a new account with the emailed code.
import { AuthCard } from './AuthCard';

export default function ConfirmScreen() {
  return <AuthCard title="Confirm Your Account" />;
}
