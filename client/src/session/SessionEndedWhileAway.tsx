// Signed out with a last activity still on record: the inactivity logout said on /login when the timeout has passed since (SPEC section 4).
import { inactivityLogoutMessage, inactivityTimeoutMs } from '@transfer/form';
import { useEffect } from 'react';
import { forgetLastActive, readLastActive } from './last-active';
import { useEndSession } from './session';

/** Whether the timeout has passed since `lastActive` (ms since the epoch). */
export function isPastTimeout(lastActive: number | null): boolean {
  return lastActive !== null && Date.now() - lastActive >= inactivityTimeoutMs;
}

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
