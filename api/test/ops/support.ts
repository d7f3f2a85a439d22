/**
 * What the operations tests share: the API bundle as the image runs it (dist/server.js, dist/cli.js), the
 * environment docker compose gives a service (YAML read, overrides merged, ${VAR} interpolated as compose does),
 * API processes started with exactly such an environment, and a throwaway redis-server.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { findBinary, freePort, type PgCluster } from '../pg-cluster';

export const API_DIR = path.resolve(__dirname, '../..');
export const REPO_ROOT = path.resolve(API_DIR, '..');

export const REDIS_MISSING =
  'redis-server not found on PATH: the scale-out and compose tests need it. Install it with: apt-get install -y redis-server';

export const redisAvailable = () => Boolean(findBinary('redis-server'));

/** Builds the API bundle (server.js, cli.js, drizzle/) into a folder of its own inside api/.tmp. */
export function buildBundle(): string {
  const dir = path.join(API_DIR, '.tmp', `ops-dist-${process.pid}-${Date.now()}`);
  execFileSync(process.execPath, ['build.mjs', '--outdir', dir], { cwd: API_DIR, stdio: 'pipe' });
  return dir;
}

export class ComposeError extends Error {}

/**
 * Compose's interpolation: ${VAR}, ${VAR:-default} (unset or empty), ${VAR-default} (unset), ${VAR:?message}
 * and ${VAR?message} (refuse), $$ for a dollar sign.
 */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])((?:[^}])*))?\}/g,
    (match, name: string | undefined, colon: string, op: string, arg: string) => {
      if (match === '$$') return '$';
      const v = env[name!];
      const missing = colon ? v === undefined || v === '' : v === undefined;
      if (op === '?' && missing) throw new ComposeError(`${name}: ${arg}`);
      if (op === '-' && missing) return interpolate(arg, env);
      return v ?? '';
    },
  );
}

type ComposeFile = { services?: Record<string, { environment?: Record<string, unknown> | string[] }> };

export const readCompose = (file: string): ComposeFile =>
  parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'), { merge: true }) as ComposeFile;

/** The environment of one service after `docker compose -f a -f b …`: later files override keys. */
export function composeEnvironment(
  files: string[],
  service: string,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of files) {
    const raw = readCompose(file).services?.[service]?.environment ?? {};
    const entries = Array.isArray(raw)
      ? raw.map((line) => {
          const i = line.indexOf('=');
          return [line.slice(0, i), line.slice(i + 1)] as const;
        })
      : Object.entries(raw);
    for (const [key, value] of entries) merged[key] = interpolate(String(value ?? ''), env);
  }
  return merged;
}

/** A fresh database in the cluster; its URL. */
export async function createDatabase(cluster: PgCluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-redis-'));
  const child = spawn(
    findBinary('redis-server')!,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const net = await import('node:net');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start in 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  base: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function spawnNode(script: string, args: string[], env: Record<string, string>) {
  // Exactly the given environment, as a container has: nothing of the test runner's leaks in.
  const child: ChildProcess = spawn(process.execPath, [script, ...args], {
    cwd: path.dirname(script),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))),
  );
  return { child, exit, output: () => text };
}

/** `node <bundle>/server.js` with `env` (plus a temporary DATA_DIR unless given); resolves once healthy. */
export async function startApi(bundle: string, env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'physio-ops-api-'));
  const port = env.PORT ?? String(await freePort());
  const { child, exit, output } = spawnNode(path.join(bundle, 'server.js'), [], {
    ...env,
    DATA_DIR: dataDir,
    PORT: port,
  });
  let exited: number | null = null;
  void exit.then((code) => (exited = code));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await healthy(base))) {
    if (exited !== null) throw new Error(`the API exited with ${exited} while starting:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not become healthy in 60 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    base,
    output,
    async stop(signal = 'SIGTERM') {
      if (exited === null) {
        child.kill(signal);
        await exit;
      }
    },
  };
}

/** Runs a bundled script to its end: exit code and output. */
export async function runToExit(
  bundle: string,
  script: 'server.js' | 'cli.js',
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number; output: string }> {
  const { child, exit, output } = spawnNode(path.join(bundle, script), args, env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exit;
  clearTimeout(timer);
  return { code, output: output() };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

/** One HTTP call as a browser (through the shell's proxy) would make it. */
export async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (metrics)
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** Patient login over HTTP: code requested, read from the dev outbox, verified; bearer headers. */
export async function patientLogin(
  send: string,
  read: string,
  verify: string,
  mobile: string,
  /** Sent with both calls (a client address of its own: `x-forwarded-for`). */
  headers: Record<string, string> = {},
): Promise<{ authorization: string }> {
  const sent = await call(
    send,
    'POST',
    '/api/users/login',
    { name: 'Ops Test', email: 'ops@example.com', mobile },
    headers,
  );
  if (sent.status !== 200) throw new Error(`login: ${sent.status} ${sent.text}`);
  const outbox = await call(read, 'GET', `/api/dev/sms?mobile=${mobile}`);
  const otp = (outbox.body as { data?: { otp: string | null }[] } | undefined)?.data?.[0]?.otp;
  if (!otp) throw new Error(`no code in the dev outbox: ${outbox.status} ${outbox.text}`);
  const verified = await call(verify, 'POST', '/api/users/login/verify', { number: mobile, otp }, headers);
  const token = verified.headers.get('authorization');
  if (verified.status !== 200 || !token) throw new Error(`verify: ${verified.status} ${verified.text}`);
  return { authorization: `Bearer ${token}` };
}

/**
 * A first online booking placed, paid in the sandbox checkout and verified over HTTP, each step on the API given
 * (instances may differ); the order's id and the verify answer.
 */
export async function payFirstBooking(
  on: { order: string; checkout: string; verify: string },
  auth: Record<string, string>,
  patient: { name: string; email: string; mobile: string },
): Promise<{ orderId: string; paid: Answer }> {
  const order = await call(
    on.order,
    'POST',
    '/api/orders',
    {
      kind: 'first_booking',
      name: patient.name,
      email: patient.email,
      patient_id: patient.mobile,
      quantity: 1,
      price: 499,
      description: 'Back pain',
      booking: { mode: 'online', preferred_time: 'morning' },
    },
    auth,
  );
  if (order.status !== 200) throw new Error(`order: ${order.status} ${order.text}`);
  const orderId = order.body.data.id as string;
  const checkout = await call(on.checkout, 'POST', '/api/payments/sandbox/pay', {
    order_id: orderId,
    outcome: 'success',
  });
  if (checkout.status !== 200) throw new Error(`checkout: ${checkout.status} ${checkout.text}`);
  const { razorpay_payment_id, razorpay_signature } = checkout.body.data as Record<string, string>;
  const paid = await call(
    on.verify,
    'POST',
    '/api/payments/verify',
    { razorpay_order_id: orderId, razorpay_payment_id, razorpay_signature },
    auth,
  );
  return { orderId, paid };
}
