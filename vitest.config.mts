// Runs every workspace's tests as Vitest projects: form units, server integration (real Postgres and Redis), client components,
// and the checks of the repository as a whole (tests/unit).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most of the tests wait on PostgreSQL, Redis, Chromium and child processes, not on a core: Vitest's default of one worker
    // per core but one leaves a 2-core machine idle half the time.
    maxWorkers: 3,
    projects: [
      'form/vitest.config.mts',
      'server/vitest.config.mts',
      'client/vitest.config.ts',
      'client/vitest.isolated.config.ts',
      'tests/unit/vitest.config.mts',
    ],
  },
});
