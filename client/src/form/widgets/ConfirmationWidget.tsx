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
        {isConfirmed && <span aria-hidden="true">✓</span>}
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
