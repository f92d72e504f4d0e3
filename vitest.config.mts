// Runs every workspace's tests as Vitest projects: form units, server integration (real Postgres and Redis), client components,
// and the checks of the repository as a whole (tests/unit).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'form/vitest.config.mts',
      'server/vitest.config.mts',
      'client/vitest.config.ts',
      'client/vitest.isolated.config.ts',
      'tests/unit/vitest.config.mts',
    ],
  },
});
