// The keep-alive schedule: at most one ping per interval, at once after a quiet interval, and once at the end of a busy one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeepAlive } from './keep-alive';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createKeepAlive', () => {
  it('pings on the first activity, then at most once a minute while activity goes on', () => {
    const ping = vi.fn();
    const keepAlive = createKeepAlive(ping, 60_000);
    keepAlive.touch();
    expect(ping).toHaveBeenCalledTimes(1);
    for (let second = 1; second <= 120; second += 1) {
      vi.advanceTimersByTime(1000);
      keepAlive.touch();
    }
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('pings at the end of an interval that saw activity, so the last activity reaches the server', () => {
    const ping = vi.fn();
    const keepAlive = createKeepAlive(ping, 60_000);
    keepAlive.touch();
    vi.advanceTimersByTime(59_000);
    keepAlive.touch();
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(ping).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(600_000);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('pings at once when asked, and stops a pending ping when cancelled', () => {
    const ping = vi.fn();
    const keepAlive = createKeepAlive(ping, 60_000);
    keepAlive.touch();
    keepAlive.pingNow();
    expect(ping).toHaveBeenCalledTimes(2);
    keepAlive.touch();
    keepAlive.cancel();
    vi.advanceTimersByTime(120_000);
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
