#!/usr/bin/env node
// Production build of every deployable workspace (shared-* packages are consumed from source by
// webpack, so they need no build of their own). Two builds at a time: these machines have 2 cores.
//   node scripts/build.mjs                      build everything
//   node scripts/build.mjs --if-missing         only workspaces whose output is missing
//   node scripts/build.mjs shell mf-booking     only these
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/proc.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Workspaces that are built for production and the file that proves a build exists. */
export const TARGETS = [
  { workspace: 'api', output: 'api/dist/server.js' },
  { workspace: 'mf-public-site', output: 'mf-public-site/dist/prerender/build.txt' },
  { workspace: 'mf-booking', output: 'mf-booking/dist/prerender/build.txt' },
  { workspace: 'mf-doctor', output: 'mf-doctor/dist/prerender/build.txt' },
  { workspace: 'shell', output: 'shell/dist/spa.html' },
];

function hasBuildScript(workspace) {
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
    return Boolean(pkg.scripts?.build);
  } catch {
    return false;
  }
}

/** Why a workspace cannot be built yet, or null when it can. */
function missingPieces(workspace) {
  if (!hasBuildScript(workspace)) return `${workspace}/package.json has no "build" script`;
  const pkg = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
  const nodeScript = /^node\s+(\S+)/.exec(pkg.scripts.build)?.[1];
  if (nodeScript && !existsSync(path.join(ROOT, workspace, nodeScript)))
    return `${workspace}/${nodeScript} (its build script) does not exist yet`;
  if (/\bwebpack\b/.test(pkg.scripts.build)) {
    const configs = ['webpack.config.js', 'webpack.config.cjs', 'webpack.config.mjs', 'webpack.config.ts'];
    if (!configs.some((c) => existsSync(path.join(ROOT, workspace, c))))
      return `${workspace} has no webpack config yet`;
  }
  return null;
}

export async function build({ only = [], ifMissing = false, concurrency = Math.min(2, cpus().length) } = {}) {
  const queue = TARGETS.filter((t) => only.length === 0 || only.includes(t.workspace)).filter(
    (t) => !(ifMissing && existsSync(path.join(ROOT, t.output))),
  );
  const results = [];
  const started = Date.now();
  // Each app builds alone: the shell's frames need no remote (README: composition contract).
  async function worker() {
    for (let t = queue.shift(); t; t = queue.shift()) {
      const missing = missingPieces(t.workspace);
      if (missing) {
        results.push({ ...t, status: 'missing', reason: missing, seconds: 0 });
        continue;
      }
      const t0 = Date.now();
      console.log(`▶ building ${t.workspace}`);
      const code = await run('npm', ['run', 'build', '-w', t.workspace], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const seconds = (Date.now() - t0) / 1000;
      const ok = code === 0 && existsSync(path.join(ROOT, t.output));
      results.push({
        ...t,
        status: ok ? 'ok' : 'failed',
        reason: ok ? '' : code === 0 ? `${t.output} not produced` : `exit ${code}`,
        seconds,
      });
      console.log(`${ok ? '✔' : '✘'} ${t.workspace} ${ok ? 'built' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const total = (Date.now() - started) / 1000;
  console.log('\nbuild summary');
  for (const r of results)
    console.log(
      `  ${r.status.padEnd(8)} ${r.workspace.padEnd(16)} ${r.seconds ? `${r.seconds.toFixed(1)} s` : ''} ${r.reason}`,
    );
  console.log(`  total ${total.toFixed(1)} s (${concurrency} at a time)`);
  return { results, total, ok: results.every((r) => r.status === 'ok') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const { ok } = await build({
    ifMissing: args.includes('--if-missing'),
    only: args.filter((a) => !a.startsWith('--')),
  });
  process.exit(ok ? 0 : 1);
}
