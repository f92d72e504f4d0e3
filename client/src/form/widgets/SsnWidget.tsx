// A social security number formatted 999-99-9999 as the student types.
import type { SsnQuestion } from '@transfer/form';
import { useAnswer } from './context';
import { MaskedField } from './MaskedField';

const ssnPattern = '000-00-0000';

export default function SsnWidget({ node }: { node: SsnQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  return (
    <MaskedField
      question={node}
      pattern={ssnPattern}
      value={String(value)}
      error={error}
      onChange={(text) => change({ [node.key]: text })}
    />
  );
}
