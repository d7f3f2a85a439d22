// The e2e stack's back end as processes the suite controls: the API bundle and a throwaway
// PostgreSQL 15 cluster. global-setup starts them, the fault specs stop and restart them mid-session,
// global-teardown stops them. Whatever changes (a new API pid) is written back to the state file.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { saveStackState, stackState, type ApiProcess, type PostgresCluster, type StackState } from './stack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API_ENTRY = path.join(ROOT, 'api/dist/server.js');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process group (then the process), SIGKILL after timeoutMs. */
export async function stopPid(pid: number, timeoutMs = 10000): Promise<void> {
  if (!alive(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    process.kill(pid, 'SIGTERM');
  }
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/** Polls url until it answers 2xx; fails early when isAlive() turns false. */
export async function waitForOk(url: string, timeoutMs: number, isAlive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process behind ${url} exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the API bundle with the stack's settings and waits for /api/health; returns its pid. */
export async function startApi(api: ApiProcess): Promise<number> {
  const out = openSync(api.logFile, 'a');
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...api.env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  let exited = false;
  child.on('exit', () => (exited = true));
  if (!child.pid) throw new Error('the API process did not start');
  await waitForOk(`http://127.0.0.1:${api.port}/api/health`, 90000, () => !exited).catch((err: Error) => {
    throw new Error(`the API did not start: ${err.message}; see ${api.logFile}`);
  });
  return child.pid;
}

/** Stops the running API and starts it again with the same settings (same database, same secret). */
export async function restartApi(): Promise<void> {
  const state = stackState();
  if (!state.api) throw new Error('the stack runs no API');
  if (state.api.pid) await stopPid(state.api.pid);
  state.api.pid = null;
  saveStackState(state);
  state.api.pid = await startApi(state.api);
  saveStackState(state);
}

const has = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;

/** [command, args] run as the cluster's owner (initdb and postgres refuse to run as root). */
function asOwner(cluster: Pick<PostgresCluster, 'runAs'>, cmd: string, args: string[]): [string, string[]] {
  return cluster.runAs ? ['runuser', ['-u', cluster.runAs, '--', cmd, ...args]] : [cmd, args];
}

function pgCtl(cluster: PostgresCluster, args: string[]) {
  const [cmd, argv] = asOwner(cluster, 'pg_ctl', ['-D', cluster.dataDir, ...args]);
  execFileSync(cmd, argv, { stdio: 'ignore' });
}

/** A new cluster in baseDir/pg on `port`, started, with database `physio_e2e`; null when initdb is absent. */
export function createPostgres(baseDir: string, port: number): PostgresCluster | null {
  if (!has('initdb') || !has('pg_ctl')) return null;
  const dataDir = path.join(baseDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const cluster: PostgresCluster = {
    dataDir,
    port,
    runAs: process.getuid?.() === 0 ? 'postgres' : null,
  };
  if (cluster.runAs) execFileSync('chown', ['-R', cluster.runAs, dataDir]);
  chmodSync(dataDir, 0o700);
  const [initCmd, initArgs] = asOwner(cluster, 'initdb', [
    ...['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  startPostgres(cluster);
  const [dbCmd, dbArgs] = asOwner(cluster, 'createdb', [
    ...['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'physio_e2e'],
  ]);
  execFileSync(dbCmd, dbArgs, { stdio: 'ignore' });
  return cluster;
}

export function postgresUrl(cluster: PostgresCluster): string {
  return `postgres://postgres@127.0.0.1:${cluster.port}/physio_e2e`;
}

/** Starts the cluster's server and waits until it accepts connections. */
export function startPostgres(cluster: PostgresCluster): void {
  const opts = [
    `-p ${cluster.port} -k ${cluster.dataDir} -c listen_addresses=127.0.0.1`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  pgCtl(cluster, ['-o', opts, '-l', path.join(cluster.dataDir, 'server.log'), '-w', 'start']);
}

/** Stops the cluster's server (fast: open sessions are cut, as in a crash or a restart). */
export function stopPostgres(cluster: PostgresCluster): void {
  try {
    pgCtl(cluster, ['-m', 'fast', '-w', 'stop']);
  } catch {
    // already stopped
  }
}

/** The running stack's cluster (throws when the suite runs on PGlite). */
export function stackPostgres(state: StackState = stackState()): PostgresCluster {
  if (!state.postgres) throw new Error('the stack runs on PGlite: no PostgreSQL server to stop');
  return state.postgres;
}
