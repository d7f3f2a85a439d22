// Starts the production stack for the suite, as in the containers but on this machine:
//   PostgreSQL 15 (a temporary cluster; PGlite when initdb is missing) → the API bundle →
//   Debian's nginx with deploy/nginx templates for the shell and each remote.
// Ports: the E2E_*_PORT variables or free ones near 18080 / 13001-13003 / 14000, so a running
// `npm start` (8080, 3001-3003, 4000) or another engineer's run never collides.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx, prepareNginx, startNginx, testNginxConfig } from '../scripts/lib/nginx.mjs';
import { stopStack } from './global-teardown';
import { createPostgres, postgresUrl, startApi } from './support/services';
import { E2E_WHATSAPP_APP_SECRET, STATE_ENV, type RemoteName, type StackState } from './support/stack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES: { name: RemoteName; workspace: string; env: string; port: number }[] = [
  { name: 'mf_public_site', workspace: 'mf-public-site', env: 'REMOTE_PUBLIC_SITE_URL', port: 13001 },
  { name: 'mf_booking', workspace: 'mf-booking', env: 'REMOTE_BOOKING_URL', port: 13002 },
  { name: 'mf_doctor', workspace: 'mf-doctor', env: 'REMOTE_DOCTOR_URL', port: 13003 },
];
const OUTPUTS = [
  'shell/dist/spa.html',
  'api/dist/server.js',
  ...REMOTES.map((r) => `${r.workspace}/dist/prerender/build.txt`),
];

/** REMOTE_BOOKING_URL → REMOTE_BOOKING_INTERNAL_URL: where the shell's server reads a remote's fragments. */
const internalUrlVar = (env: string) => env.replace(/_URL$/, '_INTERNAL_URL');

function log(msg: string) {
  process.stdout.write(`[e2e setup] ${msg}\n`);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '0.0.0.0', () => srv.close(() => resolve(true)));
  });
}

const taken = new Set<number>();
/** The preferred port when free, otherwise the next free one above it. */
async function pickPort(envName: string, preferred: number): Promise<number> {
  const fixed = Number(process.env[envName]);
  if (fixed) return fixed;
  for (let p = preferred; p < preferred + 200; p += 10) {
    if (!taken.has(p) && (await portFree(p))) {
      taken.add(p);
      return p;
    }
  }
  throw new Error(`no free port near ${preferred}`);
}

function ensureBuilt() {
  const missing = OUTPUTS.filter((o) => !existsSync(path.join(ROOT, o)));
  if (missing.length === 0 || process.env.E2E_SKIP_BUILD === '1') return;
  log(`building what is missing (${missing.join(', ')})`);
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-missing'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const still = OUTPUTS.filter((o) => !existsSync(path.join(ROOT, o)));
  if (still.length)
    throw new Error(`the production build is incomplete (exit ${res.status}): ${still.join(', ')} missing`);
}

export default async function globalSetup() {
  try {
    await startStack();
  } catch (err) {
    // Playwright skips globalTeardown when setup throws: stop whatever did start, keep the logs.
    if (process.env[STATE_ENV]) await stopStack(true);
    throw err;
  }
}

