// End-to-end tests: the built server on a database of its own, driven through Debian's Chromium with playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // An eventual result (a page's next heading, a list's rows) may take more than a second on a loaded 2-core machine;
    // what must be quick says so with a clock of its own.
    expect: { poll: { timeout: 5_000 } },
    fileParallelism: false,
  },
});
