// A document upload: a visitor is told to create an account; a student chooses a file, checked here first, then sees it upload (with its progress), convert (polled), and finish or fail.
import { allowedFileExtensions, fileProblem, isConversionPending, unexpectedErrorMessage, type FileQuestion } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { UnauthorizedError } from '../../relay/errors';
import { useRelayEnvironment } from '../../relay/hooks';
import { RequiredMark, describedBy, errorId, hintId } from '../../ui/fields';
import { conversionPollInterval, deleteDocument, refreshDocuments, uploadDocument } from '../document-answers';
import { useFormNodes, useFormValue } from './context';
import { DeleteFileDialog } from './DeleteFileDialog';
import { fileSizeText } from './display';
import './FileWidget.css';

const visitorFileMessage = 'This question can be finished once you have created an account.';

const acceptedFileTypes = allowedFileExtensions.map((extension) => `.${extension}`);

/** docs/product.md §8.6: the toast when an upload fails. */
function uploadErrorMessage(key: string): string {
  return `Error uploading file for ${key}`;
}

/** The message of a failed request (the server's, else the generic one); undefined when the session ended, which the app shell handles. */
function failureMessage(error: unknown): string | undefined {
  if (error instanceof UnauthorizedError) return undefined;
  return error instanceof Error && error.message ? error.message : unexpectedErrorMessage;
}

/** A file on its way to the server, and the fraction of it sent. */
interface Sending {
  fileName: string;
  fraction: number;
}

export default function FileWidget({ node }: { node: FileQuestion }) {
  const { isSignedIn, documents, onError, onRecovered, setUploading } = useFormNodes();
  const { key } = node;
  const failureCause = `upload:${key}`;
  const savedError = useFormValue([key], ({ errors }) => errors[key]);
  const environment = useRelayEnvironment();
  const labelId = `${key}-label`;
  const [sending, setSending] = useState<Sending>();
  /** A problem found here: the file's own (size, type, name) or a failed request. */
  const [problem, setProblem] = useState<string>();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const hasFocusWithin = useRef(false);
  const uploaded = documents?.[key];
  const isConverting = !sending && isConversionPending(uploaded?.status);
  const phase =
    sending && sending.fraction < 1
      ? 'uploading'
      : sending || isConverting
        ? 'converting'
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

  // docs/product.md §4.4: the conversion's status is asked every 2 seconds until it is done, failed or gone.
  useEffect(() => {
    if (!isConverting) return;
    const timer = setInterval(() => void refreshDocuments(environment).catch(() => {}), conversionPollInterval);
    return () => clearInterval(timer);
  }, [isConverting, environment]);

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const problemOfFile = fileProblem(file);
    setProblem(problemOfFile);
    if (problemOfFile) return;
    setSending({ fileName: file.name, fraction: 0 });
    setUploading(key, true);
    try {
      await uploadDocument(environment, key, file, (fraction) => setSending({ fileName: file.name, fraction }));
      onRecovered(failureCause);
    } catch (failure) {
      const message = failureMessage(failure);
      if (message) {
        setProblem(message);
        onError(uploadErrorMessage(key), failureCause);
        // docs/product.md §8.6: the conversion the failed upload may have left is deleted.
        void deleteDocument(environment, key).catch(() => {});
      }
    } finally {
      setSending(undefined);
      setUploading(key, false);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    setProblem(undefined);
    setDeleting(true);
    try {
      await deleteDocument(environment, key);
    } catch (failure) {
      setProblem(failureMessage(failure));
    } finally {
      setDeleting(false);
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
      {phase === 'uploading' && sending && (
        <div id={key} className="file-field__pending" tabIndex={-1}>
          <ProgressBar className="file-field__progress" value={Math.round(sending.fraction * 100)}>
            {({ percentage, valueText }) => (
              <>
                <div className="file-field__progress-text">
                  <Label className="file-field__progress-label">Uploading {sending.fileName}</Label>
                  <span>{valueText}</span>
                </div>
                <div className="file-field__track">
                  <div className="file-field__fill" style={{ width: `${percentage ?? 0}%` }} />
                </div>
              </>
            )}
          </ProgressBar>
        </div>
      )}
      {phase === 'converting' && (
        <p id={key} className="file-field__status" role="status" tabIndex={-1}>
          <span className="file-field__spinner" aria-hidden="true" />
          Converting {sending?.fileName ?? uploaded?.fileName ?? 'your file'}…
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
            isPending={isDeleting}
            onPress={() => setConfirmingDelete(true)}
          >
            Delete
          </Button>
          <DeleteFileDialog
            fileName={isConfirmingDelete ? uploaded.fileName : undefined}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={remove}
          />
        </div>
      )}
      {phase === 'choose' && (
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          onSelect={upload}
          // The picker's hidden input is named as its button is (FileTrigger passes it no aria-*): no field without a name.
          ref={(input) => input?.setAttribute('aria-labelledby', `${key} ${labelId}`)}
        >
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
