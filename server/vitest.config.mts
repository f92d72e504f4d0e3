// Integration tests of the server against the real PostgreSQL and Redis; each test file makes its own database.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // type-graphql and the tests must share one copy of graphql ("Duplicate graphql modules" otherwise).
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      { find: /^@transfer\/form$/, replacement: path.join(import.meta.dirname, '..', 'form', 'src', 'index.ts') },
      { find: /^@transfer\/form\/view$/, replacement: path.join(import.meta.dirname, '..', 'form', 'src', 'view', 'index.ts') },
    ],
  },
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share their modules within a worker (no test replaces a module), which saves importing TypeORM, Apollo and
    // type-graphql again for each of them.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
