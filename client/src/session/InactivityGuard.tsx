// The signed-in student's inactivity timer: the 'Still working?' modal a minute before 15 idle minutes, then the automatic logout (docs/product.md §4.5); loaded only for a signed-in student.
import { inactivityLogoutMessage, inactivityPromptBeforeMs, inactivityTimeoutMs, sessionInvalidMessage } from '@transfer/form';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIdleTimer, type EventsType } from 'react-idle-timer';
import { fetchQuery, graphql, useRelayEnvironment } from '../relay/hooks';
import type { InactivityGuardKeepAliveQuery } from './__generated__/InactivityGuardKeepAliveQuery.graphql';
import { createKeepAlive } from './keep-alive';
import { isPastTimeout, markActive, readLastActive } from './last-active';
import { LazyModal } from '../ui/LazyModal';
import { useEndSession, useLogOut } from './session';

/** The server's session also expires after 15 idle minutes; activity reaches it at most this often. */
export const keepAliveInterval = 60_000;

/** What counts as the student's activity; coming back to the tab does not (that is when the elapsed time is checked). */
const activityEvents: EventsType[] = [
  'mousemove',
  'keydown',
  'wheel',
  'DOMMouseScroll',
  'mousewheel',
  'mousedown',
  'touchstart',
  'touchmove',
  'MSPointerDown',
  'MSPointerMove',
];

const keepAliveQuery = graphql`
  query InactivityGuardKeepAliveQuery {
    profile {
      username
    }
  }
`;

export default function InactivityGuard() {
  const environment = useRelayEnvironment();
  const logOut = useLogOut();
  const endSession = useEndSession();
  const [isPrompted, setPrompted] = useState(false);

  const keepAlive = useMemo(
    () =>
      createKeepAlive(() => {
        fetchQuery<InactivityGuardKeepAliveQuery>(environment, keepAliveQuery, {}, { fetchPolicy: 'network-only' })
          .toPromise()
          .then(
            (data) => {
              if (!data?.profile) void endSession(sessionInvalidMessage, { stayOnLogin: true });
            },
            // A 401 is already reported by the network layer; any other failure (offline) is retried on the next activity.
            () => {},
          );
      }, keepAliveInterval),
    [environment, endSession],
  );
  // The first ping also finds out at once whether a marker cookie left from an expired session is stale.
  useEffect(() => {
    keepAlive.touch();
    return keepAlive.cancel;
  }, [keepAlive]);

  const logOutForInactivity = useCallback(() => {
    setPrompted(false);
    void logOut(inactivityLogoutMessage);
  }, [logOut]);

  const timer = useIdleTimer({
    timeout: inactivityTimeoutMs,
    promptBeforeIdle: inactivityPromptBeforeMs,
    events: activityEvents,
    onPrompt: () => setPrompted(true),
    onIdle: logOutForInactivity,
    onAction: () => {
      // While the modal is open only its buttons count.
      if (timer.isPrompted()) return;
      markActive();
      keepAlive.touch();
    },
  });

  // A tab asleep, hidden or closed for the whole timeout misses its timers: the persisted last activity tells.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the timeout is read from storage, which no render sees
    if (isPastTimeout(readLastActive())) logOutForInactivity();
    // Otherwise loading the page is activity: its requests renewed the server's session too.
    else markActive();
    const checkElapsed = () => {
      if (document.visibilityState === 'visible' && isPastTimeout(readLastActive())) logOutForInactivity();
    };
    document.addEventListener('visibilitychange', checkElapsed);
    return () => document.removeEventListener('visibilitychange', checkElapsed);
  }, [logOutForInactivity]);

  const stayLoggedIn = () => {
    setPrompted(false);
    timer.activate();
    markActive();
    keepAlive.pingNow();
  };

  const logOutNow = () => {
    setPrompted(false);
    void logOut();
  };

  return (
    <LazyModal
      title="Still working?"
      isOpen={isPrompted}
      role="alertdialog"
      isDismissable={false}
      actionsLayout="stack"
      actions={
        <>
          <Button
            className="button button--primary"
            onPress={stayLoggedIn}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog opens with focus on a button inside it (WAI-ARIA APG)
            autoFocus
          >
            Yes - Take me back to my application
          </Button>
          <Button className="button" onPress={logOutNow}>
            No - Please log me out
          </Button>
        </>
      }
    >
      <p>
        You have been inactive for a while. For your security, you will be logged out in one minute unless you return to your application.
      </p>
    </LazyModal>
  );
}
