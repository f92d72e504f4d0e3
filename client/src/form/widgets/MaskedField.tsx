// A text field that formats digits into a fixed pattern as the student types or pastes (phone, ssn, date).
import type { Question } from '@transfer/form';
import { useMask } from '@react-input/mask';
import { useLayoutEffect, type ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import { FieldLabel, FieldNotes, fieldProps } from './Field';

/** Each '_' of a pattern takes one digit; everything else is inserted as the digits arrive. */
const digitSlot = { _: /\d/ };

interface MaskedFieldProps {
  question: Question;
  /** The pattern, with '_' where each digit goes: '(___) ___-____'. */
  pattern: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(text: string): void;
  inputMode?: 'numeric' | 'tel';
  children?: ReactNode;
}

export function MaskedField({ question, pattern, value, error, hint, onChange, inputMode = 'numeric', children }: MaskedFieldProps) {
  const maskRef = useMask({ mask: pattern, replacement: digitSlot });
  // The mask polls the caret from focus until blur; an input removed while focused gets no blur, so send one before it goes.
  useLayoutEffect(() => {
    const input = maskRef.current;
    return () => {
      if (input === document.activeElement) input.blur();
    };
  }, [maskRef]);
  return (
    <TextField
      {...fieldProps(question, error)}
      className="field"
      value={value}
      onChange={onChange}
      autoComplete={question.autoComplete}
      inputMode={inputMode}
    >
      <FieldLabel question={question} />
      <Input ref={maskRef} className="field__input field__input--masked" size={pattern.length} />
      {children}
      <FieldNotes hint={hint ?? question.hint} error={error} />
    </TextField>
  );
}
