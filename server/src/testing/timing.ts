// Time bounds in tests, asserted only when TIMING_ASSERTIONS=1: on cores shared with other tests and other work a bound on
// milliseconds fails now and then without anything being wrong, so `npm test` asserts what happens and a quiet run how fast.
import { expect } from 'vitest';

/** Whether time bounds are asserted in this run (TIMING_ASSERTIONS=1). */
export const timingAssertions = process.env.TIMING_ASSERTIONS === '1';

/** Asserts that `measuredMs` (what `what` names) stays under `boundMs`, when time bounds are asserted at all. */
export function expectUnderMs(measuredMs: number, boundMs: number, what: string): void {
  if (timingAssertions) expect(measuredMs, what).toBeLessThan(boundMs);
}
