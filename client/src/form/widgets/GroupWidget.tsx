// A group of nodes under an optional heading, shown while its condition holds.
import type { Group } from '@transfer/form';
import { useNodeViews } from './node-views';

export default function GroupWidget({ node }: { node: Group }) {
  const { NodeList } = useNodeViews();
  const headingId = `${node.id}-heading`;
  return (
    <div id={node.id} className="form-group" role={node.label ? 'group' : undefined} aria-labelledby={node.label ? headingId : undefined}>
      {node.label && <h3 id={headingId}>{node.label}</h3>}
      {node.hint && <p className="field__hint">{node.hint}</p>}
      <NodeList nodes={node.nodes} />
    </div>
  );
}
