// The app's one modal: a dimmed overlay and a titled dialog (docs/product.md §15 sizes), used by the footer, the inactivity prompt, the widgets and the error dialog.
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import './Modal.css';

/** docs/product.md §11.3: a modal's header when none is given. */
export const defaultModalTitle = 'Error';

/** docs/product.md §15: 30rem, 60rem and 80vw wide (30rem, 70vw and 90vw on tablets). */
export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  title?: string;
  /** Controlled; left out inside a DialogTrigger, which then opens and closes it. */
  isOpen?: boolean;
  onOpenChange?(isOpen: boolean): void;
  /** alertdialog for what interrupts the student (an error, a blocked action, a destructive confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click outside or Escape closes it; off for what needs an answer. */
  isDismissable?: boolean;
  /** A × button in the header. */
  hasCloseButton?: boolean;
  size?: ModalSize;
  children: ReactNode;
  /** The buttons at the foot: in a row (stacked on phones, the last one on top), or always stacked, first on top. */
  actions?: ReactNode;
  actionsLayout?: 'row' | 'stack';
}

export function Modal({
  title = defaultModalTitle,
  isOpen,
  onOpenChange,
  role = 'dialog',
  isDismissable = true,
  hasCloseButton = false,
  size = 'small',
  children,
  actions,
  actionsLayout = 'row',
}: ModalProps) {
  return (
    <ModalOverlay
      className="modal__overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={`modal modal--${size}`}>
        <Dialog className="modal__dialog" role={role}>
          <div className="modal__header">
            <Heading slot="title" className="modal__title">
              {title}
            </Heading>
            {hasCloseButton && (
              <Button slot="close" className="modal__close" aria-label="Close">
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          <div className="modal__body">{children}</div>
          {actions && <div className={`modal__actions modal__actions--${actionsLayout}`}>{actions}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
