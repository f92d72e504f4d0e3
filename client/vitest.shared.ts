// What the client's two Vitest projects share: the Vite config's plugins and alias, happy-dom, the setup file, the timeout.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The test files that must load the app's modules afresh: they replace a module (vi.mock) or fake the clock before the
 * modules that bind the timer functions load (vi.hoisted), or a module loaded first by another file. They run in the project "client-isolated"; the other files
 * share their modules within a worker ("client", isolate: false), which saves importing React, react-aria, Relay and the
 * form package again for each file.
 */
export const isolatedFiles = [
  'src/form/FormNodes.render.test.tsx',
  'src/session/InactivityGuard.test.tsx',
  // Its count announcement's debounce must see the faked clock, so its widget loads in the file.
  'src/form/widgets/TextareaWidget.test.tsx',
];

export const clientTestConfig = mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['src/test/setup.ts'],
      // A form page renders a few hundred fields, each widget loaded on first use: slow in happy-dom on a busy machine.
      testTimeout: 20_000,
    },
  }),
);
