// A text field that formats digits into a fixed pattern as the student types or pastes (phone, ssn, date).
import type { Question } from '@transfer/form';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Input } from 'react-aria-components';
import { TextFieldFrame } from '../../ui/fields';
import type { PatternMask } from './pattern-mask';

let patternMaskModule: Promise<typeof import('./pattern-mask')> | undefined;

/** imask (11 kB gzip) loads on a masked field's first focus or input: a page showing one does not wait for it, nor download it unused. */
const loadPatternMask = () => (patternMaskModule ??= import('./pattern-mask'));

interface MaskedFieldProps {
  question: Question;
  /** The pattern, with '0' where each digit goes: '(000) 000-0000'. */
  pattern: string;
  value: string;
  error?: string;
  hint?: string;
  /** The id of a further note about the field (the SSN's, after signing in with a visitor's answers). */
  describedBy?: string;
  onChange(text: string): void;
  inputMode?: 'numeric' | 'tel';
}

export function MaskedField({ question, pattern, value, error, hint, describedBy, onChange, inputMode = 'numeric' }: MaskedFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<PatternMask | null>(null);
  const latest = useRef({ value, onChange });
  const [isMaskWanted, setMaskWanted] = useState(false);

  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  // The mask formats the input as it changes and reports the formatted text; the field shows that text back. What was
  // typed before it loaded is formatted as it attaches.
  useEffect(() => {
    if (!isMaskWanted) return;
    let isCurrent = true;
    void loadPatternMask().then(({ createPatternMask }) => {
      if (!isCurrent || !input.current) return;
      const instance = createPatternMask(input.current, pattern);
      instance.value = latest.current.value;
      instance.on('accept', () => {
        if (instance.value !== latest.current.value) latest.current.onChange(instance.value);
      });
      mask.current = instance;
      if (instance.value !== latest.current.value) latest.current.onChange(instance.value);
    });
    return () => {
      isCurrent = false;
      mask.current?.destroy();
      mask.current = null;
    };
  }, [isMaskWanted, pattern]);

  // An answer changed from outside (loaded, or cleared) reaches the mask too.
  useLayoutEffect(() => {
    if (mask.current && mask.current.value !== value) mask.current.value = value;
  }, [value]);

  return (
    <TextFieldFrame
      id={question.key}
      label={question.label}
      isRequired={question.required}
      hint={hint ?? question.hint}
      describedBy={describedBy}
      error={error}
      value={value}
      // Until the mask is there, what is typed (or autofilled, without a focus) is taken as it is, and sends for the
      // mask, which formats it as it attaches; once attached, the mask reports its own changes.
      onChange={(text) => {
        if (mask.current) return;
        onChange(text);
        setMaskWanted(true);
      }}
      autoComplete={question.autoComplete}
      inputMode={inputMode}
    >
      <Input ref={input} className="field__input field__input--masked" size={pattern.length} onFocus={() => setMaskWanted(true)} />
    </TextFieldFrame>
  );
}
