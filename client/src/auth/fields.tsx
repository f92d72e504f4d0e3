// The account screens' fields: a labelled text field with its error tied to the input, and a password field with a show/hide toggle.
import { useState, type Ref } from 'react';
import { Button, FieldError, Input, Label, TextField, ToggleButton, type TextFieldProps } from 'react-aria-components';

export interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the field and announced with it; the field is invalid while there is one. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: TextFieldProps['inputMode'];
  /** The id of further text describing the field (the password checklist). */
  describedBy?: string;
}

export function AuthField({ label, error, inputRef, describedBy, type = 'text', ...props }: AuthFieldProps) {
  return (
    <TextField
      {...props}
      type={type}
      className="auth-field"
      isRequired
      isInvalid={!!error}
      validationBehavior="aria"
      aria-describedby={describedBy}
    >
      <Label className="auth-field__label">{label}</Label>
      <Input ref={inputRef} className="auth-field__input" />
      <FieldError className="auth-field__error">{error}</FieldError>
    </TextField>
  );
}

export function PasswordField({ label, error, inputRef, describedBy, ...props }: Omit<AuthFieldProps, 'type'>) {
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      className="auth-field"
      isRequired
      isInvalid={!!error}
      validationBehavior="aria"
      aria-describedby={describedBy}
    >
      <Label className="auth-field__label">{label}</Label>
      <div className="auth-field__control">
        <Input ref={inputRef} className="auth-field__input auth-field__input--with-toggle" spellCheck={false} />
        <ToggleButton
          className="auth-field__toggle"
          isSelected={isShown}
          onChange={setShown}
          aria-label={`Show ${label.toLowerCase()}`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {isShown && <path d="M4 4l16 16" />}
          </svg>
        </ToggleButton>
      </div>
      <FieldError className="auth-field__error">{error}</FieldError>
    </TextField>
  );
}

interface SubmitButtonProps {
  isPending: boolean;
  children?: string;
}

/** The card's submit button; while the request runs it stays focusable and is announced as busy. */
export function SubmitButton({ isPending, children = 'Submit' }: SubmitButtonProps) {
  return (
    <Button type="submit" className="button button--primary auth-form__submit" isPending={isPending}>
      {children}
    </Button>
  );
}
