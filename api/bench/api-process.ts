/**
 * The real API server (src/server.ts, as `npm start` runs it) in its own process, for benches that drive it over
 * HTTP. Its logs go to a file in a temporary folder; `tail()` shows the end of them when something went wrong.
 * BENCH_API_NODE_ARGS adds node flags to that process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/pg-cluster';

export interface ApiProcess {
  base: string;
  pid: number;
  tail(lines?: number): string;
  stop(): Promise<void>;
}

const API_DIR = path.resolve(__dirname, '..');

function healthStatus(base: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/health`, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(2000, () => req.destroy());
  });
}

/** Starts the server with `env` on top of the caller's environment (minus its database and Redis) and waits for health. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-bench-api-'));
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...inherited, DATA_DIR: dir, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );
  const tail = (lines = 30) => {
    try {
      return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while ((await healthStatus(base)) !== 200) {
    if (exited !== null) throw new Error(`the API exited with ${exited} while starting:\n${tail()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not become healthy in 90 s:\n${tail()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid!,
    tail,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(killer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
