// The pieces every question shares: its label with the required mark, its hint, its error, and the props that tie them to the control.
import type { Question } from '@transfer/form';
import { FieldError, Label, Text } from 'react-aria-components';
import './fields.css';

/**
 * Required questions carry an asterisk for the eye. Inputs, checkboxes and radio groups carry aria-required for
 * assistive technology; buttons cannot (a select's, a file's), so their labels `announce` it in words.
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  return (
    <>
      <span className="field__required" aria-hidden="true">
        {' *'}
      </span>
      {announce && <span className="visually-hidden"> (required)</span>}
    </>
  );
}

interface FieldLabelProps {
  question: Pick<Question, 'label' | 'required'>;
  announceRequired?: boolean;
}

export function FieldLabel({ question, announceRequired }: FieldLabelProps) {
  return (
    <Label className="field__label">
      {question.label}
      {question.required && <RequiredMark announce={announceRequired} />}
    </Label>
  );
}

/** The hint and the error of a react-aria field, which ties both to the control with aria-describedby. */
export function FieldNotes({ hint, error }: { hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </>
  );
}

/** Props of a react-aria field for a question: its id is the answer key, so that /{page}#{key} lands on it. */
export function fieldProps(question: Question, error: string | undefined) {
  return {
    id: question.key,
    isRequired: question.required ?? false,
    isInvalid: Boolean(error),
    validationBehavior: 'aria' as const,
  };
}

/** Element ids of a hint and an error shown outside a react-aria field. */
export const hintId = (key: string) => `${key}-hint`;
export const errorId = (key: string) => `${key}-error`;

/** aria-describedby for controls whose hint and error are rendered by hand. */
export function describedBy(key: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  const ids = [hint && hintId(key), error && errorId(key)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
