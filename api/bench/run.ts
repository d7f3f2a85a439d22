/**
 * npm run bench -w api
 * 1. autocannon, 50 connections: coupon lookup and profile read on the real API (PGlite, then PostgreSQL) against a bare
 *    Fastify hello-world in the same run → ratio and p99 (DESIGN.md §6: ≥ 25 %, p99 < 50 ms, no errors). On
 *    PostgreSQL also the profile read of 1,000 different patients (a doctor's token): the reads of one loop turn
 *    share one query (services/patients.ts), so one patient read 50 times at once must not be the only figure.
 * 2. Order creation (POST /api/orders, sandbox payments, bench/orders.ts), 50 connections, against a bare Fastify
 *    hello-world measured in the same run (PGlite, then PostgreSQL).
 * 3. Patient name search over 1,000,000 generated patients on a throwaway PostgreSQL cluster → p95 (< 20 ms).
 * 4. The booking path (bench/booking.ts): 50 simulated patients for 60 s, each looping login → code → verify → order
 *    → signed sandbox payment over HTTP against the real API process on PostgreSQL (p99 < 200 ms, no errors).
 *    Then the booking path with a slot choice (bench/slot-race.ts): 50 patients per round race for one doctor's week
 *    (GET /api/slots → POST /api/orders with a slot, 409 SLOT_TAKEN → look again → sandbox payment), and the database
 *    is checked for overlapping live appointments ("double bookings: 0", otherwise the bench exits 1).
 * 4b. The booking path with reschedules mixed in (bench/reschedule.ts): the same simulated patients booking a slot,
 *    one booking in four then moved (PATCH /api/appointments/{id}); p95, errors and no overlapping sessions after.
 * 5. Free slots (bench/slots.ts): GET /api/slots, 14 days of one doctor with 1,000 booked appointments, on
 *    PostgreSQL → p95 (< 20 ms).
 * Each part prints a console table and its figures as JSON lines with their targets, which `npm run bench`
 * (scripts/bench.mjs) gathers into one table with every other bench's figures.
 * `-- http`, `-- http-postgres`, `-- orders`, `-- search`, `-- booking` (with the slot race), `-- slot-race`,
 * `-- reschedule`, `-- slots` run one part.
 * BENCH_SECONDS (default 10), BENCH_SEARCHES (default 300), BENCH_PATIENTS (default 1000000),
 * BENCH_BOOKING_SECONDS (default 60), BENCH_BOOKING_USERS (default 50), BENCH_SLOT_REQUESTS (default 300),
 * BENCH_SLOT_RACE_PATIENTS (default 50), BENCH_SLOT_RACE_ROUNDS (default 3),
 * BENCH_RESCHEDULE_SECONDS (default 60), BENCH_RESCHEDULE_EVERY (default 4).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { searchPatientsByName } from '../src/services/patients';
import { DEMO_DOCTOR } from '../src/services/seed';
import { signAccessToken } from '../src/services/tokens';
import { freePort, POSTGRES_MISSING, postgresAvailable, startCluster } from '../test/pg-cluster';
import { benchBooking, type Figure } from './booking';
import { clusterCpu, type CpuMeter, cpuPerRequest, processCpu } from './cpu';
import { benchOrders } from './orders';
import { benchReschedule } from './reschedule';
import { benchSlotRace } from './slot-race';
import { benchSlots } from './slots';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1_000_000);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** DESIGN.md §6: the real API's reads against a bare Fastify hello-world, and name search over 1 M patients. */
const RATIO_TARGET_PERCENT = 25;
const READ_P99_TARGET_MS = 50;
const SEARCH_P95_TARGET_MS = 20;

