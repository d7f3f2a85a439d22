// The workspace boundaries of eslint.config.mjs hold: a planted import across a boundary, written
// to a temporary file inside the workspace, fails ESLint; the same file without it passes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });
const planted = [];
after(() => planted.forEach((file) => rmSync(file, { force: true })));

/** Writes `code` to a temporary file in `dir` (relative to the root) and returns ESLint's errors for it. */
async function lintPlanted(dir, code, ext = 'ts') {
  const file = path.join(ROOT, dir, `boundary-probe-${randomBytes(4).toString('hex')}.${ext}`);
  planted.push(file);
  writeFileSync(file, code);
  try {
    const [result] = await eslint.lintFiles([file]);
    return result.messages.filter((m) => m.severity === 2);
  } finally {
    rmSync(file, { force: true });
  }
}

const USE = 'export const used = [value];\n';
const withImport = (specifier) => `import { value } from '${specifier}';\n${USE}`;
const CLEAN = `const value = 1;\n${USE}`;

/** Asserts the import of `specifier` from a file in `dir` fails with a boundary message, and a clean file passes. */
async function assertForbidden(dir, specifier, message, ext = 'ts') {
  const errors = await lintPlanted(dir, withImport(specifier), ext);
  assert.equal(errors.length, 1, `${dir} importing ${specifier}: ${JSON.stringify(errors)}`);
  assert.equal(errors[0].ruleId, 'no-restricted-imports');
  assert.match(errors[0].message, message);
  assert.deepEqual(await lintPlanted(dir, CLEAN, ext), [], `${dir}: the file without the import passes`);
}

const REMOTE_RULE = /A remote imports no other remote and not the shell/;

test('a remote importing another remote fails, by package name or by relative path', async () => {
  await assertForbidden('mf-booking/src', '@physio/mf-doctor/src/lib/format', REMOTE_RULE);
  await assertForbidden('mf-booking/src/features', '../../../mf-doctor/src/lib/format', REMOTE_RULE);
  await assertForbidden('mf-doctor/src/pages', '@physio/mf-public-site', REMOTE_RULE);
  await assertForbidden('mf-public-site/src', '../../mf-booking/src/lib/api', REMOTE_RULE);
});

test('a remote importing the shell fails', async () => {
  await assertForbidden('mf-doctor/src', '../../shell/src/routing/routeTable', REMOTE_RULE);
  await assertForbidden('mf-booking/src', '@physio/shell/routing', REMOTE_RULE);
});

test('the shell importing a remote statically fails', async () => {
  await assertForbidden(
    'shell/src',
    '@physio/mf-booking/src/pages/BookingPage',
    /never imports a remote statically/,
  );
  await assertForbidden(
    'shell/src/routing',
    '../../../mf-public-site/src/prerender/routes',
    /never imports a remote/,
  );
});

test('a browser package importing the API fails', async () => {
  const API_RULE = /never imports the API/;
  await assertForbidden('mf-booking/src', '@physio/api/src/config', API_RULE);
  await assertForbidden('shell/src', '../../api/src/config', API_RULE);
  await assertForbidden('shared-auth/src', '@physio/api', API_RULE);
  await assertForbidden('standalone-harness/src', '../../api/src/app', API_RULE);
});

test('only a remote standalone entry imports the dev-only harness', async () => {
  await assertForbidden('mf-booking/src/pages', '@physio/standalone-harness', /development only/);
  await assertForbidden('shell/src', '@physio/standalone-harness', /development only/);
  const [entry] = await eslint.lintFiles([path.join(ROOT, 'mf-booking/src/bootstrap.tsx')]);
  assert.equal(entry.errorCount, 0, JSON.stringify(entry.messages));
});

test('imports inside a workspace and of shared packages pass', async () => {
  const code = [
    "import { PATHS } from '@physio/shared-contracts/paths';",
    "import { theme } from '@physio/shared-ui';",
    "import { value } from '../lib/api';",
    'export const used = [PATHS, theme, value];',
    '',
  ].join('\n');
  assert.deepEqual(await lintPlanted('mf-doctor/src/features', code), []);
});

test('a test file keeps the boundaries, and may use the test kit that source files may not', async () => {
  await assertForbidden('mf-booking/src', '@physio/mf-doctor/src/lib/format', REMOTE_RULE, 'test.ts');
  await assertForbidden('mf-doctor/src', '@physio/shared-auth/testing', /test kit is for/);
  assert.deepEqual(
    await lintPlanted('mf-doctor/src', withImport('@physio/shared-auth/testing'), 'test.ts'),
    [],
  );
});

test('browser code importing classic zod fails; zod/mini passes, and the API keeps classic zod', async () => {
  const ZOD_RULE = /builds schemas with 'zod\/mini'/;
  await assertForbidden('shared-contracts/src', 'zod', ZOD_RULE);
  await assertForbidden('mf-booking/src/features', 'zod/v4', ZOD_RULE);
  await assertForbidden('shell/src', 'zod/v4/classic', ZOD_RULE);
  assert.deepEqual(await lintPlanted('shared-contracts/src', withImport('zod/mini')), []);
  assert.deepEqual(await lintPlanted('api/src/platform/lib', withImport('zod')), []);
});
