// The client's component tests that must load the app's modules afresh (vi.mock, a clock faked before any import): a
// Vitest project named "client-isolated", each file in a module graph of its own.
import { defineConfig, mergeConfig } from 'vitest/config';
import { clientTestConfig, isolatedFiles } from './vitest.shared.ts';

export default mergeConfig(
  clientTestConfig,
  defineConfig({
    test: {
      name: 'client-isolated',
      include: isolatedFiles,
      isolate: true,
    },
  }),
);
