// The Log In screen: signs a student in, saves their visitor answers to the account, and offers to resend the confirmation code.
import { accountMessages, defaultRoute, isValidEmail } from '@transfer/form';
import { Button, Form, Link } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { useStartSession } from '../session/session';
import { useToasts } from '../ui/toasts';
import { accountApi } from './api';
import { AuthCard, AuthFooter } from './AuthCard';
import { checkLogin } from './checks';
import { AuthField, PasswordField, SubmitButton } from './fields';
import { useAuthForm, useAuthRequest } from './useAuthForm';
import { saveVisitorAnswersToAccount } from './visitor-answers-to-account';
import './auth-form.css';

export default function LoginScreen() {
  const carried = readNavigationState(useLocation().state);
  const navigate = useNavigate();
  const startSession = useStartSession();
  const toasts = useToasts();
  const resend = useAuthRequest('Resend Confirmation Code Error');

  const form = useAuthForm({
    initialValues: { username: carried.username ?? '', password: '' },
    check: checkLogin,
    errorLabel: 'Login Card Error',
    onSubmit: async ({ username, password }) => {
      const { message } = await accountApi.login(username.trim(), password);
      try {
        await saveVisitorAnswersToAccount(carried.answers);
      } catch (error) {
        // The login stands; the answers stay stored in this browser for another try.
        toasts.error(error instanceof Error ? error.message : String(error));
      }
      startSession();
      await navigate(defaultRoute, { state: { message } });
    },
  });
  const username = form.values.username.trim();

  const resendCode = () => {
    if (!isValidEmail(username)) {
      toasts.error(accountMessages.resendEmailInvalid, { label: 'Resend Confirmation Code Error' });
      form.focus('username');
      return;
    }
    void resend.run(async () => {
      const answer = await accountApi.resendConfirm(username);
      await navigate('/confirm', {
        state: { username: answer.username, message: answer.message, answers: carried.answers },
      });
    });
  };

  return (
    <AuthCard
      title="Log In"
      footer={
        <AuthFooter
          question="Don't have an account?"
          linkText="Create Account"
          href="/signup"
          state={{ answers: carried.answers }}
        />
      }
    >
      <Form className="auth-form" validationBehavior="aria" onSubmit={form.submit}>
        <AuthField
          label="Email Address"
          type="email"
          autoComplete="email"
          {...form.field('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="auth-form__links">
          <Button className="auth-form__text-button" onPress={resendCode} isPending={resend.isPending}>
            Resend confirmation code?
          </Button>
          <Link className="auth-form__text-link" href="/forgot" routerOptions={{ state: { username } }}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton isPending={form.isPending} />
      </Form>
    </AuthCard>
  );
}
