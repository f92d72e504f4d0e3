// The one family of fields, for the account screens and the form's widgets alike: the label with the required mark, the hint and the error tied to the control, and the labelled text field built from them.
import type { Question } from '@transfer/form';
import type { ReactNode, Ref } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';
import './fields.css';

/**
 * Required questions carry an asterisk for the eye. Inputs, checkboxes and radio groups carry aria-required for
 * assistive technology; buttons cannot (a select's, a file's), so their labels `announce` it in words.
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  return (
    <>
      {/* A no-break space: the asterisk never wraps away from the label's last word. */}
      <span className="field__required" aria-hidden="true">
        {'\u00a0*'}
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

export interface TextInputFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message shown under the field and announced with it; the field is invalid while there is one. */
  error?: string;
  hint?: string;
  /** The input's id: a question's is its answer key (so that /{page}#{key} lands on it); react-aria's own otherwise. */
  id?: string;
  name?: string;
  type?: 'text' | 'email' | 'password';
  isRequired?: boolean;
  /** Whether a required field's label shows the asterisk; the account cards, whose fields are all required, show none. */
  marksRequired?: boolean;
  autoComplete?: string;
  inputMode?: TextFieldProps['inputMode'];
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** The id of further text describing the field (the password checklist). */
  describedBy?: string;
}

/** react-aria's TextField as a field of this family: the label, the control given as children, then the hint and error. */
export function TextFieldFrame({
  label,
  error,
  hint,
  isRequired = false,
  marksRequired = isRequired,
  describedBy,
  children,
  ...props
}: Omit<TextInputFieldProps, 'inputRef'> & { children: ReactNode }) {
  return (
    <TextField
      {...props}
      className="field"
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      aria-describedby={describedBy}
    >
      <FieldLabel question={{ label, required: marksRequired }} />
      {children}
      <FieldNotes hint={hint} error={error} />
    </TextField>
  );
}

/** A labelled one-line text field: its hint and error tied to the input with aria-describedby, aria-invalid while in error. */
export function TextInputField({ inputRef, ...props }: TextInputFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input ref={inputRef} className="field__input" />
    </TextFieldFrame>
  );
}

/**
 * TextInputField of plain elements, for the form's text questions, which a student types into on a phone: the same
 * label, input, hint and error, tied the same way (label for, aria-describedby, aria-invalid, aria-required) and marked
 * for the same styles (react-aria's data-focused, -focus-visible, -hovered, -invalid), without react-aria's TextField,
 * whose contexts, slots and validation state render again with every keystroke (a third of a keystroke's script at 4x CPU).
 */
export function PlainTextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  isRequired = false,
  marksRequired = isRequired,
  type = 'text',
  inputRef,
  describedBy: moreDescription,
  ...inputProps
}: TextInputFieldProps & { id: string }) {
  const { isFocused, isFocusVisible, focusProps } = useFocusRing({ isTextInput: true });
  const { isHovered, hoverProps } = useHover({});
  const isInvalid = Boolean(error);
  const description = [describedBy(id, { hint, error }), moreDescription].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={isInvalid || undefined} data-required={isRequired || undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
        {marksRequired && <RequiredMark />}
      </label>
      <input
        {...mergeProps(focusProps, hoverProps)}
        {...inputProps}
        ref={inputRef}
        id={id}
        type={type}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={description}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-hovered={isHovered || undefined}
        data-invalid={isInvalid || undefined}
      />
      {hint && (
        <span id={hintId(id)} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId(id)} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
