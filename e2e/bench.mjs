#!/usr/bin/env node
// npm run bench -w e2e: the @bench specs against the nginx-served production build; prints
// their figures as JSON lines for scripts/bench.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'physio-bench-'));
const out = path.join(dir, 'figures.jsonl');
const res = spawnSync(process.execPath, ['run.mjs', '--grep', '@bench', '--reporter', 'line'], {
  cwd: here,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, E2E_BENCH: '1', BENCH_OUT: out },
});
let figures = '';
try {
  figures = readFileSync(out, 'utf8');
} catch {
  console.error('no figures were recorded (is Chromium/nginx installed? see npm run e2e)');
}
process.stdout.write(figures);
rmSync(dir, { recursive: true, force: true });
process.exit(res.status ?? 1);
