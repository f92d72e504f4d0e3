// Pings the server at most once per interval while the student is active, so the server's rolling session outlives their typing.

export interface KeepAlive {
  /** Activity: ping now if the last ping is an interval old, else once the interval is up. */
  touch(): void;
  /** Ping at once (the student just said they are still working). */
  pingNow(): void;
  cancel(): void;
}

/**
 * Leading and trailing: the first activity after a quiet interval pings at once, and activity within an interval
 * leads to one ping at its end, so the server's last sight of the student is never older than their last activity.
 */
export function createKeepAlive(ping: () => void, interval: number): KeepAlive {
  let lastPing = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(trailing);
    trailing = undefined;
  };
  const pingNow = () => {
    cancel();
    lastPing = Date.now();
    ping();
  };
  const touch = () => {
    if (trailing !== undefined) return;
    const wait = lastPing + interval - Date.now();
    if (wait <= 0) pingNow();
    else trailing = setTimeout(pingNow, wait);
  };
  return { touch, pingNow, cancel };
}
