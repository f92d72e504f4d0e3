// The Confirm Your Account screen: confirms a new account with the e-mailed code, then goes to /login; the code can be sent again.
import { useLocation, useNavigate } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { EmailAddress } from '../ui/EmailAddress';
import { useToasts } from '../ui/toasts';
import { accountApi } from './api';
import { AuthCard } from './AuthCard';
import { AuthField, AuthForm, EmailField } from './AuthForm';
import { checkConfirm } from './checks';
import { ResendCodeButton } from './ResendCodeButton';
import { useAuthForm } from './useAuthForm';

export default function ConfirmScreen() {
  const carried = readNavigationState(useLocation().state);
  const navigate = useNavigate();
  const toasts = useToasts();
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

  return (
    <AuthCard
      title="Confirm Your Account"
      footer={{
        question: 'Already confirmed?',
        linkText: 'Sign In',
        href: '/login',
        state: { username: username || undefined, answers: carried.answers },
      }}
    >
      <AuthForm form={form}>
        {asksForUsername ? (
          <EmailField {...form.field('username')} />
        ) : (
          <p className="auth-form__intro">
            Enter the 6-digit code we sent to{' '}
            <strong className="auth-form__email">
              <EmailAddress address={username} />
            </strong>
            .
          </p>
        )}
        <AuthField label="Confirmation Code" autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
        <div className="auth-form__links">
          <ResendCodeButton
            username={username}
            focusUsername={() => form.focus('username')}
            onSent={({ message }) => {
              toasts.success(message);
            }}
          />
        </div>
      </AuthForm>
    </AuthCard>
  );
}
