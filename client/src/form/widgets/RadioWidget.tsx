// A radio group question: stores the chosen value and its label at {key}_desc; the first radio carries the answer key as its id.
import type { ChoiceQuestion, Option } from '@transfer/form';
import { Radio, RadioGroup } from 'react-aria-components';
import { choicePatch, useAnswer, useChoiceOptions } from './context';
import { FieldLabel, FieldNotes, fieldProps } from '../../ui/fields';

/** A few short options (Yes / No) sit side by side; longer ones are listed one under the other. */
function isShortList(options: readonly Option[]): boolean {
  return options.length <= 3 && options.every((option) => option.label.length <= 12);
}

export default function RadioWidget({ node }: { node: ChoiceQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const options = useChoiceOptions(node);
  const { id: key, ...groupProps } = fieldProps(node, error);

  function choose(chosen: string) {
    const label = options.find((option) => option.value === chosen)?.label ?? '';
    change(choicePatch(key, chosen, label));
  }

  return (
    <RadioGroup
      {...groupProps}
      className="field choice-group"
      value={value === '' ? null : String(value)}
      onChange={choose}
    >
      <FieldLabel question={node} />
      <div className="choice-group__options" data-inline={isShortList(options) || undefined}>
        {options.map((option, index) => (
          <Radio key={option.value} id={index === 0 ? key : undefined} value={option.value} className="radio">
            <span className="radio__dot" aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldNotes hint={node.hint} error={error} />
    </RadioGroup>
  );
}
