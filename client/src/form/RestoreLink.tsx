// ?token= on arrival: a visitor's answers come back into this browser; a signed-in student is first told how many saved answers the link would change, and nothing is saved unless they agree.
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { failureMessage } from '../chrome/ErrorBoundaries';
import { UnauthorizedError } from '../relay/errors';
import { useRelayEnvironment } from '../relay/hooks';
import { useIsLoggedIn } from '../session/session';
import { LazyModal } from '../ui/LazyModal';
import { useToasts } from '../ui/toasts';
import type { FormSession } from './form-session';

/** The question asked before a link changes a signed-in student's answers. */
export function restoreQuestion(changes: number): string {
  const answers = changes === 1 ? '1 of your saved answers' : `${changes} of your saved answers`;
  return `This link would replace ${answers} with the answers saved under it. Empty answers in the link replace nothing.`;
}

/** A 401 already ends the session; any other failure is said. */
function sayFailure(toasts: ReturnType<typeof useToasts>, error: unknown): void {
  if (!(error instanceof UnauthorizedError)) toasts.error(failureMessage(error));
}

interface Pending {
  token: string;
  changes: number;
}

/** Restores once per token and takes the token out of the address, so that a reload does not ask again. */
export function RestoreLink({ session }: { session: FormSession }) {
  const environment = useRelayEnvironment();
  const isLoggedIn = useIsLoggedIn();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const seen = useRef<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isApplying, setApplying] = useState(false);
  const token = new URLSearchParams(search).get('token');

  useEffect(() => {
    if (!token || seen.current === token) return;
    seen.current = token;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    void navigate({ pathname, search: rest.size > 0 ? `?${rest}` : '', hash }, { replace: true });
    // Loaded only when needed, as few arrive with a link.
    import('./restore-links')
      .then(async (restore) => {
        if (!isLoggedIn) {
          session.visitor.changeAnswers(await restore.fetchRestoreLinkAnswers(environment, token));
          toasts.success(restore.restoredMessage);
          return;
        }
        const changes = await restore.restoreLinkChanges(environment, token);
        if (changes === 0) toasts.success(restore.nothingToRestoreMessage);
        else setPending({ token, changes });
      })
      .catch((error: unknown) => sayFailure(toasts, error));
  }, [token, search, pathname, hash, navigate, environment, session, isLoggedIn, toasts]);

  const answer = async (accept: boolean) => {
    if (!pending) return;
    if (!accept) return setPending(null);
    setApplying(true);
    try {
      const restore = await import('./restore-links');
      await restore.applyRestoreLink(environment, pending.token);
      toasts.success(restore.restoredMessage);
    } catch (error) {
      sayFailure(toasts, error);
    } finally {
      setApplying(false);
      setPending(null);
    }
  };

  return (
    <LazyModal
      title="Restore saved answers?"
      isOpen={pending !== null}
      role="alertdialog"
      isDismissable={false}
      actions={
        <>
          <Button
            className="button"
            onPress={() => void answer(false)}
            isDisabled={isApplying}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog opens with focus on a button inside it (WAI-ARIA APG)
            autoFocus
          >
            No, keep my answers
          </Button>
          <Button className="button button--primary" onPress={() => void answer(true)} isPending={isApplying}>
            Yes, replace them
          </Button>
        </>
      }
    >
      <p>{pending ? restoreQuestion(pending.changes) : null}</p>
    </LazyModal>
  );
}
