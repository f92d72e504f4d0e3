// The client's component tests: a Vitest project named "client" running in happy-dom with the Vite config's plugins and
// alias, its files sharing one module graph per worker (isolate: false); see vitest.shared.ts for the files that cannot.
import { defineConfig, mergeConfig } from 'vitest/config';
import { clientTestConfig, isolatedFiles } from './vitest.shared.ts';

export default mergeConfig(
  clientTestConfig,
  defineConfig({
    test: {
      name: 'client',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: isolatedFiles,
      isolate: false,
    },
  }),
);
