// The Create an Account screen: creates a student account.
import { AuthCard } from './AuthCard';

export default function SignupScreen() {
  return <AuthCard title="Create an Account" />;
}
