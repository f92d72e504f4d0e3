// The hourly clean-up job: each domain's removal of what has outlived its time, run in turn, each counting what it removed.
import type { JobDefinition } from './registry';

/** How often the clean-up runs: what it removes goes within an hour of its time. */
const cleanUpEveryMs = 60 * 60_000;

/** The clean-up removes in batches; an hour's worth takes seconds. */
const cleanUpTimeLimitMs = 10 * 60_000;

/** `removals` by name, each answering how many it removed; the job's result names the counts. */
export function cleanUpJob(removals: Record<string, () => Promise<number>>): JobDefinition {
  return {
    queue: 'clean-up',
    repeatEveryMs: cleanUpEveryMs,
    timeLimitMs: cleanUpTimeLimitMs,
    process: async () => {
      const removed: Record<string, number> = {};
      for (const [name, remove] of Object.entries(removals)) removed[name] = await remove();
      return removed;
    },
  };
}
