// The Forgot Your Password? screen: asks for a password reset link and shows the server's answer as a success toast.
import { Form } from 'react-aria-components';
import { useLocation } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { useToasts } from '../ui/toasts';
import { accountApi } from './api';
import { AuthCard, AuthFooter } from './AuthCard';
import { checkForgot } from './checks';
import { AuthField, SubmitButton } from './fields';
import { useAuthForm } from './useAuthForm';
import './auth-form.css';

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
    <AuthCard
      title="Forgot Your Password?"
      footer={<AuthFooter question="Remember your password?" linkText="Sign In" href="/login" />}
    >
      <Form className="auth-form" validationBehavior="aria" onSubmit={form.submit}>
        <p className="auth-form__intro">Enter your email address and we will send you a link to reset your password.</p>
        <AuthField
          label="Email Address"
          type="email"
          autoComplete="email"
          {...form.field('username')}
        />
        <SubmitButton isPending={form.isPending} />
      </Form>
    </AuthCard>
  );
}
