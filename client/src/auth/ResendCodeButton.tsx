// 'Resend confirmation code?' (docs/product.md §2.4 and §5.1): sends the code again to a valid e-mail, or says that one is needed.
import { accountMessages, isValidEmail } from '@transfer/form';
import { Button } from 'react-aria-components';
import { useToasts } from '../ui/toasts';
import { accountApi, type UsernameAnswer } from './api';
import { useAuthRequest } from './useAuthForm';

const resendErrorLabel = 'Resend Confirmation Code Error';

interface ResendCodeButtonProps {
  /** The e-mail typed so far, trimmed. */
  username: string;
  /** Takes the student to the e-mail field when it is not a valid address. */
  focusUsername(): void;
  /** What follows a code sent (the server's answer in hand). */
  onSent(answer: UsernameAnswer): Promise<void> | void;
}

export function ResendCodeButton({ username, focusUsername, onSent }: ResendCodeButtonProps) {
  const toasts = useToasts();
  const resend = useAuthRequest(resendErrorLabel);

  const resendCode = () => {
    if (!isValidEmail(username)) {
      toasts.error(accountMessages.resendEmailInvalid, { label: resendErrorLabel, cause: resendErrorLabel });
      focusUsername();
      return;
    }
    void resend.run(async () => onSent(await accountApi.resendConfirm(username)));
  };

  return (
    <Button className="auth-form__text-button" onPress={resendCode} isPending={resend.isPending}>
      Resend confirmation code?
    </Button>
  );
}
