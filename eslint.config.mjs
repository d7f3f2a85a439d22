import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { API_MODULE_ORDER } from './api/module-order.mjs';

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
// '@physio/shared-auth/testing' and '@physio/shared-ui/testing' are Jest fakes: never in a browser bundle.
const TEST_KIT = { group: ['@physio/*/testing'], message: 'The test kit is for *.test.* files only.' };
// The shared test kit is for tests only (and the kit's own files).
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/test/**', 'shared-auth/testing.ts', 'shared-ui/testing.ts'];
const restrictImports = (...patterns) => ['error', { paths: [ROUTER], patterns: [...patterns, TEST_KIT] }];
const restrictTestImports = (...patterns) => ['error', { paths: [ROUTER], patterns }];
/** The rule for `files` with `patterns`: with the test-kit ban, and without it for test files among them. */
const importRules = (files, ...patterns) => [
  { files, rules: { 'no-restricted-imports': restrictImports(...patterns) } },
  {
    // Nested arrays: a file must match both patterns.
    files: files.flatMap((f) => TEST_FILES.map((t) => [f, t])),
    rules: { 'no-restricted-imports': restrictTestImports(...patterns) },
  },
];
const NO_API = forbid(
  ['api'],
  'A browser package never imports the API: call it over HTTP through @physio/shared-auth, share types through @physio/shared-contracts.',
);
// Browser bundles build schemas with zod/mini (issue 16: 10.7 KB gzipped where classic zod was 25.2 KB);
// classic zod is the API's, for its own route-local schemas.
const NO_CLASSIC_ZOD = {
  regex: '^zod(/v4(/classic)?)?$',
  message:
    "Browser code builds schemas with 'zod/mini' (functional forms: z.optional(x), x.check(z.minLength(1)))",
};
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
  NO_CLASSIC_ZOD,
];
const boundaries = [
  ...REMOTES.flatMap((remote) => [
    ...importRules([`${remote}/**/*.{ts,tsx}`], ...remoteRules(remote), NO_HARNESS),
    ...importRules([`${remote}/src/bootstrap.tsx`], ...remoteRules(remote)),
  ]),
  ...importRules(
    ['shell/**/*.{ts,tsx}'],
    forbid(
      REMOTES,
      'The shell never imports a remote statically: it loads their pages at run time (federation/loadPage.ts).',
    ),
    NO_API,
    NO_HARNESS,
    NO_CLASSIC_ZOD,
  ),
  ...importRules(
    ['standalone-harness/**/*.{ts,tsx}'],
    forbid(REMOTES, 'The harness runs any remote: each remote passes it its page loader.'),
    NO_API,
  ),
  ...importRules(
    SHARED.map((ws) => `${ws}/**/*.{ts,tsx}`),
    forbid([...REMOTES, 'shell', 'standalone-harness'], 'A shared package depends on no app.'),
    NO_API,
    NO_CLASSIC_ZOD,
  ),
];

// The browser packages: no import cycle (a cycle makes module order decide what is undefined at first use, and
// across federated chunks it splits what should load together) and one import per module.
// scripts/tests/eslint-browser-rules.test.mjs plants a cycle, a duplicate and inaccessible JSX and expects each to fail.
const BROWSER = [...SHARED, ...REMOTES, 'shell', 'standalone-harness'].map((ws) => `${ws}/**/*.{ts,tsx}`);
const browserImports = {
  files: BROWSER,
  plugins: { 'import-x': importX },
  settings: {
    // Which files import-x reads (to follow their imports) and with which parser.
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
  },
};
// The API (issue 27.1): no import cycle anywhere in api/, one import per module, and the modules' order of
// api/module-order.mjs: a module's services take only from modules below it and only through their index.ts
// (its public face); route files may take any module's face. scripts/tests/eslint-api-modules.test.mjs plants faults.
const API_MODULES = 'api/src/modules';
const isAbove = (other, mod) => API_MODULE_ORDER.indexOf(other) > API_MODULE_ORDER.indexOf(mod);
/** Each module's zones: a module above it is closed to its services; any other opens only its index.ts. */
const moduleZones = ({ routes }) =>
  API_MODULE_ORDER.flatMap((mod) =>
    API_MODULE_ORDER.filter((other) => other !== mod).map((other) => {
      const closed = !routes && isAbove(other, mod);
      return {
        target: `${API_MODULES}/${mod}/**`,
        from: `${API_MODULES}/${other}`,
        ...(!closed && { except: ['./index.ts'] }),
        message: closed
          ? `${other} sits above ${mod} in api/module-order.mjs: ${mod} cannot depend on it.`
          : `${mod} takes from ${other} only through its index.ts (its public face).`,
      };
    }),
  );
const apiImportSettings = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
  },
};
const apiImports = [
  {
    ...apiImportSettings,
    files: ['api/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  {
    ...apiImportSettings,
    files: [`${API_MODULES}/**/*.ts`],
    ignores: ['**/*-routes.ts', '**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones({ routes: false }) }] },
  },
  {
    ...apiImportSettings,
    files: [`${API_MODULES}/**/*-routes.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones({ routes: true }) }] },
  },
];
// Accessibility of the JSX itself (issue 27.5); axe in e2e checks the rendered pages.
const jsxAccessibility = { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'screenshots/**',
      'e2e/artifacts/**',
      '.e2e-releases/**',
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
  { files: TEST_FILES, rules: { 'no-restricted-imports': restrictTestImports() } },
  ...boundaries,
  browserImports,
  ...apiImports,
  jsxAccessibility,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
