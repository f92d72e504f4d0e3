// What each account screen checks on submit: only its own fields (docs/product.md §5.1), with the messages of form/src/account.ts.
import { accountMessages, isConfirmationCode, isValidEmail, passwordProblem } from '@transfer/form';
import { problems } from './useAuthForm';

const emailProblem = (username: string) => (isValidEmail(username) ? null : accountMessages.emailInvalid);

export function checkLogin({ username, password }: { username: string; password: string }) {
  return problems({
    username: isValidEmail(username) ? null : accountMessages.loginEmailInvalid,
    password: password.length > 0 ? null : accountMessages.passwordRequired,
  });
}

export function checkSignup({ username, password }: { username: string; password: string }) {
  return problems({ username: emailProblem(username), password: passwordProblem(password) });
}

/** The e-mail is checked only when the screen asks for it (it did not arrive in navigation state). */
export function checkConfirm({ username, code }: { username: string; code: string }, asksForUsername: boolean) {
  return problems({
    username: asksForUsername ? emailProblem(username) : null,
    code: isConfirmationCode(code) ? null : accountMessages.codeInvalid,
  });
}

export function checkForgot({ username }: { username: string }) {
  return problems({ username: emailProblem(username) });
}

/** `username` and `id` come from the reset link; either missing makes the link invalid. */
export function checkReset({
  password,
  confirm_password,
  username,
  id,
}: {
  password: string;
  confirm_password: string;
  username: string;
  id: string;
}) {
  return problems({
    password: passwordProblem(password),
    confirm_password:
      confirm_password.length === 0
        ? accountMessages.passwordRequired
        : confirm_password === password
          ? null
          : accountMessages.passwordsDiffer,
    id: id && isValidEmail(username) ? null : accountMessages.resetLinkInvalid,
  });
}
