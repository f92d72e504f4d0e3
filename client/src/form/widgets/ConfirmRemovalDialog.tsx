// The one confirmation before something the student gave is discarded (an uploaded file, an added college or job): Cancel, or the destructive action named.
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Modal } from '../../ui/Modal';

export interface ConfirmRemovalDialogProps {
  title: string;
  isOpen: boolean;
  /** The destructive button's words ('Delete file', 'Remove College 2'). */
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
  /** What will be lost. */
  children: ReactNode;
}

export function ConfirmRemovalDialog({ title, isOpen, confirmLabel, onCancel, onConfirm, children }: ConfirmRemovalDialogProps) {
  return (
    <Modal
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      actions={
        <>
          <Button className="button" slot="close">
            Cancel
          </Button>
          <Button className="button button--danger-solid" onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
