#!/usr/bin/env node
// npm start: production build, then the whole site on this machine, each part its own process —
//   shell :8080 (SPA fallback, /api → API), remotes :3001-3003 (CORS for the shell), API :4000.
// Stopping one remote's process (kill <pid>) leaves the rest running: its pages show the
// "unavailable" panel. Ctrl-C stops everything it started.
//   Flags: --no-build (serve the existing dist folders).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build, ROOT } from './build.mjs';
import { REMOTES, writeMfConfig } from './lib/mf-config.mjs';
import { startProcess, stopProcess, superviseChildren, waitForUrl } from './lib/proc.mjs';
import { SPA_PAGE } from './lib/static-server.mjs';

const env = process.env;
const SHELL_PORT = Number(env.SHELL_PORT || 8080);
const API_PORT = Number(env.API_PORT || 4000);
const shellOrigins = [`http://localhost:${SHELL_PORT}`, `http://127.0.0.1:${SHELL_PORT}`];
if (env.SHELL_ORIGIN) shellOrigins.push(env.SHELL_ORIGIN);

if (!process.argv.includes('--no-build')) {
  const { results } = await build();
  const problems = results.filter((r) => r.status !== 'ok');
  if (problems.length) {
    console.warn('\n⚠ Some parts could not be built; serving what exists:');
    for (const p of problems) console.warn(`  - ${p.workspace}: ${p.reason}`);
  }
}

const shellDist = path.join(ROOT, 'shell/dist');
if (!existsSync(path.join(shellDist, SPA_PAGE))) {
  console.error(`✘ shell/dist/${SPA_PAGE} is missing: the shell has no production build, nothing to serve.`);
  process.exit(1);
}
console.log(`mf-config.json → ${writeMfConfig(shellDist, env)}`);

const serveScript = path.join(ROOT, 'scripts/serve.mjs');
const services = [];
for (const remote of REMOTES) {
  const dist = path.join(ROOT, remote.workspace, 'dist');
  if (!existsSync(dist)) {
    console.warn(`⚠ ${remote.workspace}/dist is missing: its pages will show the "unavailable" panel.`);
    continue;
  }
  const cors = shellOrigins.flatMap((o) => ['--cors', o]);
  services.push({
    name: remote.workspace,
    url: `http://127.0.0.1:${remote.port}/healthz`,
    args: [serveScript, '--root', dist, '--port', String(remote.port), ...cors],
  });
}
services.push({
  name: 'shell',
  url: `http://127.0.0.1:${SHELL_PORT}/healthz`,
  args: [
    serveScript,
    '--root',
    shellDist,
    '--port',
    String(SHELL_PORT),
    '--api',
    `http://127.0.0.1:${API_PORT}`,
    '--security',
    // The remotes' fragments, composed into the shell's frames (README: composition contract).
    ...REMOTES.flatMap((r) => ['--fragments', `${r.name}=http://127.0.0.1:${r.port}`]),
  ],
});

// API: the production bundle, embedded PGlite under DATA_DIR unless DATABASE_URL is set.
const apiEntry = path.join(ROOT, 'api/dist/server.js');
if (existsSync(apiEntry)) {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
  mkdirSync(dataDir, { recursive: true });
  services.push({
    name: 'api',
    url: `http://127.0.0.1:${API_PORT}/api/health`,
    timeoutMs: 90000,
    args: [apiEntry],
    env: {
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'console',
      PAYMENT_PROVIDER: 'sandbox',
      ...env,
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
    },
  });
} else {
  console.warn(
    '⚠ api/dist/server.js does not exist (the API workspace has no build yet): /api calls answer 502.',
  );
}

const children = services.map((s) =>
  startProcess(s.name, process.execPath, s.args, { cwd: ROOT, env: s.env ?? env }),
);
// Ctrl-C / SIGTERM stops every process group started here. One service stopping (a remote killed
// to try failure isolation) is reported and the others keep running.
superviseChildren(children, {
  exitOnChildExit: false,
  onChildExit: (child, code, signal) =>
    console.warn(`⚠ ${child.label} stopped (${signal ?? code}); the rest keeps running`),
});

const started = await Promise.allSettled(
  services.map((s, i) =>
    waitForUrl(s.url, { timeoutMs: s.timeoutMs ?? 20000 }).then(() =>
      console.log(`✔ ${s.name.padEnd(15)} pid ${children[i].pid}  ${new URL(s.url).origin}`),
    ),
  ),
);
const failed = started.flatMap((r, i) =>
  r.status === 'rejected' ? [`${services[i].name}: ${r.reason.message}`] : [],
);
const shellUp = started[services.findIndex((s) => s.name === 'shell')]?.status === 'fulfilled';
if (!shellUp) {
  console.error(`✘ the site could not start:\n  ${failed.join('\n  ')}`);
  await Promise.all(children.map((c) => stopProcess(c)));
  process.exit(1);
}
for (const f of failed) console.warn(`⚠ ${f}`);
console.log(`\n✔ PhysioCare is up: http://localhost:${SHELL_PORT}   (Ctrl-C stops everything)`);
