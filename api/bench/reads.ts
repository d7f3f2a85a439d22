/**
 * Part 1 of the bench (run.ts): coupon lookup and profile read on the real API process, autocannon 50 connections,
 * against a bare Fastify hello-world in the same run → ratio and p99 (DESIGN.md §6), with CPU per request of the API
 * and of PostgreSQL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_DOCTOR } from '../src/modules/site/seed';
import { signAccessToken } from '../src/modules/identity/tokens';
import { freePort } from '../test/pg-cluster';
import { clusterCpu, type CpuMeter, cpuPerRequest, processCpu } from './cpu';
import { report } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** DESIGN.md §6: the real API's reads against a bare Fastify hello-world. */
const RATIO_TARGET_PERCENT = 25;
const READ_P99_TARGET_MS = 50;

/** BENCH_CPU_PROF=<folder>: the API process writes a V8 CPU profile there (summarise: bench/profile-summary.ts). */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;

async function startChild(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const profile =
    CPU_PROF_DIR && script === 'api-server.ts' ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = fork(path.join(__dirname, script), [], {
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** µs of CPU per request in each measured process (server, PostgreSQL); null where not measurable. */
  cpu: Record<string, number | null>;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  meters: Record<string, CpuMeter> = {},
  /** A path per request (otherwise always `url`'s). */
  nextPath?: () => string,
): Promise<Row> {
  const requests = nextPath
    ? [{ setupRequest: (r: { path: string }) => ({ ...r, path: nextPath() }) }]
    : undefined;
  const { result, usPerRequest } = await cpuPerRequest(meters, async () => {
    const r = await autocannon({ url, connections: 50, duration: SECONDS, headers, requests });
    return { r, requests: r.requests.total };
  });
  return {
    name,
    rps: Math.round(result.r.requests.average),
    p50: result.r.latency.p50,
    p99: result.r.latency.p99,
    errors: result.r.errors + result.r.timeouts,
    non2xx: result.r.non2xx,
    cpu: usPerRequest,
  };
}

/** `clusterDataDir`: the PostgreSQL cluster the API uses, so its CPU per request is shown beside the API's. */
export async function httpBench(
  label: string,
  extraEnv: Record<string, string> = {},
  clusterDataDir?: string,
): Promise<void> {
  const helloPort = await freePort();
  const apiPort = await freePort();
  const hello = await startChild('hello.ts', { PORT: String(helloPort) });
  const api = await startChild('api-server.ts', {
    PORT: String(apiPort),
    JWT_SECRET,
    SEED_DEMO: 'true',
    ...extraEnv,
  });
  try {
    const token = await signAccessToken(JWT_SECRET, { sub: '9876543210', role: 'patient' });
    const auth = { authorization: `Bearer ${token}` };
    const base = `http://127.0.0.1:${apiPort}`;
    // Warm up (JIT, PGlite caches) before measuring.
    await autocannon({ url: `${base}/api/users/9876543210`, connections: 10, duration: 2, headers: auth });
    await autocannon({ url: `http://127.0.0.1:${helloPort}/hello`, connections: 10, duration: 2 });
    const apiMeters: Record<string, CpuMeter> = { server: processCpu(api.pid) };
    if (clusterDataDir) apiMeters.postgres = clusterCpu(clusterDataDir);
    const rows = [
      await load(
        'hello-world (bare Fastify)',
        `http://127.0.0.1:${helloPort}/hello`,
        {},
        {
          server: processCpu(hello.pid),
        },
      ),
      await load('coupon lookup', `${base}/api/dashboard/coupons?coupon_code=WELCOME10`, auth, apiMeters),
      await load('profile read', `${base}/api/users/9876543210`, auth, apiMeters),
    ];
    // The same read over many different patients (a doctor's token), so reads of one patient sharing a query
    // (modules/patients/patients.ts batches the reads of one loop turn) cannot flatter the figure.
    if (extraEnv.BENCH_DATABASE_URL) {
      const ids = await addBenchPatients(extraEnv.BENCH_DATABASE_URL, MANY_PATIENTS);
      const doctor = await signAccessToken(JWT_SECRET, { sub: DEMO_DOCTOR.id, role: 'doctor' });
      let next = 0;
      rows.push(
        await load(
          `profile read, ${ids.length} patients`,
          `${base}/api/users/${ids[0]}`,
          { authorization: `Bearer ${doctor}` },
          apiMeters,
          () => `/api/users/${ids[next++ % ids.length]}`,
        ),
      );
    }
    const baseline = rows[0]!.rps;
    const loadAverage = fs.existsSync('/proc/loadavg')
      ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ', 3).join(' ')
      : '';
    console.log(
      `\nHTTP, autocannon 50 connections × ${SECONDS} s (API on ${label}; load average ${loadAverage || 'n/a'})`,
    );
    console.table(
      rows.map((r) => ({
        endpoint: r.name,
        'req/s': r.rps,
        'vs hello': `${((100 * r.rps) / baseline).toFixed(1)} %`,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        non2xx: r.non2xx,
        'server CPU µs/req': r.cpu.server ?? '',
        'PostgreSQL CPU µs/req': r.cpu.postgres ?? '',
      })),
    );
    report({ name: `hello-world (${label}) req/s`, value: baseline, unit: 'req/s' });
    for (const r of rows.slice(1)) reportRead(`${r.name} (${label})`, r, baseline);
  } finally {
    await stop(api);
    await stop(hello);
  }
}

const MANY_PATIENTS = 1000;

/**
 * `count` patients added to the API's database (mobiles 7000000001…), all the demo doctor's (their plan), so the
 * doctor's reads pass the care check (modules/patients/care.ts) like a real doctor's reads of their own patients; their ids.
 */
async function addBenchPatients(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into patients (id, name, email, doctor_id)
       select (7000000000 + g)::text, 'Bench Patient ' || g, 'patient' || g || '@example.com', $2
       from generate_series(1, $1::int) g
       on conflict (id) do update set name = excluded.name, doctor_id = excluded.doctor_id
       returning id`,
      [count, DEMO_DOCTOR.id],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** A read endpoint's figures against DESIGN.md §6: share of the hello-world's throughput, p99, errors. */
function reportRead(name: string, r: Omit<Row, 'name'>, helloRps: number): void {
  const ratio = (100 * r.rps) / (helloRps || 1);
  report({ name: `${name} req/s`, value: r.rps, unit: 'req/s' });
  report({
    name: `${name} vs hello-world`,
    value: ratio,
    unit: '%',
    target: `≥ ${RATIO_TARGET_PERCENT} %`,
    ok: ratio >= RATIO_TARGET_PERCENT,
  });
  report({
    name: `${name} p99`,
    value: r.p99,
    unit: 'ms',
    target: `< ${READ_P99_TARGET_MS} ms`,
    ok: r.p99 < READ_P99_TARGET_MS,
  });
  const failed = r.errors + r.non2xx;
  report({ name: `${name} errors + non-2xx`, value: failed, target: '0', ok: failed === 0 });
}
