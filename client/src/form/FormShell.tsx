// The frame around the form pages and /completion: holds what they share (FormSession), saves a student's edits as the tab goes away or before logout, and restores ?token= answers.
import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from '../relay/hooks';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { onBeforeLogOut } from '../session/before-log-out';
import { failureMessage } from '../chrome/ErrorBoundaries';
import { useIsLoggedIn } from '../session/session';
import { useToasts } from '../ui/toasts';
import { UnauthorizedError } from '../relay/errors';
import { saveAnswers } from './application-mutations';
import { Drafts } from './drafts';
import { FormSession, FormSessionContext } from './form-session';
import { VisitorState } from './visitor-state';

export function FormShell() {
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  // The session outlives a logout's fresh Relay environment only until /login unmounts this frame; saves use the current one.
  const environmentRef = useRef(environment);
  useEffect(() => {
    environmentRef.current = environment;
  }, [environment]);

  const [session] = useState(
    () =>
      new FormSession(
        new Drafts(
          (page, answers, options) => saveAnswers(environmentRef.current, page, answers, options),
          // A 401 already ends the session; any other failure is said, and the edits wait for the next save.
          (error) => {
            if (!(error instanceof UnauthorizedError)) toasts.error(failureMessage(error));
          },
        ),
        new VisitorState(),
      ),
  );

  useEffect(() => {
    const { drafts } = session;
    // A tab hidden may never come back (closed, discarded on a phone): what is typed goes now, in requests that outlive it.
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') drafts.flush();
    };
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', drafts.flush);
    const stopBeforeLogOut = onBeforeLogOut(() => drafts.saveAll());
    return () => {
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', drafts.flush);
      stopBeforeLogOut();
      drafts.cancel();
    };
  }, [session]);

  useRestoreAnonymousAnswers(session);

  return (
    <FormSessionContext value={session}>
      <Outlet />
    </FormSessionContext>
  );
}

/** ?token= on arrival: restores the answers once and takes the token out of the address, so a reload does not restore them again. */
function useRestoreAnonymousAnswers(session: FormSession) {
  const environment = useRelayEnvironment();
  const isLoggedIn = useIsLoggedIn();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const restored = useRef<string | null>(null);
  const token = new URLSearchParams(search).get('token');

  useEffect(() => {
    if (!token || restored.current === token) return;
    restored.current = token;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    void navigate({ pathname, search: rest.size > 0 ? `?${rest}` : '', hash }, { replace: true });
    // Loaded only when needed: it maps every answer key to its page, which takes the whole form definition.
    import('./anonymous-answers')
      .then(async ({ restoreAnonymousAnswers, anonymousAnswersRestoredMessage }) => {
        await restoreAnonymousAnswers(environment, token, session, isLoggedIn);
        return anonymousAnswersRestoredMessage;
      })
      .then(
        (message) => toasts.success(message),
        (error: unknown) => {
          if (!(error instanceof UnauthorizedError)) toasts.error(failureMessage(error));
        },
      );
  }, [token, search, pathname, hash, navigate, environment, session, isLoggedIn, toasts]);
}
