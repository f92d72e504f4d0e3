// ESLint for every workspace: typescript-eslint's recommended rules everywhere, React's hook rules and jsx-a11y where React
// renders, Prettier owning layout (eslint-config-prettier turns off the rules it would fight), and a 140-character warning
// for the lines Prettier can't wrap (comments). The type-aware rules are left out: they would triple the run (see README).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The code React renders: the client, the form's read-only view (shared with the PDF), and the server's own pages. */
const reactFiles = ['client/src/**/*.{ts,tsx}', 'form/src/view/**/*.{ts,tsx}', 'server/src/**/*.tsx'];

export default tseslint.config(
  {
    // Generated: Relay's artifacts, builds, and what the e2e runs leave.
    ignores: ['**/dist/**', 'client/src/**/__generated__/**', 'tests/e2e/.artifacts/**', 'var/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    // A disable comment whose rule no longer fires goes too.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { field: _, ...rest } = object` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: reactFiles,
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A dependency left out is a stale value: as much an error as a hook called conditionally.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  prettier,
  {
    // Prettier wraps code but not comments: this flags the lines it leaves past 140 characters (strings and URLs may run on).
    rules: {
      'max-len': ['warn', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // Migrations are generated and never edited once landed: a long line in one can't be fixed.
    files: ['migrations/**'],
    rules: { 'max-len': 'off' },
  },
);
