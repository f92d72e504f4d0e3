// The student's last activity time, kept in localStorage so a tab opened or revisited after the timeout can tell.
import { inactivityTimeoutMs } from '@transfer/form';

const lastActiveKey = 'transfer-application.last-active';

export function readLastActive(): number | null {
  try {
    const stored = Number(localStorage.getItem(lastActiveKey));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function markActive(at = Date.now()): void {
  try {
    localStorage.setItem(lastActiveKey, String(at));
  } catch {
    // Without storage only the running timer guards the session, which is still the common case.
  }
}

/** Called when a session ends here, so a later visit does not take the old time for an abandoned session. */
export function forgetLastActive(): void {
  try {
    localStorage.removeItem(lastActiveKey);
  } catch {
    // Nothing could have been stored.
  }
}

/** Whether the inactivity timeout has passed since `lastActive` (ms since the epoch). */
export function isPastTimeout(lastActive: number | null): boolean {
  return lastActive !== null && Date.now() - lastActive >= inactivityTimeoutMs;
}
