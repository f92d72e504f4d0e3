// A document upload: a visitor is told to create an account; a student chooses a file, checked here first, then sees it upload, convert, and finish or fail.
import { allowedFileExtensions, fileProblem, isConversionPending, unexpectedErrorMessage, type FileQuestion } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useFormNodes, useFormValue } from './context';
import { RequiredMark, describedBy, errorId, hintId } from '../../ui/fields';
import { Modal } from '../../ui/Modal';
import './FileWidget.css';

const visitorFileMessage = 'This question can be finished once you have created an account.';

const acceptedFileTypes = allowedFileExtensions.map((extension) => `.${extension}`);

/** Whole kilobytes below 1 MB, whole megabytes from there: no decimals. */
export function fileSizeText(bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  return kilobytes < 1024 ? `${kilobytes} KB` : `${Math.round(bytes / 1024 / 1024)} MB`;
}

export default function FileWidget({ node }: { node: FileQuestion }) {
  const { isSignedIn, documents, onUpload, onDelete } = useFormNodes();
  const { key } = node;
  const savedError = useFormValue([key], ({ errors }) => errors[key]);
  const labelId = `${key}-label`;
  const [isUploading, setUploading] = useState(false);
  /** A problem found here: the file's own (size, type, name) or a failed request. */
  const [problem, setProblem] = useState<string>();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const hasFocusWithin = useRef(false);
  const uploaded = documents?.[key];
  const phase =
    isUploading || (uploaded !== undefined && isConversionPending(uploaded.status))
      ? 'pending'
      : uploaded?.status === 'COMPLETED'
        ? 'done'
        : 'choose';
  const conversionFailure = uploaded?.status === 'FAILED' ? (uploaded.message ?? unexpectedErrorMessage) : undefined;
  const error = problem ?? conversionFailure ?? savedError;

  // Each phase replaces the focused control; keep focus in the question rather than losing it to the page.
  useEffect(() => {
    if (hasFocusWithin.current && document.activeElement === document.body) {
      document.getElementById(key)?.focus();
    }
  }, [phase, key]);

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const problemOfFile = fileProblem(file);
    setProblem(problemOfFile);
    if (problemOfFile || !onUpload) return;
    setUploading(true);
    try {
      await onUpload(key, file);
    } catch {
      setProblem(unexpectedErrorMessage);
    } finally {
      setUploading(false);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    setProblem(undefined);
    try {
      await onDelete?.(key);
    } catch {
      setProblem(unexpectedErrorMessage);
    }
  }

  const label = (
    <p id={labelId} className="field__label">
      {node.label}
      {node.required && <RequiredMark announce />}
    </p>
  );

  if (!isSignedIn) {
    return (
      <div id={key} className="field file-field" tabIndex={-1} role="group" aria-labelledby={labelId}>
        {label}
        <p className="file-field__notice">{visitorFileMessage}</p>
      </div>
    );
  }

  const notes = describedBy(key, { hint: node.hint, error });

  return (
    <div
      className="field file-field"
      role="group"
      aria-labelledby={labelId}
      onFocus={() => (hasFocusWithin.current = true)}
      onBlur={(event) => (hasFocusWithin.current = event.currentTarget.contains(event.relatedTarget))}
    >
      {label}
      {phase === 'pending' && (
        <p id={key} className="file-field__status" role="status" tabIndex={-1}>
          <span className="file-field__spinner" aria-hidden="true" />
          Uploading and converting your file…
        </p>
      )}
      {phase === 'done' && uploaded && (
        <div className="file-field__done">
          <p className="file-field__file">
            <span className="file-field__name">{uploaded.fileName}</span>
            {uploaded.fileSize !== undefined && ` (${fileSizeText(uploaded.fileSize)})`}
          </p>
          <Button
            id={key}
            className="button button--danger"
            aria-labelledby={`${key} ${labelId}`}
            aria-describedby={notes}
            onPress={() => setConfirmingDelete(true)}
          >
            Delete
          </Button>
          <Modal
            role="alertdialog"
            title="Delete this file?"
            isOpen={isConfirmingDelete}
            onOpenChange={setConfirmingDelete}
            actions={
              <>
                <Button className="button" slot="close">
                  Cancel
                </Button>
                <Button className="button button--danger-solid" onPress={remove}>
                  Delete file
                </Button>
              </>
            }
          >
            <p>{uploaded.fileName} will be removed from your application. You can upload another file afterwards.</p>
          </Modal>
        </div>
      )}
      {phase === 'choose' && (
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={upload}>
          <Button id={key} className="button" aria-labelledby={`${key} ${labelId}`} aria-describedby={notes}>
            Choose a file
          </Button>
        </FileTrigger>
      )}
      {node.hint && (
        <p id={hintId(key)} className="field__hint">
          {node.hint}
        </p>
      )}
      {error && (
        <p id={errorId(key)} className="field__error" role={error === savedError ? undefined : 'alert'}>
          {error}
        </p>
      )}
    </div>
  );
}
