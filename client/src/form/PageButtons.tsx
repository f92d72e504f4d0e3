// The buttons under a page (docs/product.md §2.5): Back and Save and Continue carry the neighbouring pages' routes, the last page has Submit; the main one submits the page's form (Enter in a field presses it), each shows its failure in the dialog boundary.
import { formPages, type FormPageId } from '@transfer/form';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { DialogErrorBoundary, useReportFailure } from '../chrome/ErrorBoundaries';
import './PageButtons.css';

interface PageButtonsProps {
  pageId: FormPageId;
  /** Saves (or, for a visitor with answers, goes to /signup instead) and moves to `target`. */
  goTo(target: string): Promise<void>;
  submit(): Promise<void>;
}

export function PageButtons({ pageId, goTo, submit }: PageButtonsProps) {
  const index = formPages.findIndex((page) => page.id === pageId);
  const previous = formPages[index - 1];
  const next = formPages[index + 1];
  return (
    <div className="page-buttons">
      {previous && (
        <ActionButton className="button page-buttons__back" action={() => goTo(previous.path)}>
          Back
        </ActionButton>
      )}
      {next ? (
        <ActionButton type="submit" className="button button--primary page-buttons__save" action={() => goTo(next.path)}>
          Save and Continue
        </ActionButton>
      ) : (
        <ActionButton type="submit" className="button button--primary page-buttons__submit" action={submit}>
          Submit
        </ActionButton>
      )}
    </div>
  );
}

interface ActionButtonProps {
  /** `submit` for the page's main action: the browser presses it for Enter in a text field (implicit submission). */
  type?: 'submit';
  className: string;
  action(): Promise<void>;
  children: ReactNode;
}

function ActionButton(props: ActionButtonProps) {
  return (
    <DialogErrorBoundary>
      <PendingButton {...props} />
    </DialogErrorBoundary>
  );
}

/** Pending (announced, not pressable again) until its action ends; a failure goes to the dialog boundary. */
function PendingButton({ type, className, action, children }: ActionButtonProps) {
  const report = useReportFailure();
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      report(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type={type} className={className} isPending={isPending} onPress={run}>
      {children}
      {isPending && <span className="page-buttons__spinner" aria-hidden="true" />}
    </Button>
  );
}
