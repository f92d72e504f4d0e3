// Signed out with a last activity still on record: the inactivity logout said on /login once the timeout has passed (docs/product.md §4.5).
import { inactivityLogoutMessage } from '@transfer/form';
import { useEffect } from 'react';
import { forgetLastActive, isPastTimeout, readLastActive } from './last-active';
import { useEndSession } from './session';

/**
 * Signed out, but a last activity is still on record: the session ended without a logout here (the browser was
 * closed, the marker cookie ran out). After the timeout that is the inactivity logout, said as such on /login.
 */
export function SessionEndedWhileAway() {
  const endSession = useEndSession();
  useEffect(() => {
    const lastActive = readLastActive();
    if (lastActive === null) return;
    forgetLastActive();
    if (isPastTimeout(lastActive)) void endSession(inactivityLogoutMessage);
  }, [endSession]);
  return null;
}
