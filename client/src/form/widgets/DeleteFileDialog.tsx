// The one confirmation before an uploaded file is discarded: by its Delete button, or by choosing a tab that leaves it behind.
import { Button } from 'react-aria-components';
import { Modal } from '../../ui/Modal';

export interface DeleteFileDialogProps {
  /** The file to be removed; the dialog is closed while there is none. */
  fileName: string | undefined;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteFileDialog({ fileName, onCancel, onConfirm }: DeleteFileDialogProps) {
  return (
    <Modal
      role="alertdialog"
      title="Delete this file?"
      isOpen={fileName !== undefined}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      actions={
        <>
          <Button className="button" slot="close">
            Cancel
          </Button>
          <Button className="button button--danger-solid" onPress={onConfirm}>
            Delete file
          </Button>
        </>
      }
    >
      <p>{fileName} will be removed from your application. You can upload another file afterwards.</p>
    </Modal>
  );
}
