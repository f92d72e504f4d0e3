// The Reset Your Password screen: sets a new password from a reset link.
import { AuthCard } from './AuthCard';

export default function ResetScreen() {
  return <AuthCard title="Reset Your Password" />;
}