/** One figure as a JSON line: scripts/bench.mjs collects them into the table of every bench. */
function report(figure: Figure): void {
  console.log(JSON.stringify(figure));
}

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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** `clusterDataDir`: the PostgreSQL cluster the API uses, so its CPU per request is shown beside the API's. */
async function httpBench(
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
    // (services/patients.ts batches the reads of one loop turn) cannot flatter the figure.
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

/** `count` patients added to the API's database (mobiles 7000000001…); their ids. */
async function addBenchPatients(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into patients (id, name, email)
       select (7000000000 + g)::text, 'Bench Patient ' || g, 'patient' || g || '@example.com'
       from generate_series(1, $1::int) g
       on conflict (id) do update set name = excluded.name
       returning id`,
      [count],
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

/** bench/orders.ts in this process; it opens the database named by DATABASE_URL (unset → PGlite in memory). */
async function ordersBench(label: string, databaseUrl?: string): Promise<void> {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  try {
    const r = await benchOrders({ durationSeconds: SECONDS, connections: 50 });
    console.log(
      `\nOrder creation, autocannon ${r.connections} connections × ${r.durationSeconds} s (API on ${label})`,
    );
    console.table([
      {
        endpoint: 'hello-world (bare Fastify)',
        'req/s': r.helloWorldRequestsPerSecond,
        'vs hello': '100.0 %',
        'p50 ms': '',
        'p99 ms': '',
        errors: '',
        non2xx: '',
        'orders stored': '',
      },
      {
        endpoint: 'POST /api/orders (sandbox)',
        'req/s': r.requestsPerSecond,
        'vs hello': `${((100 * r.requestsPerSecond) / (r.helloWorldRequestsPerSecond || 1)).toFixed(1)} %`,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        errors: r.errors,
        non2xx: r.non2xx,
        'orders stored': r.ordersStored,
      },
    ]);
    const name = `POST /api/orders (${label})`;
    report({ name: `${name} req/s`, value: r.requestsPerSecond, unit: 'req/s' });
    report({ name: `${name} p99`, value: r.p99Ms, unit: 'ms' });
    const failed = r.errors + r.non2xx;
    report({ name: `${name} errors + non-2xx`, value: failed, target: '0', ok: failed === 0 });
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Myra',
  'Pari',
  'Anika',
  'Navya',
  'Kiara',
  'Riya',
  'Rahul',
  'Priya',
  'Ravi',
  'Meera',
  'Kavya',
  'Suresh',
  'Lakshmi',
  'Deepak',
  'Pooja',
  'Nikhil',
  'Sneha',
  'Rohan',
  'Asha',
  'Imran',
  'Fatima',
  'Joseph',
  'Mary',
  'Gurpreet',
  'Harpreet',
  'Venkat',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patel',
  'Shah',
  'Mehta',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Bose',
  'Menon',
  'Pillai',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Chatterjee',
  'Banerjee',
  'Mukherjee',
  'Sheikh',
  'Khan',
  'Fernandes',
  "D'Souza",
  'Gill',
  'Sandhu',
  'Naidu',
  'Hegde',
];

async function searchBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nName search skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const cluster = await startCluster({ settings: { shared_buffers: '256MB', max_wal_size: '2GB' } });
  const database = openDatabase({ url: cluster.url, poolSize: 4 });
  try {
    await database.migrate();
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const started = Date.now();
    // Names: first + a second given name or initial + last name, ~ 1.4 M distinct combinations.
    await client.query(
      `insert into patients (id, name, email, created_at)
       select (6000000000 + g)::text,
              ($1::text[])[1 + (g * 7) % cardinality($1::text[])] || ' ' ||
              chr(65 + (g / 7) % 26) || '. ' ||
              ($2::text[])[1 + (g * 13 / 5) % cardinality($2::text[])] ||
              case when g % 3 = 0 then '' else ' ' || ($2::text[])[1 + (g / 11) % cardinality($2::text[])] end,
              'p' || g || '@example.com',
              now() - (g % 1000) * interval '1 day'
       from generate_series(1, $3::int) g`,
      [FIRST, LAST, PATIENTS],
    );
    await client.query('analyze patients');
    const count = (await client.query('select count(*)::int n from patients')).rows[0].n as number;
    console.log(
      `\nPostgreSQL: ${count.toLocaleString('en-IN')} patients generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const plan = await client.query(
      `explain select id from patients where lower(name) like '%meera%' limit 200`,
    );
    console.log('plan:', plan.rows.map((r) => r['QUERY PLAN']).join(' | '));
    await client.end();

    const terms = [...FIRST, ...LAST].map((n) => n.toLowerCase());
    const queries = Array.from({ length: SEARCHES }, (_, i) => {
      const term = terms[(i * 17) % terms.length]!;
      // Whole names, and partial names of 3+ letters as a doctor would type them.
      return i % 2 === 0 ? term : term.slice(i % 2, Math.max(4, term.length - 1));
    });
    for (const q of queries.slice(0, 20)) await searchPatientsByName(database.db, q);
    const timings: number[] = [];
    let found = 0;
    for (const q of queries) {
      const t0 = performance.now();
      const rows = await searchPatientsByName(database.db, q);
      timings.push(performance.now() - t0);
      found += rows.length;
    }
    console.log(`\nName search (GET /api/users?name=), ${SEARCHES} queries, one at a time`);
    console.table([
      {
        patients: count,
        'p50 ms': +percentile(timings, 50).toFixed(2),
        'p95 ms': +percentile(timings, 95).toFixed(2),
        'p99 ms': +percentile(timings, 99).toFixed(2),
        'avg rows': Math.round(found / SEARCHES),
      },
    ]);
    const p95 = percentile(timings, 95);
    report({
      name: `name search over ${count.toLocaleString('en-IN')} patients p95`,
      value: p95,
      unit: 'ms',
      target: `< ${SEARCH_P95_TARGET_MS} ms`,
      ok: p95 < SEARCH_P95_TARGET_MS,
    });
    report({ name: 'name search p99', value: percentile(timings, 99), unit: 'ms' });
  } finally {
    await database.close();
    cluster.stop();
  }
}

