// A one-line text or email question, at most 45 characters unless the definition says otherwise.
import { maxLengthOf, type TextQuestion } from '@transfer/form';
import { Input, TextField } from 'react-aria-components';
import { useAnswer } from './context';
import { FieldLabel, FieldNotes, fieldProps } from '../../ui/fields';

export default function TextWidget({ node }: { node: TextQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  return (
    <TextField
      {...fieldProps(node, error)}
      className="field"
      type={node.kind}
      value={String(value)}
      onChange={(text) => change({ [node.key]: text })}
      maxLength={maxLengthOf(node)}
      autoComplete={node.autoComplete}
      inputMode={node.inputMode}
    >
      <FieldLabel question={node} />
      <Input className="field__input" />
      <FieldNotes hint={node.hint} error={error} />
    </TextField>
  );
}
