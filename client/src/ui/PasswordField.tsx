// A password field of the family in ui/fields.tsx, with a toggle that shows or hides what is typed.
import { useState } from 'react';
import { Input, ToggleButton } from 'react-aria-components';
import { TextFieldFrame, type TextInputFieldProps } from './fields';

export function PasswordInputField({ inputRef, ...props }: Omit<TextInputFieldProps, 'type'>) {
  const [isShown, setShown] = useState(false);
  return (
    <TextFieldFrame {...props} type={isShown ? 'text' : 'password'}>
      <div className="field__control">
        <Input ref={inputRef} className="field__input field__input--with-toggle" spellCheck={false} />
        <ToggleButton className="field__toggle" isSelected={isShown} onChange={setShown} aria-label={`Show ${props.label.toLowerCase()}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {isShown && <path d="M4 4l16 16" />}
          </svg>
        </ToggleButton>
      </div>
    </TextFieldFrame>
  );
}
