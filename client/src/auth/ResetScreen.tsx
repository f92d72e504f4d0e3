// The Reset Your Password screen: sets a new password for the username and id of the e-mailed reset link, then goes to /login.
import { useId } from 'react';
import { Form, Link } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { accountApi } from './api';
import { AuthCard, AuthFooter } from './AuthCard';
import { checkReset } from './checks';
import { PasswordField, SubmitButton } from './fields';
import { PasswordChecklist } from './PasswordChecklist';
import { useAuthForm } from './useAuthForm';
import './auth-form.css';

export default function ResetScreen() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const checklistId = useId();

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
    <AuthCard
      title="Reset Your Password"
      footer={<AuthFooter question="Remember your password?" linkText="Sign In" href="/login" />}
    >
      <Form className="auth-form" validationBehavior="aria" onSubmit={form.submit}>
        {linkProblem && (
          <div className="auth-form__notice" role="alert" tabIndex={-1} ref={form.register('id')}>
            {linkProblem}{' '}
            <Link href="/forgot" className="auth-form__text-link">
              Request a new link
            </Link>
          </div>
        )}
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          describedBy={checklistId}
          {...form.field('password')}
        />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.field('confirm_password')}
        />
        <SubmitButton isPending={form.isPending} />
      </Form>
    </AuthCard>
  );
}
