// Work put off until the browser is idle after a pause, such as a storage write: done once for a burst of keystrokes, at once when its result is read, or as the page is hidden.

/**
 * The work waits for a pause this long after it was last asked for: typing leaves the browser idle between keystrokes,
 * and work done there would delay the next one.
 */
const pauseMs = 500;

/** Browsers without requestIdleCallback (Safari) do it at the end of the pause. */
const hasIdleCallbacks = typeof requestIdleCallback === 'function';

/** Done even if the browser never idles (a page kept busy): a visitor's answers are never far behind. */
const idleTimeoutMs = 1000;

export class IdleWork {
  private cancelScheduled: (() => void) | undefined;
  private cancelWait: (() => void) | undefined;

  constructor(private readonly work: () => void) {}

  /** Does the work once the browser is idle after a pause in the asking; each call starts the pause again. */
  schedule(): void {
    this.cancelWait?.();
    let cancelIdle = () => {};
    const pause = setTimeout(() => {
      if (!hasIdleCallbacks) return this.flush();
      const handle = requestIdleCallback(this.flush, { timeout: idleTimeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    }, pauseMs);
    this.cancelWait = () => {
      clearTimeout(pause);
      cancelIdle();
    };
    if (this.cancelScheduled) return;
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') this.flush();
    };
    document.addEventListener('visibilitychange', whenHidden);
    window.addEventListener('pagehide', this.flush);
    this.cancelScheduled = () => {
      this.cancelWait?.();
      this.cancelWait = undefined;
      document.removeEventListener('visibilitychange', whenHidden);
      window.removeEventListener('pagehide', this.flush);
    };
  }

  /** Does the work now if it is waiting to be done. */
  flush = (): void => {
    if (!this.cancel()) return;
    this.work();
  };

  /** Forgets the work waiting to be done; whether there was any. */
  cancel(): boolean {
    if (!this.cancelScheduled) return false;
    this.cancelScheduled();
    this.cancelScheduled = undefined;
    return true;
  }
}
