// A one-line text or email question, at most 45 characters unless the definition says otherwise.
import { maxLengthOf, type TextQuestion } from '@transfer/form';
import { PlainTextField } from '../../ui/fields';
import { useAnswer, useRequirement } from './context';

export default function TextWidget({ node: question }: { node: TextQuestion }) {
  const node = useRequirement(question);
  const { value, error, change } = useAnswer(node.key);
  return (
    <PlainTextField
      id={node.key}
      label={node.label}
      isRequired={node.required}
      hint={node.hint}
      error={error}
      type={node.kind}
      value={String(value)}
      onChange={(text) => change({ [node.key]: text })}
      maxLength={maxLengthOf(node)}
      autoComplete={node.autoComplete}
      inputMode={node.inputMode}
    />
  );
}
