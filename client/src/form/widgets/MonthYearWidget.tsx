// A month and a year chosen together: two selects under one legend, and one combined error tied to both.
import type { ChoiceQuestion, MonthYearNode } from '@transfer/form';
import { ChoiceSelect } from './ChoiceSelect';
import { choicePatch, useAnswer, useChoiceOptions, useFormValue } from './context';
import { RequiredMark, errorId, hintId } from '../../ui/fields';

/** The month's or the year's select, tied to the pair's error. */
function PairedSelect({ question, sharedError }: { question: ChoiceQuestion; sharedError?: { id: string; message: string } }) {
  const { value, change } = useAnswer(question.key);
  return (
    <ChoiceSelect
      question={question}
      options={useChoiceOptions(question)}
      value={String(value)}
      sharedError={sharedError}
      onChange={(chosen, label) => change(choicePatch(question.key, chosen, label))}
    />
  );
}

export default function MonthYearWidget({ node }: { node: MonthYearNode }) {
  // Validation reports the pair under the month's key.
  const { month, year } = node;
  // A pair is marked required once, on its legend (where only the month is, as for the first college's dates): never
  // the month with an asterisk and the year without, as if the year were optional.
  const markedOnLegend = Boolean(node.label && (month.required || year.required));
  const message = useFormValue([month.key, year.key], ({ errors }) => errors[month.key] ?? errors[year.key]);
  const sharedError = message ? { id: errorId(node.month.key), message } : undefined;

  return (
    <fieldset id={node.id} className="field month-year" aria-describedby={node.hint ? hintId(node.id) : undefined}>
      {node.label && (
        <legend className="field__label">
          {node.label}
          {markedOnLegend && <RequiredMark announce />}
        </legend>
      )}
      <div className="month-year__selects">
        <PairedSelect question={markedOnLegend ? { ...month, required: false } : month} sharedError={sharedError} />
        <PairedSelect question={markedOnLegend ? { ...year, required: false } : year} sharedError={sharedError} />
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
