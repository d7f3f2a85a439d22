// The browser compares the API's error codes against ERROR_CODES (@physio/shared-contracts), never a string of
// its own (issue 27 point 3): a renamed code then breaks the build instead of silently never matching.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BROWSER_SOURCES = ['mf-booking', 'mf-doctor', 'mf-public-site', 'shell', 'shared-auth', 'shared-ui'];

const codes = [
  ...readFileSync(path.join(ROOT, 'shared-contracts/src/errorCodes.ts'), 'utf8').matchAll(
    /^ {2}'([A-Z_]+)',$/gm,
  ),
].map((m) => m[1]);

/** The error codes written as string literals in `source` (comments left out). */
export function literalCodes(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return codes.filter((c) => new RegExp(`['"\`]${c}['"\`]`).test(code));
}

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['test', '__tests__', 'node_modules'].includes(entry.name)) yield* sources(at);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield at;
  }
}

test('the list of codes is read from shared-contracts', () => {
  assert.ok(codes.length > 50);
  assert.ok(codes.includes('SLOT_TAKEN'));
});

test('a code written as a string is found; ERROR_CODES.X and comments are not', () => {
  assert.deepEqual(literalCodes(`if (result.code === 'SLOT_TAKEN') taken();`), ['SLOT_TAKEN']);
  assert.deepEqual(literalCodes('const s = new Set(["NO_CREDIT"]);'), ['NO_CREDIT']);
  assert.deepEqual(literalCodes('if (result.code === ERROR_CODES.SLOT_TAKEN) taken();'), []);
  assert.deepEqual(literalCodes("/** `SLOT_TAKEN`, `NO_CREDIT`… */\n// the code 'SLOT_TAKEN'\n"), []);
});

test('no browser source compares an error code by its string', () => {
  const found = BROWSER_SOURCES.flatMap((dir) =>
    [...sources(path.join(ROOT, dir, 'src'))].flatMap((file) =>
      literalCodes(readFileSync(file, 'utf8')).map((c) => `${path.relative(ROOT, file)}: '${c}'`),
    ),
  );
  assert.deepEqual(found, []);
});
