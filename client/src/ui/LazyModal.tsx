// The app's modal, loaded when it first opens: its overlay, focus trap and scroll lock stay out of the pages that only might show one.
import { lazy, Suspense, useContext } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { onFirstInteraction } from './first-interaction';
import type { ModalProps } from './Modal';

const loadModal = () => import('./Modal');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

// A modal opens after something the student did (a button, a failed save): by then it has usually loaded.
onFirstInteraction(() => void loadModal());

/** Modal, rendered only while open: controlled by `isOpen`, or else by the DialogTrigger around it. */
export function LazyModal(props: ModalProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  if (!(props.isOpen ?? trigger?.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
