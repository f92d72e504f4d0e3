// A select question: stores the chosen value and, at {key}_desc, its label; both are '' for the blank option.
import type { ChoiceQuestion } from '@transfer/form';
import { ChoiceSelect } from './ChoiceSelect';
import { choicePatch, useAnswer, useChoiceOptions, useRequirement } from './context';

export default function SelectWidget({ node }: { node: ChoiceQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  return (
    <ChoiceSelect
      question={useRequirement(node)}
      options={useChoiceOptions(node)}
      value={String(value)}
      error={error}
      onChange={(chosen, label) => change(choicePatch(node.key, chosen, label))}
    />
  );
}
