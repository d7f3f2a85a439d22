// Size budgets: budgets.json is complete, and the check measures gzipped files and fails over budget.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { checkRemote, gzipKB, loadBudgets, remoteSizes } from '../lib/budgets.mjs';

describe('size budgets', () => {
  let dir;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'physio-budgets-'));
    // Random bytes do not compress: their gzipped size is about their size.
    writeFileSync(path.join(dir, 'remoteEntry.js'), randomBytes(3 * 1024));
    writeFileSync(path.join(dir, 'a.js'), randomBytes(2 * 1024));
    writeFileSync(path.join(dir, 'big.js'), 'x'.repeat(200 * 1024)); // compresses to almost nothing
    writeFileSync(path.join(dir, 'b.js'), randomBytes(5 * 1024));
    const expose = (name, sync) => ({ name, assets: { js: { sync, async: ['ignored.js'] } } });
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ exposes: [expose('Small', ['a.js', 'big.js']), expose('Large', ['a.js', 'b.js'])] }),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('budgets.json gives every number a reason, for the home page and each remote', () => {
    const budgets = loadBudgets(path.resolve('.'));
    assert.ok(budgets.home.firstRenderJs.kb > 0);
    assert.deepEqual(Object.keys(budgets.remotes).sort(), ['mf-booking', 'mf-doctor', 'mf-public-site']);
  });

  test('a budget without a reason is refused', () => {
    const root = path.join(dir, 'root');
    mkdirSync(root, { recursive: true });
    writeFileSync(
      path.join(root, 'budgets.json'),
      JSON.stringify({ home: { firstRenderJs: { kb: 170 } }, remotes: {} }),
    );
    assert.throws(() => loadBudgets(root), /home\.firstRenderJs\.reason/);
  });

  test('each form page has its own first-render budget with a reason', () => {
    const budgets = loadBudgets(path.resolve('.'));
    assert.deepEqual(Object.keys(budgets.formPages.routes).sort(), [
      '/booking',
      '/contact',
      '/dashboard/login',
      '/user/login',
    ]);
    const root = path.join(dir, 'root-form');
    mkdirSync(root, { recursive: true });
    writeFileSync(
      path.join(root, 'budgets.json'),
      JSON.stringify({
        home: { firstRenderJs: { kb: 170, reason: 'measured' } },
        formPages: { routes: { '/booking': { kb: 165 } } },
        remotes: {},
      }),
    );
    assert.throws(() => loadBudgets(root), /formPages\.routes\.\/booking\.reason/);
  });

  test('sizes are gzipped; a page counts its sync chunks only; the largest page comes first', () => {
    assert.ok(gzipKB(path.join(dir, 'big.js')) < 1);
    const sizes = remoteSizes(dir);
    assert.ok(Math.abs(sizes.remoteEntryKB - 3) < 0.2, `remoteEntry ${sizes.remoteEntryKB}`);
    assert.deepEqual(
      sizes.pages.map((p) => p.name),
      ['Large', 'Small'],
    );
    assert.ok(Math.abs(sizes.pages[0].kb - 7) < 0.3, `Large ${sizes.pages[0].kb}`);
  });

  test('a file with a precompressed twin counts as the twin nginx sends (gzip_static)', () => {
    const file = path.join(dir, 'twinned.js');
    writeFileSync(file, 'x'.repeat(200 * 1024));
    writeFileSync(`${file}.gz`, randomBytes(1536));
    assert.equal(gzipKB(file), 1.5);
  });

  test('over budget fails the line, within passes it', () => {
    const sizes = remoteSizes(dir);
    const budget = (entry, page) => ({
      remoteEntry: { kb: entry, reason: 'r' },
      pageInitialJs: { kb: page, reason: 'r' },
    });
    assert.deepEqual(
      checkRemote('mf_x', sizes, budget(4, 8)).map((l) => l.ok),
      [true, true],
    );
    assert.deepEqual(
      checkRemote('mf_x', sizes, budget(2, 6)).map((l) => l.ok),
      [false, false],
    );
    assert.match(checkRemote('mf_x', sizes, budget(4, 8))[1].name, /Large/);
  });
});
