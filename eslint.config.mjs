import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The apps' one router is the shared 'react-router-dom' (build-tools/react-router-surface.mjs);
// a direct 'react-router' import would bundle a second copy with its own router context.
const reactRouter = { name: 'react-router', message: "Import from 'react-router-dom' (the shared router)." };
// '@physio/shared-auth/testing' and '@physio/shared-ui/testing' are Jest fakes: never in a browser bundle.
const testKit = { group: ['@physio/*/testing'], message: 'The test kit is for *.test.* files only.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'screenshots/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [reactRouter], patterns: [testKit] }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The shared test kit is for tests only (and the kit's own files).
    files: ['**/*.test.{ts,tsx}', '**/src/test/**', 'shared-auth/testing.ts', 'shared-ui/testing.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [reactRouter] }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
