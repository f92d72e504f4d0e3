// A button or checkbox that stores true once pressed or checked, revealing the nodes conditioned on it.
import type { ConfirmationQuestion } from '@transfer/form';
import { Button } from 'react-aria-components';
import { BooleanCheckbox } from './BooleanCheckbox';
import { useAnswer } from './context';
import { describedBy, errorId, hintId } from '../../ui/fields';

export default function ConfirmationWidget({ node }: { node: ConfirmationQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const isConfirmed = value === true;

  if (node.variant === 'checkbox') {
    return (
      <BooleanCheckbox
        question={node}
        isSelected={isConfirmed}
        error={error}
        onChange={(isSelected) => change({ [node.key]: isSelected })}
      />
    );
  }

  return (
    <div className="field">
      <Button
        id={node.key}
        className="button confirmation-button"
        data-confirmed={isConfirmed || undefined}
        aria-describedby={describedBy(node.key, { hint: node.hint, error })}
        onPress={() => change({ [node.key]: true })}
      >
        {isConfirmed && (
          // Drawn, not typed: a glyph such as ✓ is text whose contrast checkers cannot judge.
          <svg className="confirmation-button__tick" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 8.5 6.5 12 13 4.5" />
          </svg>
        )}
        {node.label}
        {isConfirmed && <span className="visually-hidden"> (done)</span>}
      </Button>
      {node.hint && (
        <p id={hintId(node.key)} className="field__hint">
          {node.hint}
        </p>
      )}
      {error && (
        <p id={errorId(node.key)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
