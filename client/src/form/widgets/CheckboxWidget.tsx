// One checkbox, answered true or false, with its hint and error tied to it.
import type { CheckboxQuestion } from '@transfer/form';
import { useAnswer } from './context';
import { BooleanCheckbox } from './BooleanCheckbox';

export default function CheckboxWidget({ node }: { node: CheckboxQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  return (
    <BooleanCheckbox
      question={node}
      isSelected={value === true}
      error={error}
      onChange={(isSelected) => change({ [node.key]: isSelected })}
    />
  );
}
