// Size budgets (budgets.json at the root): what the production build is held to, in KB gzipped as
// nginx serves it (gzip level 6). scripts/check-budgets.mjs checks the remotes' files after the
// build; e2e/tests/foundation-budgets.spec.ts checks the JS a browser loads for the home page.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS_FILE = 'budgets.json';

/** Reads and validates budgets.json: every number needs a reason. */
export function loadBudgets(root) {
  const budgets = JSON.parse(readFileSync(path.join(root, BUDGETS_FILE), 'utf8'));
  const check = (where, b) => {
    if (!b || typeof b.kb !== 'number' || !(b.kb > 0))
      throw new Error(`${BUDGETS_FILE}: ${where}.kb must be > 0`);
    if (typeof b.reason !== 'string' || b.reason.trim() === '')
      throw new Error(`${BUDGETS_FILE}: ${where}.reason is missing`);
  };
  check('home.firstRenderJs', budgets.home?.firstRenderJs);
  for (const [route, b] of Object.entries(budgets.formPages?.routes ?? {}))
    check(`formPages.routes.${route}`, b);
  for (const [route, b] of Object.entries(budgets.formPages?.hindi?.routes ?? {}))
    check(`formPages.hindi.routes.${route}`, b);
  for (const [remote, b] of Object.entries(budgets.remotes ?? {})) {
    check(`remotes.${remote}.remoteEntry`, b.remoteEntry);
    check(`remotes.${remote}.pageInitialJs`, b.pageInitialJs);
  }
  return budgets;
}

/** Size of a file gzipped as nginx sends it, in KB: its precompressed twin (gzip_static) if built, else gzip level 6. */
export function gzipKB(file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size / 1024;
  return gzipSync(readFileSync(file), { level: 6 }).length / 1024;
}

/**
 * A remote's sizes from its dist: remoteEntry.js, and the JS each exposed page needs before it
 * renders (its sync chunks in mf-manifest.json), largest first.
 */
export function remoteSizes(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const pages = (manifest.exposes ?? [])
    .map((e) => ({
      name: e.name,
      kb: (e.assets?.js?.sync ?? []).reduce((sum, f) => sum + gzipKB(path.join(distDir, f)), 0),
    }))
    .sort((a, b) => b.kb - a.kb);
  if (pages.length === 0) throw new Error(`${distDir}/mf-manifest.json exposes no page`);
  return { remoteEntryKB: gzipKB(path.join(distDir, 'remoteEntry.js')), pages };
}

/** One line per budget: { name, kb, budget, ok, reason }. */
export function checkRemote(remote, sizes, budget) {
  const [largest] = sizes.pages;
  return [
    {
      name: `${remote} remoteEntry.js`,
      kb: sizes.remoteEntryKB,
      budget: budget.remoteEntry.kb,
      reason: budget.remoteEntry.reason,
    },
    {
      name: `${remote} largest page's initial JS (${largest.name})`,
      kb: largest.kb,
      budget: budget.pageInitialJs.kb,
      reason: budget.pageInitialJs.reason,
    },
  ].map((line) => ({ ...line, ok: line.kb <= line.budget }));
}

export function formatLine({ name, kb, budget, ok }) {
  return `  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(58)} ${kb.toFixed(1).padStart(6)} KB  budget ${budget} KB`;
}
