// The Reset Your Password screen: sets a new password for the username and id of the e-mailed reset link, then goes to /login.
import { Link } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { accountApi } from './api';
import { AuthCard } from './AuthCard';
import { AuthForm, NewPasswordField, PasswordField } from './AuthForm';
import { checkReset } from './checks';
import { useAuthForm } from './useAuthForm';

export default function ResetScreen() {
  const [query] = useSearchParams();
  const navigate = useNavigate();

  const form = useAuthForm({
    initialValues: { password: '', confirm_password: '', username: query.get('username') ?? '', id: query.get('id') ?? '' },
    check: checkReset,
    errorLabel: 'Reset Card Error',
    onSubmit: async (reset) => {
      const { message } = await accountApi.resetPassword(reset);
      await navigate('/login', { state: { message, username: reset.username } });
    },
  });
  const linkProblem = checkReset(form.values).id;

  return (
    <AuthCard title="Reset Your Password" footer={{ question: 'Remember your password?', linkText: 'Sign In', href: '/login' }}>
      <AuthForm form={form}>
        {linkProblem && (
          <div className="auth-form__notice" role="alert" tabIndex={-1} ref={form.register('id')}>
            {linkProblem}{' '}
            <Link href="/forgot" className="auth-form__text-link">
              Request a new link
            </Link>
          </div>
        )}
        <NewPasswordField label="New Password" {...form.field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirm_password')} />
      </AuthForm>
    </AuthCard>
  );
}
