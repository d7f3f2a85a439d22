// node --test build-tools/tests/*.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { writeTwins, wantsTwin } = require('../precompress.cjs');
const { createConfig } = require('../webpack.cjs');
const root = path.resolve(import.meta.dirname, '../..');

/** Text that compresses like a bundle: repeated identifiers with some variety. */
const bundleLike = Array.from(
  { length: 400 },
  (_, i) => `function f${i}(a,b){return a.value${i % 17}+b.items[${i % 7}].length}`,
).join(';');

test('a built asset gets a gzip twin any browser reads, smaller than gzip level 6', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const js = path.join(dir, 'main.0123456789.js');
  fs.writeFileSync(js, bundleLike);
  assert.deepEqual(await writeTwins([js]), [`${js}.gz`]);
  const twin = fs.readFileSync(`${js}.gz`);
  assert.equal(gunzipSync(twin).toString(), bundleLike);
  assert.ok(twin.length < gzipSync(bundleLike, { level: 6 }).length, 'Zopfli beats nginx level 6');
});

test('only text assets the servers compress get a twin: not small files, HTML, fonts or mf-config.json', async () => {
  assert.equal(wantsTwin('remoteEntry.js', 600), true);
  assert.equal(wantsTwin('mf-manifest.json', 4000), true);
  assert.equal(wantsTwin('a.css', 4000), true);
  assert.equal(wantsTwin('tiny.js', 511), false);
  assert.equal(wantsTwin('spa.html', 9000), false);
  assert.equal(wantsTwin('fonts/noto.woff2', 30000), false);
  assert.equal(wantsTwin('main.js.LICENSE.txt', 3000), false);
  // Written at deploy time: a twin from the build would be served in place of the deployed file.
  assert.equal(wantsTwin('mf-config.json', 4000), false);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const small = path.join(dir, 'small.js');
  fs.writeFileSync(small, 'x=1');
  assert.deepEqual(await writeTwins([small]), []);
  assert.equal(fs.existsSync(`${small}.gz`), false);
});

test('production builds precompress, development builds do not', () => {
  const names = (mode) =>
    createConfig({ kind: 'remote', name: 'mf_booking', dir: path.join(root, 'mf-booking'), port: 3002 })(
      {},
      { mode },
    ).plugins.map((p) => p?.constructor?.name);
  assert.ok(names('production').includes('PrecompressPlugin'));
  assert.ok(!names('development').includes('PrecompressPlugin'));
});