async function startStack() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx');
  ensureBuilt();

  const baseDir = mkdtempSync(path.join(tmpdir(), 'physio-e2e-'));
  chmodSync(baseDir, 0o755);
  const shellPort = await pickPort('E2E_SHELL_PORT', 18080);
  const apiPort = await pickPort('E2E_API_PORT', 14000);
  const remotePorts = await Promise.all(
    REMOTES.map((r) => pickPort(`E2E_${r.name.toUpperCase()}_PORT`, r.port)),
  );
  const baseURL = `http://localhost:${shellPort}`;
  const stateFile = path.join(baseDir, 'state.json');
  const apiURL = `http://127.0.0.1:${apiPort}`;
  const state: StackState = {
    baseDir,
    baseURL,
    apiURL,
    database: 'pglite',
    shell: { name: 'shell', prefix: '', conf: '', pidFile: '', port: shellPort },
    remotes: {} as StackState['remotes'],
    postgres: null,
    api: null,
  };
  // Written early and after every step so teardown can stop whatever did start.
  const save = () => writeFileSync(stateFile, JSON.stringify(state, null, 2));
  process.env[STATE_ENV] = stateFile;
  save();

  // Database and API.
  state.postgres = createPostgres(baseDir, await pickPort('E2E_PG_PORT', 15432));
  if (state.postgres) log(`PostgreSQL 15 on :${state.postgres.port} (${state.postgres.dataDir})`);
  else log('PostgreSQL server binaries (initdb, pg_ctl) not found: the API uses embedded PGlite instead');
  state.database = state.postgres ? 'postgresql' : 'pglite';
  save();
  state.api = {
    port: apiPort,
    logFile: path.join(baseDir, 'api.log'),
    pid: null,
    env: {
      NODE_ENV: 'test',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(baseDir, 'api-data'),
      JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'console',
      // The outbox's e-mails and SMS reach the dev outboxes within a quarter second (the jest tests drain by hand).
      OUTBOX_DRAIN: 'on',
      OUTBOX_DRAIN_MS: '250',
      PAYMENT_PROVIDER: 'sandbox',
      // WhatsApp stays the console provider (GET /api/dev/whatsapp); the specs sign webhook replies with this secret.
      WHATSAPP_APP_SECRET: E2E_WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
      PUBLIC_URL: baseURL,
      CORS_ORIGINS: baseURL,
      LOG_LEVEL: 'warn',
      // Without DATABASE_URL the API opens PGlite under DATA_DIR (the runner's own setting is ignored).
      DATABASE_URL: state.postgres ? postgresUrl(state.postgres) : '',
    },
  };
  state.api.pid = await startApi(state.api);
  save();
  log(`API on :${apiPort} (${state.database})`);

  // Remotes: each served from a snapshot of its dist, by its own nginx.
  for (const [i, r] of REMOTES.entries()) {
    const port = remotePorts[i]!;
    const root = path.join(baseDir, `${r.workspace}-html`);
    cpSync(path.join(ROOT, r.workspace, 'dist'), root, { recursive: true });
    const inst = prepareNginx({
      name: r.workspace,
      template: 'remote',
      baseDir,
      vars: { LISTEN_PORT: port, DOC_ROOT: root, SHELL_ORIGIN: baseURL },
    });
    state.remotes[r.name] = { ...inst, url: `http://localhost:${port}` };
  }

  // Shell: a snapshot of its dist with mf-config.json written by the containers' own script.
  const shellRoot = path.join(baseDir, 'shell-html');
  cpSync(path.join(ROOT, 'shell/dist'), shellRoot, { recursive: true });
  execFileSync('sh', [path.join(ROOT, 'deploy/docker/40-mf-config.sh')], {
    env: {
      ...process.env,
      DOC_ROOT: shellRoot,
      ...Object.fromEntries(REMOTES.map((r) => [r.env, state.remotes[r.name].url])),
    },
    stdio: 'ignore',
  });
  state.shell = prepareNginx({
    name: 'shell',
    template: 'shell',
    baseDir,
    vars: {
      LISTEN_PORT: shellPort,
      DOC_ROOT: shellRoot,
      API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
      // The remotes' fragments, composed into the shell's frames (README: composition contract).
      ...Object.fromEntries(
        REMOTES.map((r) => [internalUrlVar(r.env), `http://127.0.0.1:${state.remotes[r.name].port}`]),
      ),
    },
  });
  for (const inst of [state.shell, ...Object.values(state.remotes)]) {
    const check = await testNginxConfig(inst, nginx);
    if (!check.ok) throw new Error(`nginx -t failed for ${inst.name}:\n${check.output}`);
    await startNginx(inst, { bin: nginx });
  }
  save();
  log(
    `site ${baseURL} (remotes ${Object.values(state.remotes)
      .map((r) => r.port)
      .join(', ')}), state ${stateFile}`,
  );
}
