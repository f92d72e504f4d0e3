// The Create an Account screen: creates a student account, then goes to /confirm with the e-mail and the visitor's answers.
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { accountApi } from './api';
import { AuthCard, AuthFooter } from './AuthCard';
import { checkSignup } from './checks';
import { AuthField, PasswordField, SubmitButton } from './fields';
import { PasswordChecklist } from './PasswordChecklist';
import { useAuthForm } from './useAuthForm';
import './auth-form.css';

export default function SignupScreen() {
  const carried = readNavigationState(useLocation().state);
  const navigate = useNavigate();
  const checklistId = useId();

  const form = useAuthForm({
    initialValues: { username: carried.username ?? '', password: '' },
    check: checkSignup,
    errorLabel: 'Signup Card Error',
    onSubmit: async ({ username, password }) => {
      const answer = await accountApi.signup(username.trim(), password);
      await navigate('/confirm', {
        state: { username: answer.username, message: answer.message, answers: carried.answers },
      });
    },
  });

  return (
    <AuthCard
      title="Create an Account"
      footer={
        <AuthFooter
          question="Already have an account?"
          linkText="Sign In"
          href="/login"
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
          autoComplete="new-password"
          describedBy={checklistId}
          {...form.field('password')}
        />
        <PasswordChecklist id={checklistId} password={form.values.password} />
        <SubmitButton isPending={form.isPending} />
      </Form>
    </AuthCard>
  );
}
