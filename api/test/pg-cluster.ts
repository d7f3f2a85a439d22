import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster in a temporary folder (initdb + pg_ctl), for tests and benches. */
export interface PgCluster {
  url: string;
  port: number;
  dir: string;
  /** Stops the server (pg_ctl stop -m fast: open connections are closed) and keeps its data. */
  stopServer(): void;
  /** Starts the stopped server again on the same port with the same data. */
  startServer(): void;
  /** Stops the server and removes the cluster. */
  stop(): void;
}

export function findBinary(name: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export const POSTGRES_MISSING =
  'PostgreSQL tests skipped: initdb/pg_ctl not found on PATH. Install PostgreSQL 15 (apt-get install -y postgresql-15) and add /usr/lib/postgresql/15/bin to PATH.';

export function postgresAvailable(): boolean {
  return Boolean(findBinary('initdb') && findBinary('pg_ctl'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** initdb refuses to run as root: run the server as the postgres (or nobody) account then. */
function asServerUser(): { prefix: string[]; owner?: string } {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { prefix: [] };
  const user = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
  return { prefix: ['runuser', '-u', user, '--'], owner: user };
}

export async function startCluster(
  options: { port?: number; settings?: Record<string, string> } = {},
): Promise<PgCluster> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) throw new Error(POSTGRES_MISSING);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-pg-'));
  const { prefix, owner } = asServerUser();
  if (owner) execFileSync('chown', ['-R', owner, dir]);
  const run = (cmd: string, args: string[]) => {
    const [bin, ...rest] = [...prefix, cmd, ...args];
    execFileSync(bin!, rest, { stdio: 'pipe' });
  };
  const data = path.join(dir, 'data');
  run(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = options.port ?? (await freePort());
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
    ...options.settings,
  };
  const opts = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const startServer = () =>
    run(pgCtl, ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  startServer();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stopServer() {
      run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    startServer,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped (stopServer)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
