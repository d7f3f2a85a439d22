#!/usr/bin/env node
// npm run dev: webpack dev servers (hot reload) of the shell and the three remotes, plus the API
// in watch mode. Output is prefixed per app; Ctrl-C stops everything it started.
//   node scripts/dev.mjs shell mf-booking api     only some of them
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build.mjs';
import { startProcess, superviseChildren } from './lib/proc.mjs';

const ALL = ['api', 'mf-public-site', 'mf-booking', 'mf-doctor', 'shell'];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const selected = wanted.length ? ALL.filter((w) => wanted.includes(w)) : ALL;

const children = [];
for (const workspace of selected) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
  if (!pkg.scripts?.dev) {
    console.warn(`⚠ ${workspace} has no "dev" script yet; skipped.`);
    continue;
  }
  children.push(
    startProcess(workspace, 'npm', ['run', 'dev', '-w', workspace], {
      cwd: ROOT,
      env: {
        FORCE_COLOR: '1',
        SMS_PROVIDER: 'console',
        PAYMENT_PROVIDER: 'sandbox',
        API_DOCS: 'true',
        ...process.env,
      },
    }),
  );
}
if (children.length === 0) {
  console.error('Nothing to run.');
  process.exit(1);
}
console.log(
  `dev: ${children.map((c) => c.label).join(', ')} — site http://localhost:8080, remotes :3001-3003, API :4000 (Ctrl-C stops all)`,
);
// A dev server that crashes is reported but does not take the others down.
superviseChildren(children, {
  exitOnChildExit: false,
  onChildExit: (child, code, signal) =>
    console.warn(`⚠ ${child.label} exited (${signal ?? code}); the others keep running`),
});
