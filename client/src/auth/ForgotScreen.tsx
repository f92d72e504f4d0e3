// The Forgot Your Password? screen: asks for a password reset link and shows the server's answer as a success toast.
import { useLocation } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { useToasts } from '../ui/toasts';
import { accountApi } from './api';
import { AuthCard } from './AuthCard';
import { AuthForm, EmailField } from './AuthForm';
import { checkForgot } from './checks';
import { useAuthForm } from './useAuthForm';

export default function ForgotScreen() {
  const carried = readNavigationState(useLocation().state);
  const toasts = useToasts();

  const form = useAuthForm({
    initialValues: { username: carried.username ?? '' },
    check: checkForgot,
    errorLabel: 'Forgot Card Error',
    onSubmit: async ({ username }) => {
      const { message } = await accountApi.forgotPassword(username.trim());
      toasts.success(message);
    },
  });

  return (
    <AuthCard title="Forgot Your Password?" footer={{ question: 'Remember your password?', linkText: 'Sign In', href: '/login' }}>
      <AuthForm form={form}>
        <p className="auth-form__intro">Enter your email address and we will send you a link to reset your password.</p>
        <EmailField {...form.field('username')} />
      </AuthForm>
    </AuthCard>
  );
}
