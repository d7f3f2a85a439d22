#!/usr/bin/env node
// npm start: production build, then the whole site on this machine —
//   shell :8080 (SPA fallback, /api → API), remotes :3001-3003 (CORS for the shell), API :4000.
// Ctrl-C stops everything it started.   Flags: --no-build (serve the existing dist folders).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build, ROOT } from './build.mjs';
import { REMOTES, writeMfConfig } from './lib/mf-config.mjs';
import { startProcess, superviseChildren, waitForUrl } from './lib/proc.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';

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
if (!existsSync(path.join(shellDist, 'index.html'))) {
  console.error('✘ shell/dist/index.html is missing: the shell has no production build, nothing to serve.');
  process.exit(1);
}
console.log(`mf-config.json → ${writeMfConfig(shellDist, env)}`);

async function serve(name, port, options) {
  try {
    await listen(createStaticServer(options), port);
    console.log(`${name.padEnd(15)} http://localhost:${port}`);
  } catch (err) {
    console.error(
      `✘ ${name} cannot listen on :${port} (${err.code ?? err.message}). Is another "npm start" running?`,
    );
    process.exit(1);
  }
}

// Static servers first: if a port is taken we stop before starting any child process.
for (const remote of REMOTES) {
  const dist = path.join(ROOT, remote.workspace, 'dist');
  if (!existsSync(dist)) {
    console.warn(`⚠ ${remote.workspace}/dist is missing: its pages will show the "unavailable" panel.`);
    continue;
  }
  await serve(remote.workspace, remote.port, { root: dist, spa: true, corsOrigins: shellOrigins });
}
await serve('shell', SHELL_PORT, {
  root: shellDist,
  spa: true,
  apiTarget: `http://127.0.0.1:${API_PORT}`,
  securityHeaders: true,
});

// API: the production bundle, embedded PGlite under DATA_DIR unless DATABASE_URL is set.
const children = [];
const apiEntry = path.join(ROOT, 'api/dist/server.js');
if (existsSync(apiEntry)) {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
  mkdirSync(dataDir, { recursive: true });
  children.push(
    startProcess('api', process.execPath, [apiEntry], {
      cwd: ROOT,
      env: {
        SEED_DEMO: 'true',
        SMS_PROVIDER: 'console',
        PAYMENT_PROVIDER: 'sandbox',
        ...env,
        PORT: String(API_PORT),
        DATA_DIR: dataDir,
      },
    }),
  );
} else {
  console.warn(
    '⚠ api/dist/server.js does not exist (the API workspace has no build yet): /api calls answer 502.',
  );
}
// Ctrl-C / SIGTERM: stop the API's process group; the static servers end with this process.
superviseChildren(children);

if (children.length) {
  try {
    await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, { timeoutMs: 90000 });
    console.log(`api            http://localhost:${API_PORT}/api/health answers`);
  } catch (err) {
    console.error(`⚠ ${err.message}`);
  }
}
console.log(`\n✔ PhysioCare is up: http://localhost:${SHELL_PORT}   (Ctrl-C stops everything)`);
