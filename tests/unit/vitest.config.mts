// Checks of the repository as a whole, in Node, with no database and no build: what no single workspace's tests can see.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'repo',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
