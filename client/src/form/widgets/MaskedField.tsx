// A text field that formats digits into a fixed pattern as the student types or pastes (phone, ssn, date).
import type { Question } from '@transfer/form';
import type { InputMask } from 'imask';
import IMask from 'imask/holder';
import 'imask/masked/pattern';
import { useLayoutEffect, useRef } from 'react';
import { Input, TextField } from 'react-aria-components';
import { FieldLabel, FieldNotes, fieldProps } from './Field';

interface MaskedFieldProps {
  question: Question;
  /** The pattern, with '0' where each digit goes: '(000) 000-0000'. */
  pattern: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(text: string): void;
  inputMode?: 'numeric' | 'tel';
}

export function MaskedField({
  question,
  pattern,
  value,
  error,
  hint,
  onChange,
  inputMode = 'numeric',
}: MaskedFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<InputMask<{ mask: string }>>(null);
  const latest = useRef({ value, onChange });

  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  // The mask formats the input as it changes and reports the formatted text; the field shows that text back.
  useLayoutEffect(() => {
    const instance = IMask(input.current!, { mask: pattern });
    instance.value = latest.current.value;
    instance.on('accept', () => {
      if (instance.value !== latest.current.value) latest.current.onChange(instance.value);
    });
    mask.current = instance;
    return () => instance.destroy();
  }, [pattern]);

  // An answer changed from outside (loaded, or cleared) reaches the mask too.
  useLayoutEffect(() => {
    if (mask.current && mask.current.value !== value) mask.current.value = value;
  }, [value]);

  return (
    <TextField
      {...fieldProps(question, error)}
      className="field"
      value={value}
      autoComplete={question.autoComplete}
      inputMode={inputMode}
    >
      <FieldLabel question={question} />
      <Input ref={input} className="field__input field__input--masked" size={pattern.length} />
      <FieldNotes hint={hint ?? question.hint} error={error} />
    </TextField>
  );
}
