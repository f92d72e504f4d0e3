// The Log In screen: signs a student in, saves their visitor answers to the account, and offers to resend the confirmation code.
import { defaultRoute } from '@transfer/form';
import { Link } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { useStartSession } from '../session/session';
import { accountApi } from './api';
import { AuthCard } from './AuthCard';
import { AuthForm, EmailField, PasswordField } from './AuthForm';
import { checkLogin } from './checks';
import { ResendCodeButton } from './ResendCodeButton';
import { useAuthForm } from './useAuthForm';
import { saveVisitorAnswersToAccount } from './visitor-answers-to-account';
import { forgetHandedOver } from '../session/reload-handover';

export default function LoginScreen() {
  const carried = readNavigationState(useLocation().state);
  const navigate = useNavigate();
  const startSession = useStartSession();

  const form = useAuthForm({
    initialValues: { username: carried.username ?? '', password: '' },
    check: checkLogin,
    errorLabel: 'Login Card Error',
    onSubmit: async ({ username, password }) => {
      const { message } = await accountApi.login(username.trim(), password);
      // Whoever signs in here, no edits handed over from an earlier page of this tab are theirs.
      forgetHandedOver();
      let errorMessage: string | undefined;
      try {
        await saveVisitorAnswersToAccount(carried.answers);
      } catch (error) {
        // The login stands; the answers stay stored in this browser for another try, which the form page is told of.
        errorMessage = error instanceof Error ? error.message : String(error);
      }
      startSession();
      await navigate(defaultRoute, { state: { message, errorMessage } });
    },
  });
  const username = form.values.username.trim();

  return (
    <AuthCard
      title="Log In"
      footer={{
        question: "Don't have an account?",
        linkText: 'Create Account',
        href: '/signup',
        state: { answers: carried.answers },
      }}
    >
      <AuthForm form={form}>
        <EmailField {...form.field('username')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <div className="auth-form__links">
          <ResendCodeButton
            username={username}
            focusUsername={() => form.focus('username')}
            onSent={(answer) =>
              navigate('/confirm', {
                state: { username: answer.username, message: answer.message, answers: carried.answers },
              })
            }
          />
          <Link className="auth-form__text-link" href="/forgot" routerOptions={{ state: { username } }}>
            Forgot password?
          </Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
