// The API's lint rules of eslint.config.mjs hold (issue 27.1): a planted import cycle in api/src fails no-cycle; a
// module's service that takes from a module above it (api/module-order.mjs), or from a lower module's inner file
// instead of its index.ts, fails no-restricted-paths; a route file may take any module's index. Plants are
// temporary files inside api/src; the same files without the fault pass.
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

/** Writes one file per `{ dir, suffix?, code }` under api/src; `code` gets the others' basenames by index. */
function plant(files) {
  const tag = randomBytes(4).toString('hex');
  const paths = files.map(({ dir, suffix = '' }, i) =>
    path.join(ROOT, 'api/src', dir, `probe-${tag}-${i}${suffix}.ts`),
  );
  const names = paths.map((p) => path.basename(p, '.ts'));
  files.forEach(({ code }, i) => {
    planted.push(paths[i]);
    writeFileSync(paths[i], code(names));
  });
  return paths;
}

async function lintErrors(paths) {
  const results = await new ESLint({ cwd: ROOT }).lintFiles(paths);
  paths.forEach((p) => rmSync(p, { force: true }));
  return results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => m.ruleId));
}

const use = (spec, name) => (s) =>
  `import { ${name} } from '${typeof spec === 'function' ? spec(s) : spec}';\nexport const probe = ${name};\n`;

for (const dir of ['modules/scheduling', 'platform/lib']) {
  test(`an import cycle in api/src/${dir} fails no-cycle; the same files without it pass`, async () => {
    const cyclic = plant([
      { dir, code: (s) => `import { b } from './${s[1]}';\nexport const a = () => b;\n` },
      { dir, code: (s) => `import { a } from './${s[0]}';\nexport const b = () => a;\n` },
    ]);
    assert.deepEqual(await lintErrors(cyclic), ['import-x/no-cycle', 'import-x/no-cycle']);
    const straight = plant([
      { dir, code: (s) => `import { b } from './${s[1]}';\nexport const a = () => b;\n` },
      { dir, code: () => 'export const b = () => 1;\n' },
    ]);
    assert.deepEqual(await lintErrors(straight), []);
  });
}

test('a service taking from a module above it fails, even through that index', async () => {
  // payments sits above scheduling: scheduling's services cannot depend on it.
  const up = plant([{ dir: 'modules/scheduling', code: use('../payments', 'simulatedWebhooks') }]);
  assert.deepEqual(await lintErrors(up), ['import-x/no-restricted-paths']);
});

test("a service taking a lower module's inner file fails; its index.ts passes", async () => {
  const inner = plant([{ dir: 'modules/scheduling', code: use('../doctors/doctors', 'doctorForSql') }]);
  assert.deepEqual(await lintErrors(inner), ['import-x/no-restricted-paths']);
  const face = plant([{ dir: 'modules/payments', code: use('../scheduling', 'holdSlot') }]);
  assert.deepEqual(await lintErrors(face), []);
});

test("a route file may take any module's index, never its inner files", async () => {
  const face = plant([
    { dir: 'modules/scheduling', suffix: '-routes', code: use('../payments', 'simulatedWebhooks') },
  ]);
  assert.deepEqual(await lintErrors(face), []);
  const inner = plant([
    { dir: 'modules/scheduling', suffix: '-routes', code: use('../payments/orders', 'priceOrder') },
  ]);
  assert.deepEqual(await lintErrors(inner), ['import-x/no-restricted-paths']);
});
