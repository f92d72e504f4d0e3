// A small modal for a widget's confirmations and notices: a title, a message, and the widget's buttons.
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './WidgetDialog.css';

interface WidgetDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** alertdialog for what interrupts the student (a blocked action, a destructive confirmation). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  actions: ReactNode;
}

export function WidgetDialog({
  title,
  isOpen,
  onOpenChange,
  role = 'alertdialog',
  children,
  actions,
}: WidgetDialogProps) {
  return (
    <ModalOverlay className="widget-dialog__overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="widget-dialog">
        <Dialog className="widget-dialog__dialog" role={role}>
          <Heading slot="title" className="widget-dialog__title">
            {title}
          </Heading>
          <div className="widget-dialog__body">{children}</div>
          <div className="widget-dialog__actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
