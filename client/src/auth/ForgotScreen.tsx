// The forgot-password screen: asks for a password reset link.
import { AuthCard } from './AuthCard';

export default function ForgotScreen() {
  return <AuthCard title="Forgot Your Password?" />;
}
