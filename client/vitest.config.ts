// The client's component tests: a Vitest project named "client" running in happy-dom with the Vite config's plugins and alias.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'client',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // A form page renders a few hundred fields, each widget loaded on first use: slow in happy-dom on a busy machine.
      testTimeout: 20_000,
    },
  }),
);
