// The Confirm Your Account screen: confirms a new account with the e-mailed code, then goes to /login; the code can be sent again.
import { accountMessages, isValidEmail } from '@transfer/form';
import { Button, Form } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { useToasts } from '../ui/toasts';
import { accountApi } from './api';
import { AuthCard, AuthFooter } from './AuthCard';
import { checkConfirm } from './checks';
import { AuthField, SubmitButton } from './fields';
import { useAuthForm, useAuthRequest } from './useAuthForm';
import './auth-form.css';

export default function ConfirmScreen() {
  const carried = readNavigationState(useLocation().state);
  const navigate = useNavigate();
  const toasts = useToasts();
  const resend = useAuthRequest('Resend Confirmation Code Error');
  // Arriving from sign-up or login the e-mail is known; opened directly, the screen asks for it.
  const asksForUsername = carried.username === undefined;

  const form = useAuthForm({
    initialValues: { username: carried.username ?? '', code: '' },
    check: (values) => checkConfirm(values, asksForUsername),
    errorLabel: 'Confirm Card Error',
    onSubmit: async ({ username, code }) => {
      const { message } = await accountApi.confirm(username.trim(), code);
      await navigate('/login', { state: { message, username: username.trim(), answers: carried.answers } });
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
      const { message } = await accountApi.resendConfirm(username);
      toasts.success(message);
    });
  };

  return (
    <AuthCard
      title="Confirm Your Account"
      footer={
        <AuthFooter
          question="Already confirmed?"
          linkText="Sign In"
          href="/login"
          state={{ username: username || undefined, answers: carried.answers }}
        />
      }
    >
      <Form className="auth-form" validationBehavior="aria" onSubmit={form.submit}>
        {asksForUsername ? (
          <AuthField
            label="Email Address"
            type="email"
            autoComplete="email"
            {...form.field('username')}
          />
        ) : (
          <p className="auth-form__intro">
            Enter the 6-digit code we sent to <strong className="auth-form__email">{username}</strong>.
          </p>
        )}
        <AuthField
          label="Confirmation Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.field('code')}
        />
        <div className="auth-form__links">
          <Button className="auth-form__text-button" onPress={resendCode} isPending={resend.isPending}>
            Resend confirmation code?
          </Button>
        </div>
        <SubmitButton isPending={form.isPending} />
      </Form>
    </AuthCard>
  );
}
