// The Create an Account screen: creates a student account, then goes to /confirm with the e-mail and the visitor's answers.
import { useLocation, useNavigate } from 'react-router';
import { readNavigationState } from '../session/navigation-state';
import { accountApi } from './api';
import { AuthCard } from './AuthCard';
import { AuthForm, EmailField, NewPasswordField } from './AuthForm';
import { checkSignup } from './checks';
import { useAuthForm } from './useAuthForm';

export default function SignupScreen() {
  const carried = readNavigationState(useLocation().state);
  const navigate = useNavigate();

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
      footer={{
        question: 'Already have an account?',
        linkText: 'Sign In',
        href: '/login',
        state: { answers: carried.answers },
      }}
    >
      <AuthForm form={form}>
        <EmailField {...form.field('username')} />
        <NewPasswordField label="Password" {...form.field('password')} />
      </AuthForm>
    </AuthCard>
  );
}
