// The frame around the form pages and /completion: holds what they share (FormSession), saves a student's edits as the tab goes away or before logout, and restores ?token= answers (RestoreLink).
import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from '../relay/hooks';
import { Outlet } from 'react-router';
import { onBeforeLogOut } from '../session/before-log-out';
import { storeVisitorAnswersNow } from '../session/visitor-answers';
import { failureMessage } from '../chrome/ErrorBoundaries';
import { useToasts } from '../ui/toasts';
import { UnauthorizedError } from '../relay/errors';
import { saveAnswers } from './application-mutations';
import { Drafts } from './drafts';
import { forgetHandedOver, takeHandedOver } from '../session/reload-handover';
import { FormSession, FormSessionContext } from './form-session';
import { RestoreLink } from './RestoreLink';
import { VisitorState } from './visitor-state';

/** What the toast of a failed save is about: the next save that succeeds closes it. */
const saveFailureCause = 'save';

export function FormShell() {
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  // The session outlives a logout's fresh Relay environment only until /login unmounts this frame; saves use the current one.
  const environmentRef = useRef(environment);
  useEffect(() => {
    environmentRef.current = environment;
  }, [environment]);

  const [session] = useState(
    // eslint-disable-next-line react-hooks/refs -- the ref is read when a save runs, never while the session is built
    () =>
      new FormSession(
        new Drafts(
          async (page, answers, options) => {
            await saveAnswers(environmentRef.current, page, answers, options);
            toasts.resolve(saveFailureCause);
          },
          // A 401 already ends the session; any other failure is said (until a save succeeds), and the edits wait for the next save.
          (error) => {
            if (!(error instanceof UnauthorizedError)) toasts.error(failureMessage(error), { cause: saveFailureCause });
          },
          takeHandedOver(),
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
    const stopBeforeLogOut = onBeforeLogOut(() => {
      forgetHandedOver();
      return drafts.saveAll();
    });
    return () => {
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', drafts.flush);
      stopBeforeLogOut();
      drafts.cancel();
      // Leaving the form: a visitor's last keystrokes are stored at once, for the screens that read them (sign-up, log-in).
      storeVisitorAnswersNow();
    };
  }, [session]);

  return (
    <FormSessionContext value={session}>
      <RestoreLink session={session} />
      <Outlet />
    </FormSessionContext>
  );
}
