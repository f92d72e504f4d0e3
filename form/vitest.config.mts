// Unit tests of the form definition, options, conditions and validation.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'form',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
