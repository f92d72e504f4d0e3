// Watches this process's event loop: a timer meant to tick every 10 ms, and the longest it was held up, which a long synchronous stretch (pdf-lib copying pages on the loop) shows whole.

export interface EventLoopWatch {
  /** Stops watching; the longest delay past a tick's time, in ms. */
  stop(): number;
}

export function watchEventLoop(): EventLoopWatch {
  const everyMs = 10;
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - everyMs);
    last = now;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last - everyMs);
    },
  };
}
