#!/usr/bin/env node
// After the build (npm test runs it): each remote's remoteEntry.js and its pages' initial JS against
// budgets.json, gzipped as nginx serves them; prints measured sizes beside the budgets, exit 1 when
// one is over. (The home page's first-render JS is measured in a browser: e2e foundation-budgets.)
//   node scripts/check-budgets.mjs [--root DIR]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRemote, formatLine, loadBudgets, remoteSizes } from './lib/budgets.mjs';

const i = process.argv.indexOf('--root');
const root =
  i > 0 ? path.resolve(process.argv[i + 1]) : path.resolve(fileURLToPath(import.meta.url), '../..');
const budgets = loadBudgets(root);
const lines = Object.entries(budgets.remotes).flatMap(([remote, budget]) =>
  checkRemote(remote, remoteSizes(path.join(root, remote, 'dist')), budget),
);
console.log('Size budgets (KB gzipped, budgets.json):');
for (const line of lines) console.log(formatLine(line));
const over = lines.filter((l) => !l.ok);
for (const l of over) console.log(`  ${l.name}: budget reason: ${l.reason}`);
console.log(over.length ? `check-budgets: ${over.length} over budget` : 'check-budgets: all within budget');
process.exit(over.length ? 1 : 0);
