// A checkbox for a boolean answer, drawn from the theme, with its hint and error rendered beside it and tied to it.
import type { Question } from '@transfer/form';
import { Checkbox } from 'react-aria-components';
import { RequiredMark, describedBy, errorId, hintId } from '../../ui/fields';

interface BooleanCheckboxProps {
  question: Pick<Question, 'key' | 'label' | 'hint' | 'required'>;
  isSelected: boolean;
  error?: string;
  onChange(isSelected: boolean): void;
}

export function BooleanCheckbox({ question, isSelected, error, onChange }: BooleanCheckboxProps) {
  const { key, hint } = question;
  return (
    <div className="field">
      <Checkbox
        id={key}
        className="checkbox"
        isSelected={isSelected}
        onChange={onChange}
        isRequired={question.required ?? false}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={describedBy(key, { hint, error })}
      >
        <span className="checkbox__box" aria-hidden="true" />
        <span>
          {question.label}
          {question.required && <RequiredMark />}
        </span>
      </Checkbox>
      {hint && (
        <p id={hintId(key)} className="field__hint field__hint--indented">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(key)} className="field__error field__hint--indented">
          {error}
        </p>
      )}
    </div>
  );
}
