import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Workspace boundaries (README "Layout"): which workspace may import which. Each restriction names
// a workspace by package (@physio/<ws>) and by a relative path into its sources, so neither way in
// passes. scripts/tests/eslint-boundaries.test.mjs plants violations and expects them to fail.
const REMOTES = ['mf-public-site', 'mf-booking', 'mf-doctor'];
const SHARED = ['shared-contracts', 'shared-auth', 'shared-ui'];
const reach = (ws) => [`@physio/${ws}`, `@physio/${ws}/**`, `**/${ws}/src`, `**/${ws}/src/**`];
const forbid = (workspaces, message) => ({ group: workspaces.flatMap(reach), message });
// The apps' one router is the shared 'react-router-dom' (build-tools/react-router-surface.mjs);
// a direct 'react-router' import would bundle a second copy with its own router context.
const ROUTER = { name: 'react-router', message: "Import from 'react-router-dom' (the shared router)." };
const restrictImports = (...patterns) => ['error', { paths: [ROUTER], patterns }];
const NO_API = forbid(
  ['api'],
  'A browser package never imports the API: call it over HTTP through @physio/shared-auth, share types through @physio/shared-contracts.',
);
const NO_HARNESS = forbid(
  ['standalone-harness'],
  "The standalone harness is development only: only a remote's src/bootstrap.tsx (its standalone entry) imports it.",
);
const remoteRules = (remote) => [
  forbid(
    [...REMOTES.filter((r) => r !== remote), 'shell'],
    'A remote imports no other remote and not the shell: the shell loads remotes at run time; share code through the shared-* packages.',
  ),
  NO_API,
];
const boundaries = [
  ...REMOTES.flatMap((remote) => [
    {
      files: [`${remote}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': restrictImports(...remoteRules(remote), NO_HARNESS) },
    },
    {
      files: [`${remote}/src/bootstrap.tsx`],
      rules: { 'no-restricted-imports': restrictImports(...remoteRules(remote)) },
    },
  ]),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(
        forbid(
          REMOTES,
          'The shell never imports a remote statically: it loads their pages at run time (federation/loadPage.ts).',
        ),
        NO_API,
        NO_HARNESS,
      ),
    },
  },
  {
    files: ['standalone-harness/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(
        forbid(REMOTES, 'The harness runs any remote: each remote passes it its page loader.'),
        NO_API,
      ),
    },
  },
  {
    files: SHARED.map((ws) => `${ws}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': restrictImports(
        forbid([...REMOTES, 'shell', 'standalone-harness'], 'A shared package depends on no app.'),
        NO_API,
      ),
    },
  },
];

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
      'no-restricted-imports': restrictImports(),
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...boundaries,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
