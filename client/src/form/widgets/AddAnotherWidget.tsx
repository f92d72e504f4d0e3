// Repeats a block: shows as many instances as the student has added, an 'Add another …' button until the maximum (never
// more than 10) that saves the new count itself, and on the last one added a 'Remove' button that asks first.
import { answerKeysOf, questionsIn, type AddAnother } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useRelayEnvironment } from '../../relay/hooks';
import { removeAddAnother, saveAddAnother } from '../application-mutations';
import { useFormSession } from '../form-session';
import { ConfirmRemovalDialog } from './ConfirmRemovalDialog';
import { useFormNodes, useFormValue } from './context';
import { instanceLimit, instanceTitle, shownInstanceCount } from './display';
import { useNodeViews } from './node-views';
import './AddAnotherWidget.css';

export default function AddAnotherWidget({ node }: { node: AddAnother }) {
  const { page, isSignedIn, onError, onRecovered } = useFormNodes();
  const { NodeList } = useNodeViews();
  const environment = useRelayEnvironment();
  const session = useFormSession();
  const max = instanceLimit(node);
  const count = useFormValue([], ({ state }) => shownInstanceCount(node, state));
  const [isAdding, setAdding] = useState(false);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const instanceHeadings = useRef<(HTMLHeadingElement | null)[]>([]);
  /** Where focus goes once the count changes: the instance added, or after a removal the one now last. */
  const focusOnInstance = useRef<number>(undefined);
  const lastTitle = instanceTitle(node, count - 1);
  const failureCause = `add-another:${node.buttonId}`;

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

  async function removeLast() {
    setConfirmingRemoval(false);
    focusOnInstance.current = count - 2;
    try {
      // The server lowers the count and clears the instance's answers in one step; their unsaved edits go with them.
      if (isSignedIn) {
        await removeAddAnother(environment, page, node.buttonId, count);
        session.drafts.discard(page, questionsIn(node.instances[count - 1]).flatMap(answerKeysOf));
      } else {
        session.visitor.removeInstance(node.buttonId);
      }
      onRecovered(failureCause);
    } catch {
      focusOnInstance.current = undefined;
      onError(`Error removing ${lastTitle}`, failureCause);
    }
  }

  return (
    <div id={node.id} className="add-another">
      {node.label && <h3>{node.label}</h3>}
      {node.hint && <p className="field__hint">{node.hint}</p>}
      {node.instances.slice(0, count).map((instance, index) => (
        <div key={index} className="add-another__instance" role="group" aria-labelledby={`${node.id}-${index}`}>
          <div className="add-another__header">
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
            {index > 0 && index === count - 1 && (
              <Button className="button button--danger add-another__remove" onPress={() => setConfirmingRemoval(true)}>
                Remove<span className="visually-hidden"> {lastTitle}</span>
              </Button>
            )}
          </div>
          <NodeList nodes={instance} />
        </div>
      ))}
      {count < max && (
        <Button className="button add-another__button" onPress={add} isPending={isAdding}>
          <span aria-hidden="true">+</span>
          {node.buttonLabel}
        </Button>
      )}
      <ConfirmRemovalDialog
        title={`Remove ${lastTitle}?`}
        isOpen={isConfirmingRemoval}
        confirmLabel={`Remove ${lastTitle}`}
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={() => void removeLast()}
      >
        <p>The answers you gave for {lastTitle} will be removed from your application.</p>
      </ConfirmRemovalDialog>
    </div>
  );
}
