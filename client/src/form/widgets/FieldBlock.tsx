// An address block or a school search block: its fields under one legend, in rows that stack on a phone.
// The first field is the search (address line 1's autocomplete, the school search), which fills the others.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { hintId } from '../../ui/fields';
import type { LookupBlock } from './lookup';
import type { LookupFieldProps } from './LookupField';
import { useNodeViews } from './node-views';

let lookupFieldModule: Promise<typeof import('./LookupField')> | undefined;

/** The combobox (8 kB gzip) loads on a search field's first focus or input: a page showing one does not wait for it. */
const loadLookupField = () => (lookupFieldModule ??= import('./LookupField'));

/**
 * Until the combobox is there, the search is the block's plain text field, which takes what is typed (or autofilled)
 * as the answer; the combobox then takes its place, with that text, and with the focus when the field had it.
 */
function SearchField({ block }: { block: LookupBlock }) {
  const plainField = useRef<HTMLDivElement>(null);
  const { widgetFor } = useNodeViews();
  const [isWanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<{ LookupField: ComponentType<LookupFieldProps>; hadFocus: boolean }>();

  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    void loadLookupField().then(({ default: LookupField }) => {
      if (!isCurrent) return;
      setLoaded({ LookupField, hadFocus: plainField.current?.contains(document.activeElement) ?? false });
    });
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);

  if (loaded) {
    return (
      <loaded.LookupField
        block={block}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus stays where the student was: in the field this one replaces
        autoFocus={loaded.hadFocus}
      />
    );
  }
  const PlainField = widgetFor(block.questions[0]);
  return (
    <div ref={plainField} onFocus={() => setWanted(true)} onInput={() => setWanted(true)}>
      {/* eslint-disable-next-line react-hooks/static-components -- widgetFor reads a module-level table: nothing is created */}
      <PlainField node={block.questions[0]} />
    </div>
  );
}

export default function FieldBlock({ node }: { node: LookupBlock }) {
  const { NodeView } = useNodeViews();
  const [search, ...others] = node.questions;
  // A block with a label is a fieldset under it; one without (a school's, under its section's own heading) is no group.
  const Block = node.label ? 'fieldset' : 'div';
  return (
    <Block id={node.id} className="field-block" aria-describedby={node.hint ? hintId(node.id) : undefined}>
      {node.label && <legend className="field-block__legend">{node.label}</legend>}
      {node.hint && (
        <p id={hintId(node.id)} className="field__hint">
          {node.hint}
        </p>
      )}
      <div className="field-block__fields">
        <NodeView node={search}>
          <SearchField block={node} />
        </NodeView>
        {others.map((question) => (
          <NodeView key={question.key} node={question} />
        ))}
      </div>
    </Block>
  );
}
