// The error boundaries of docs/product.md §11.3: one shows a failure as an error toast, the other in the 'Unexpected Error' dialog; an expired session goes on to the root.
import { createContext, Component, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ServerError, UnauthorizedError, unexpectedErrorMessage } from '../relay/errors';
import { LazyModal } from '../ui/LazyModal';
import { useToasts } from '../ui/toasts';

/** The dialog boundary's title. */
export const unexpectedErrorTitle = 'Unexpected Error';

/** What to tell the student: the server's own words, or the generic message for anything unforeseen (which is logged). */
export function failureMessage(error: unknown): string {
  if (error instanceof ServerError) return error.message;
  console.error(error);
  return unexpectedErrorMessage;
}

type Report = (error: unknown) => void;

const ReportContext = createContext<Report | null>(null);

/**
 * Hands the failure of an event handler (a save, a submit) to the nearest boundary, which shows it while what is under
 * it stays as it was. Outside any boundary the failure is thrown while rendering, for the root's error screen.
 */
export function useReportFailure(): Report {
  const report = useContext(ReportContext);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  return report ?? ((error) => setFailure({ error }));
}

interface CatcherProps {
  children: ReactNode;
  /** Shows the failure; `dismiss` puts the boundary back to its children. */
  renderFailure(error: unknown, dismiss: () => void): ReactNode;
}

interface CatcherState {
  /** `whileRendering`: the children threw, so they cannot be shown until dismissed. */
  caught: { error: unknown; whileRendering: boolean } | null;
}

class FailureCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { caught: null };

  static getDerivedStateFromError(error: unknown): CatcherState {
    return { caught: { error, whileRendering: true } };
  }

  private report: Report = (error) => this.setState({ caught: { error, whileRendering: false } });

  private dismiss = () => this.setState({ caught: null });

  override render() {
    const { caught } = this.state;
    // The session is gone: that is the root's to handle (it goes to /login), not a failure to show here.
    if (caught?.error instanceof UnauthorizedError) throw caught.error;
    return (
      <ReportContext value={this.report}>
        {caught?.whileRendering ? null : this.props.children}
        {caught && this.props.renderFailure(caught.error, this.dismiss)}
      </ReportContext>
    );
  }
}

/** Shows a failure under it as an error toast (5 minutes); children that threw while rendering are rendered afresh. */
export function ToastErrorBoundary({ children }: { children: ReactNode }) {
  return <FailureCatcher renderFailure={(error, dismiss) => <FailureToast error={error} dismiss={dismiss} />}>{children}</FailureCatcher>;
}

function FailureToast({ error, dismiss }: { error: unknown; dismiss: () => void }) {
  const toasts = useToasts();
  useEffect(() => {
    toasts.error(failureMessage(error));
    dismiss();
  }, [error, dismiss, toasts]);
  return null;
}

/** Shows a failure under it in the 'Unexpected Error' dialog; closing the dialog renders the children again. */
export function DialogErrorBoundary({ children }: { children: ReactNode }) {
  return <FailureCatcher renderFailure={(error, dismiss) => <FailureDialog error={error} dismiss={dismiss} />}>{children}</FailureCatcher>;
}

function FailureDialog({ error, dismiss }: { error: unknown; dismiss: () => void }) {
  const [message] = useState(() => failureMessage(error));
  return (
    <LazyModal
      title={unexpectedErrorTitle}
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss();
      }}
      actions={
        <Button
          className="button button--primary"
          slot="close"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog opens with focus on a button inside it (WAI-ARIA APG)
          autoFocus
        >
          OK
        </Button>
      }
    >
      <p>{message}</p>
    </LazyModal>
  );
}