async function bookingBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nBooking path skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const users = Number(process.env.BENCH_BOOKING_USERS ?? 50);
  const seconds = Number(process.env.BENCH_BOOKING_SECONDS ?? 60);
  console.log(
    `\nBooking path, ${users} simulated patients × ${seconds} s (real API process on PostgreSQL 15)`,
  );
  const figures = await benchBooking({
    users,
    seconds,
    warmupSeconds: Number(process.env.BENCH_BOOKING_WARMUP_SECONDS ?? 5),
  });
  for (const figure of figures) report(figure);
}

async function slotRaceBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nSlot race skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const patients = Number(process.env.BENCH_SLOT_RACE_PATIENTS ?? 50);
  const rounds = Number(process.env.BENCH_SLOT_RACE_ROUNDS ?? 3);
  console.log(
    `\nBooking path with a slot choice: ${rounds} round(s) of ${patients} patients racing for one doctor's week (real API process on PostgreSQL 15)`,
  );
  const figures = await benchSlotRace({ patients, rounds });
  for (const figure of figures) report(figure);
  // A double booking (or any failed check of the race) fails the bench, not only its line in the table.
  if (figures.some((f) => f.ok === false)) process.exitCode = 1;
}

/** bench/reschedule.ts: the booking path with one booking in four then moved, on PostgreSQL. */
async function rescheduleBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nBooking with reschedules skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const users = Number(process.env.BENCH_BOOKING_USERS ?? 50);
  const seconds = Number(process.env.BENCH_RESCHEDULE_SECONDS ?? 60);
  console.log(`\nBooking path with reschedules, ${users} simulated patients × ${seconds} s (PostgreSQL 15)`);
  const figures = await benchReschedule({
    users,
    seconds,
    warmupSeconds: Number(process.env.BENCH_BOOKING_WARMUP_SECONDS ?? 5),
    every: Number(process.env.BENCH_RESCHEDULE_EVERY ?? 4),
  });
  for (const figure of figures) report(figure);
}

async function main() {
  const only = process.argv[2];
  if (!only || only === 'http') await httpBench('PGlite');
  if ((!only || only === 'http' || only === 'http-postgres') && postgresAvailable()) {
    const cluster = await startCluster();
    try {
      await httpBench('PostgreSQL 15', { BENCH_DATABASE_URL: cluster.url }, path.join(cluster.dir, 'data'));
    } finally {
      cluster.stop();
    }
  }
  if (!only || only === 'orders') {
    await ordersBench('PGlite');
    if (postgresAvailable()) {
      const cluster = await startCluster();
      try {
        await ordersBench('PostgreSQL 15', cluster.url);
      } finally {
        cluster.stop();
      }
    }
  }
  if (!only || only === 'search') await searchBench();
  if (!only || only === 'booking') await bookingBench();
  if (!only || only === 'booking' || only === 'slot-race') await slotRaceBench();
  if (!only || only === 'reschedule') await rescheduleBench();
  if (!only || only === 'slots') {
    if (!postgresAvailable()) console.log(`\nFree slots skipped. ${POSTGRES_MISSING}`);
    else
      for (const figure of await benchSlots(Number(process.env.BENCH_SLOT_REQUESTS ?? 300))) report(figure);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
