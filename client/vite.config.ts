// Vite build and dev server for the client: React, Relay's graphql tags, the form package's TS source, and the API proxy.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig, type Plugin } from 'vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';
const serverPaths = ['/graphql', '/api', '/public', '/lookup', '/service', '/staff', '/healthz'];

const reactAria =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/;
/**
 * The react-aria components of what loads on demand (modals, toasts, tabs, file uploads, the lookups' combobox) and
 * the code only they use: left out of the react-aria chunk, they go with the lazily loaded chunks that use them.
 */
const reactAriaOnDemand =
  /react-aria-components[\\/]dist[\\/]private[\\/](Modal|Toast|Tabs|FileTrigger|ComboBox)\.mjs$|react-aria[\\/]dist[\\/]private[\\/](toast|tabs|landmark|combobox|intl[\\/](toast|combobox))[\\/]|react-stately[\\/]dist[\\/]private[\\/](toast|tabs|combobox)[\\/]|overlays[\\/]useModalOverlay\.mjs$/;

/**
 * react-aria checks the browser's language as its module loads with Intl.DateTimeFormat.supportedLocalesOf, which
 * makes the browser list every locale it has date formats for: 40-150 ms at 4x CPU before the page can respond. The
 * check only catches a malformed language tag (the list it returns is not read); Intl.getCanonicalLocales throws for
 * the same tags and lists nothing.
 */
function reactAriaLocaleCheck(): Plugin {
  const module = /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
  const check = 'Intl.DateTimeFormat.supportedLocalesOf(';
  return {
    name: 'react-aria-locale-check',
    transform(code, id) {
      if (!module.test(id)) return null;
      if (!code.includes(check)) this.error(`${id} no longer calls ${check}: see reactAriaLocaleCheck in vite.config.ts`);
      return code.replace(check, 'Intl.getCanonicalLocales(');
    },
  };
}

/**
 * A `"use no memo"` directive at the top of a library's module (React Compiler's opt-out, react-compiler-runtime's and
 * GraphiQL's): the bundler warns that it may not be preserved, which is harmless, as nothing compiles the bundle again.
 * Only this warning is left out of the build's output; every other one shows.
 */
function isKnownHarmless(warning: { code?: string; message: string }): boolean {
  return warning.code === 'MODULE_LEVEL_DIRECTIVE' && /"use no memo" in "[^"]*node_modules[\\/]/.test(warning.message);
}

/** GraphiQL's page and editor: the staff page's alone, loaded by no student, and far larger than a student's chunks may be. */
const staffOnlyChunk = /^(GraphiqlPage|monaco-editor)-/;
const chunkWarningBytes = 500 * 1024;

/** Vite's warning about chunks over 500 kB, for every chunk but the staff page's GraphiQL, naming each and its size. */
function largeChunkWarning(): Plugin {
  return {
    name: 'large-chunk-warning',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.code.length <= chunkWarningBytes || staffOnlyChunk.test(path.basename(file.fileName))) continue;
        this.warn(`${file.fileName} is ${Math.round(file.code.length / 1024)} kB minified, over ${chunkWarningBytes / 1024} kB: split it`);
      }
    },
  };
}

/**
 * What this build makes: the students' pages (index.html), or with CLIENT_ENTRY=staff the staff's (staff.html: sign-in,
 * GraphiQL, the worklist and the reader) into the same folder afterwards. Two builds rather than two entries of one, so
 * that no chunk a student loads (react-aria's, Relay's) holds anything only staff use: the students' weight is what
 * their pages alone make it.
 */
const entry = process.env.CLIENT_ENTRY === 'staff' ? 'staff' : 'main';

/** Libraries each get a long-cached chunk of their own; the app's code splits by route through React.lazy. */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
  {
    name: 'react-aria',
    test: (id: string) => reactAria.test(id) && !reactAriaOnDemand.test(id),
  },
];

export default defineConfig({
  root: clientDir,
  // The application is in English: react-aria's strings for its other 33 locales would weigh about 6 kB gzip on every page.
  plugins: [react(), relay, optimizeLocales.vite({ locales: ['en-US'] }), reactAriaLocaleCheck(), largeChunkWarning()],
  resolve: {
    // The form package compiles to CommonJS for the server; the client bundles its TypeScript source.
    alias: [
      { find: /^@transfer\/form$/, replacement: fileURLToPath(new URL('../form/src/index.ts', import.meta.url)) },
      { find: /^@transfer\/form\/view$/, replacement: fileURLToPath(new URL('../form/src/view/index.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: entry === 'main',
    // largeChunkWarning says it, leaving out the staff's GraphiQL.
    chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (!isKnownHarmless(warning)) warn(warning);
      },
      input: { [entry]: path.join(clientDir, entry === 'main' ? 'index.html' : 'staff.html') },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, apiServer])),
  },
});
