// The Log In screen: signs a student in.
import { AuthCard } from './AuthCard';

export default function LoginScreen() {
  return <AuthCard title="Log In" />;
}
