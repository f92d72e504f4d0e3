// An address block or a school search block: its fields under one legend, in rows that stack on a phone.
// The first field is where the later lookups attach: address line 1's autocomplete, the school search.
import type { AddressBlock, SchoolBlock } from '@transfer/form';
import { NodeView } from '../FormNodes';
import { hintId } from './Field';

export default function FieldBlock({ node }: { node: AddressBlock | SchoolBlock }) {
  return (
    <fieldset id={node.id} className="field-block" aria-describedby={node.hint ? hintId(node.id) : undefined}>
      {node.label && <legend className="field-block__legend">{node.label}</legend>}
      {node.hint && (
        <p id={hintId(node.id)} className="field__hint">
          {node.hint}
        </p>
      )}
      <div className="field-block__fields">
        {node.questions.map((question) => (
          <NodeView key={question.key} node={question} />
        ))}
      </div>
    </fieldset>
  );
}
