// A month and a year chosen together: two selects under one legend, and one combined error tied to both.
import { choiceOptions, type ChoiceQuestion, type MonthYearNode } from '@transfer/form';
import { ChoiceSelect } from './ChoiceSelect';
import { choicePatch, useFormNodes } from './context';
import { errorId, hintId } from '../../ui/fields';

export default function MonthYearWidget({ node }: { node: MonthYearNode }) {
  const { state, errors, change } = useFormNodes();
  // Validation reports the pair under the month's key.
  const message = errors[node.month.key] ?? errors[node.year.key];
  const sharedError = message ? { id: errorId(node.month.key), message } : undefined;

  const choiceSelect = (question: ChoiceQuestion) => (
    <ChoiceSelect
      question={question}
      options={choiceOptions(question, state.answers) ?? []}
      value={String(state.answers[question.key] ?? '')}
      sharedError={sharedError}
      onChange={(chosen, label) => change(choicePatch(question.key, chosen, label))}
    />
  );

  return (
    <fieldset id={node.id} className="field month-year" aria-describedby={node.hint ? hintId(node.id) : undefined}>
      {node.label && <legend className="field__label">{node.label}</legend>}
      <div className="month-year__selects">
        {choiceSelect(node.month)}
        {choiceSelect(node.year)}
      </div>
      {node.hint && (
        <p id={hintId(node.id)} className="field__hint">
          {node.hint}
        </p>
      )}
      {sharedError && (
        <p id={sharedError.id} className="field__error">
          {sharedError.message}
        </p>
      )}
    </fieldset>
  );
}
