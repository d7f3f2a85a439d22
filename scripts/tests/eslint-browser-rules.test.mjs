// The browser packages' lint rules of eslint.config.mjs hold: a planted import cycle (within a package, and
// one closed through a package name) and a module imported twice fail ESLint, and so does inaccessible JSX
// (jsx-a11y); the same files without the fault pass. Plants are temporary files inside the workspaces.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const planted = [];
after(() => planted.forEach((file) => rmSync(file, { force: true })));

/** Writes each `{ dir, code }` as a planted file; `code` gets the others' import specifiers by index. */
function plant(files) {
  const tag = randomBytes(4).toString('hex');
  const paths = files.map(({ dir }, i) => path.join(ROOT, dir, `import-probe-${tag}-${i}.ts`));
  const specifiers = paths.map((p) => path.basename(p, '.ts'));
  files.forEach(({ code }, i) => {
    planted.push(paths[i]);
    writeFileSync(paths[i], code(specifiers));
  });
  return paths;
}

/** ESLint's errors for the planted files (a fresh ESLint: no module map cached from an earlier plant). */
async function lintErrors(paths) {
  const results = await new ESLint({ cwd: ROOT }).lintFiles(paths);
  paths.forEach((p) => rmSync(p, { force: true }));
  return results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => ({ file: path.basename(r.filePath), rule: m.ruleId })),
  );
}

const twoModules = (dir, cyclic) =>
  plant([
    { dir, code: (s) => `import { b } from './${s[1]}';\nexport const a = () => b;\n` },
    {
      dir,
      code: (s) =>
        cyclic
          ? `import { a } from './${s[0]}';\nexport const b = () => a;\n`
          : 'export const b = () => 1;\n',
    },
  ]);

for (const dir of ['shared-ui/src/lib', 'mf-booking/src/features', 'mf-doctor/src', 'shell/src']) {
  test(`an import cycle in ${dir} fails no-cycle; the same modules without it pass`, async () => {
    const errors = await lintErrors(twoModules(dir, true));
    assert.deepEqual(
      errors.map((e) => e.rule),
      ['import-x/no-cycle', 'import-x/no-cycle'],
      JSON.stringify(errors),
    );
    assert.deepEqual(await lintErrors(twoModules(dir, false)), []);
  });
}

test('a cycle closed through a package name (@physio/shared-ui/…) fails no-cycle', async () => {
  // Plant 0 sits at the package root (as sessions.ts does) and imports plant 1 by relative path; plant 1
  // imports plant 0 back by the package's name, as the remotes import '@physio/shared-ui/sessions'.
  const paths = plant([
    { dir: 'shared-ui', code: (s) => `import { b } from './src/${s[1]}';\nexport const a = () => b;\n` },
    {
      dir: 'shared-ui/src',
      code: (s) => `import { a } from '@physio/shared-ui/${s[0]}';\nexport const b = () => a;\n`,
    },
  ]);
  const errors = await lintErrors(paths);
  assert.deepEqual(
    errors.map((e) => e.rule),
    ['import-x/no-cycle', 'import-x/no-cycle'],
    JSON.stringify(errors),
  );
});

test('a module imported twice fails no-duplicates, a type-only import included; one import passes', async () => {
  const twice = plant([
    {
      dir: 'mf-public-site/src',
      code: () =>
        "import type { Slot } from '@physio/shared-contracts';\nimport { formatDate } from '@physio/shared-contracts';\nexport const f = (s: Slot) => formatDate(s.date);\n",
    },
  ]);
  const errors = await lintErrors(twice);
  assert.ok(
    errors.length > 0 && errors.every((e) => e.rule === 'import-x/no-duplicates'),
    JSON.stringify(errors),
  );
  const once = plant([
    {
      dir: 'mf-public-site/src',
      code: () =>
        "import { type Slot, formatDate } from '@physio/shared-contracts';\nexport const f = (s: Slot) => formatDate(s.date);\n",
    },
  ]);
  assert.deepEqual(await lintErrors(once), []);
});

test('jsx-a11y is on for components: an image without alt and a click-only div fail, fixed ones pass', async () => {
  const tsx = (code) => {
    const [file] = plant([{ dir: 'mf-public-site/src', code: () => code }]);
    const renamed = file.replace(/\.ts$/, '.tsx');
    writeFileSync(renamed, code);
    rmSync(file, { force: true });
    planted.push(renamed);
    return [renamed];
  };
  const errors = await lintErrors(
    tsx('export const P = ({ go }: { go: () => void }) => <div onClick={go}><img src="/a.png" /></div>;\n'),
  );
  assert.deepEqual(errors.map((e) => e.rule).sort(), [
    'jsx-a11y/alt-text',
    'jsx-a11y/click-events-have-key-events',
    'jsx-a11y/no-static-element-interactions',
  ]);
  const fixed = tsx(
    'export const P = ({ go }: { go: () => void }) => <button type="button" onClick={go}><img src="/a.png" alt="Back pain" /></button>;\n',
  );
  assert.deepEqual(await lintErrors(fixed), []);
});
