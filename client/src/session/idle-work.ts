// Work put off until the browser is idle, such as a storage write: asked for at every keystroke, done once for them all; done at once when its result is read, or as the page is hidden (it may never come back).

/** Browsers without requestIdleCallback (Safari) wait this long instead: long enough to batch a burst of typing. */
const fallbackDelayMs = 100;

/** Done even if the browser never idles (a page kept busy): a visitor's answers are never far behind. */
const idleTimeoutMs = 1000;

export class IdleWork {
  private cancelScheduled: (() => void) | undefined;

  constructor(private readonly work: () => void) {}

  /** Does the work once the browser is idle, unless it is already waiting to be done. */
  schedule(): void {
    if (this.cancelScheduled) return;
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') this.flush();
    };
    let cancelIdle: () => void;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(this.flush, { timeout: idleTimeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(this.flush, fallbackDelayMs);
      cancelIdle = () => clearTimeout(handle);
    }
    document.addEventListener('visibilitychange', whenHidden);
    window.addEventListener('pagehide', this.flush);
    this.cancelScheduled = () => {
      cancelIdle();
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
