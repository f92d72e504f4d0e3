// Repeats a block: shows as many instances as the student has added, and an 'Add another …' button until the maximum (never more than 10) that saves the new count itself.
import type { AddAnother } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useRelayEnvironment } from '../../relay/hooks';
import { saveAddAnother } from '../application-mutations';
import { useFormSession } from '../form-session';
import { NodeList } from '../FormNodes';
import { useFormNodes, useFormValue } from './context';
import { instanceLimit, instanceTitle, shownInstanceCount } from './display';
import './AddAnotherWidget.css';

export default function AddAnotherWidget({ node }: { node: AddAnother }) {
  const { isSignedIn, onError, onRecovered } = useFormNodes();
  const environment = useRelayEnvironment();
  const session = useFormSession();
  const max = instanceLimit(node);
  const count = useFormValue([], ({ state }) => shownInstanceCount(node, state));
  const [isAdding, setAdding] = useState(false);
  const instanceHeadings = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusOnInstance = useRef<number>(undefined);
  const failureCause = `add-another:${node.buttonId}`;

  // Once the added instance appears, take the student to it.
  useEffect(() => {
    if (focusOnInstance.current !== undefined && focusOnInstance.current < count) {
      instanceHeadings.current[focusOnInstance.current]?.focus();
      focusOnInstance.current = undefined;
    }
  }, [count]);

  async function add() {
    setAdding(true);
    try {
      focusOnInstance.current = count;
      // A student's count is saved, and comes back into the page through the store; a visitor's stays in this browser.
      if (isSignedIn) await saveAddAnother(environment, node.buttonId, count + 1);
      else session.visitor.addAnother(node.buttonId);
      onRecovered(failureCause);
    } catch {
      focusOnInstance.current = undefined;
      onError(`Error adding another ${node.buttonId}`, failureCause);
    } finally {
      setAdding(false);
    }
  }

  return (
    <div id={node.id} className="add-another">
      {node.label && <h3>{node.label}</h3>}
      {node.hint && <p className="field__hint">{node.hint}</p>}
      {node.instances.slice(0, count).map((instance, index) => (
        <div key={index} className="add-another__instance" role="group" aria-labelledby={`${node.id}-${index}`}>
          <h3
            id={`${node.id}-${index}`}
            className="add-another__heading"
            tabIndex={-1}
            ref={(heading) => {
              instanceHeadings.current[index] = heading;
            }}
          >
            {instanceTitle(node, index)}
          </h3>
          <NodeList nodes={instance} />
        </div>
      ))}
      {count < max && (
        <Button className="button add-another__button" onPress={add} isPending={isAdding}>
          <span aria-hidden="true">+</span>
          {node.buttonLabel}
        </Button>
      )}
    </div>
  );
}
