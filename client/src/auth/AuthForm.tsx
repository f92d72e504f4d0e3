// The form of an account card: its fields (every one required, none marked), checked by the screen on submit, and the Submit button.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { TextInputField, type TextInputFieldProps } from '../ui/fields';
import { PasswordInputField } from '../ui/PasswordField';
import { PasswordChecklist } from './PasswordChecklist';
import type { AuthFieldBinding } from './useAuthForm';
import './auth-form.css';

interface AuthFormProps {
  /** The screen's useAuthForm. */
  form: { submit(event: FormEvent<HTMLFormElement>): Promise<void>; isPending: boolean };
  children: ReactNode;
}

/** The card's fields and, last, its submit button, which while the request runs stays focusable and is announced as busy. */
export function AuthForm({ form, children }: AuthFormProps) {
  return (
    <Form className="auth-form" validationBehavior="aria" onSubmit={form.submit}>
      {children}
      <Button type="submit" className="button button--primary auth-form__submit" isPending={form.isPending}>
        Submit
      </Button>
    </Form>
  );
}

type AuthFieldProps = AuthFieldBinding & Pick<TextInputFieldProps, 'label' | 'autoComplete' | 'inputMode' | 'describedBy'>;

/** A field of an account card: required, without the asterisk (the card asks for nothing optional). */
export function AuthField(props: AuthFieldProps & Pick<TextInputFieldProps, 'type'>) {
  return <TextInputField isRequired marksRequired={false} {...props} />;
}

export function EmailField(props: AuthFieldBinding) {
  return <AuthField label="Email Address" type="email" autoComplete="email" {...props} />;
}

export function PasswordField(props: AuthFieldProps) {
  return <PasswordInputField isRequired marksRequired={false} {...props} />;
}

/** A new password, described by the live checklist of what it must have. */
export function NewPasswordField({ label, ...props }: AuthFieldBinding & { label: string }) {
  const checklistId = useId();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" describedBy={checklistId} {...props} />
      <PasswordChecklist id={checklistId} password={props.value} />
    </>
  );
}
