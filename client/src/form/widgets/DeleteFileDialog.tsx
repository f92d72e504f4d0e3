// The confirmation before an uploaded file is discarded: by its Delete button, or by choosing a tab that leaves it behind.
import { ConfirmRemovalDialog } from './ConfirmRemovalDialog';

export interface DeleteFileDialogProps {
  /** The file to be removed; the dialog is closed while there is none. */
  fileName: string | undefined;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteFileDialog({ fileName, onCancel, onConfirm }: DeleteFileDialogProps) {
  return (
    <ConfirmRemovalDialog
      title="Delete this file?"
      isOpen={fileName !== undefined}
      confirmLabel="Delete file"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{fileName} will be removed from your application. You can upload another file afterwards.</p>
    </ConfirmRemovalDialog>
  );
}
