// A radio group question: stores the chosen value and its label at {key}_desc; the first radio carries the answer key as its id.
import type { ChoiceQuestion } from '@transfer/form';
import { Radio, RadioGroup } from 'react-aria-components';
import { choicePatch, useAnswer, useChoiceOptions } from './context';
import { isShortList } from './display';
import { FieldLabel, FieldNotes, fieldProps } from '../../ui/fields';

export default function RadioWidget({ node }: { node: ChoiceQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const options = useChoiceOptions(node);
  const { id: key, ...groupProps } = fieldProps(node, error);

  function choose(chosen: string) {
    const label = options.find((option) => option.value === chosen)?.label ?? '';
    change(choicePatch(key, chosen, label));
  }

  return (
    <RadioGroup {...groupProps} className="field choice-group" value={value === '' ? null : String(value)} onChange={choose}>
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
