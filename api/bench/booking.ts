/**
 * The booking path under load (`npm run bench -w api -- booking`): simulated patients (50) for a while (60 s) against
 * the real API process (src/server.ts) on a throwaway PostgreSQL cluster. Each user loops over HTTP, with a fresh
 * mobile number per booking:
 *   POST /api/users/login → GET /api/dev/sms (the code, SMS_PROVIDER=console) → POST /api/users/login/verify
 *   → POST /api/orders (first_booking) → sign the sandbox payment as the sandbox checkout does
 *   → POST /api/payments/verify.
 * Only this API process gets raised limits (RATE_LIMIT_MAX, OTP_*_RATE_LIMIT). Figures are JSON lines for
 * scripts/bench.mjs. BENCH_BOOKING_SECONDS (60), BENCH_BOOKING_USERS (50), BENCH_BOOKING_WARMUP_SECONDS (5),
 * BENCH_LOG_LEVEL (info, the production default; the API's log goes to a temporary file), BENCH_PG_STATEMENTS=1
 * (prints the statements PostgreSQL spent most time on, from pg_stat_statements).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { providerId } from '../src/platform/providers/payments/ids';
import { paymentSignature } from '../src/platform/providers/payments/signature';
import { startCluster } from '../test/pg-cluster';
import type { ApiProcess } from './api-process';
import { runAsScript, SANDBOX_KEY_SECRET, startBookingApi } from './booking-api';
import type { Figure } from './report';

const P99_TARGET_MS = 200;

export const STEPS = ['send code', 'read code', 'verify code', 'create order', 'verify payment'] as const;
type Step = (typeof STEPS)[number];

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

class BookingError extends Error {}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (n: number) => Math.round(n * 100) / 100;

class Recorder {
  latencies = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  bookingMs: number[] = [];
  requests = 0;
  bookings = 0;
  errors = 0;
  errorSamples: string[] = [];

  error(step: Step, detail: string) {
    this.errors += 1;
    if (this.errorSamples.length < 10) this.errorSamples.push(`${step}: ${detail}`);
  }
}

export function caller(base: string, agent: http.Agent) {
  return (method: 'GET' | 'POST', path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      const req = http.request(
        `${base}${path}`,
        {
          method,
          agent,
          headers: {
            accept: 'application/json',
            ...(body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // kept as text for the error report
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
      req.on('error', reject);
      req.end(body);
    });
}

/** 10-digit numbers starting with 6 or 7, one per booking: never the demo patient (98…) or doctors (90…). */
export function mobileNumbers(): () => string {
  let next = 6_000_000_000 + crypto.randomInt(0, 1_500_000_000);
  return () => String(next++);
}

async function runUsers(
  api: ApiProcess,
  options: { users: number; seconds: number; recorder: Recorder; nextMobile: () => string },
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.users });
  const call = caller(api.base, agent);
  const r = options.recorder;

  async function step(
    name: Step,
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    const t0 = performance.now();
    let answer: Answer;
    try {
      answer = await call(method, path, payload, headers);
    } catch (err) {
      r.error(name, (err as Error).message);
      throw new BookingError();
    }
    r.latencies.get(name)!.push(performance.now() - t0);
    r.requests += 1;
    if (answer.status !== 200) {
      r.error(name, `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      throw new BookingError();
    }
    return answer;
  }

  async function book(n: number): Promise<void> {
    const mobile = options.nextMobile();
    const name = `Bench Patient ${mobile.slice(-4)}`;
    const email = `p${mobile}@example.com`;
    const started = performance.now();
    await step('send code', 'POST', '/api/users/login', { name, email, mobile });
    const outbox = await step('read code', 'GET', `/api/dev/sms?mobile=${mobile}`);
    const otp = (outbox.body as { data?: { otp: string | null }[] }).data?.[0]?.otp;
    if (!otp) {
      r.error('read code', `no code in the outbox for ${mobile}`);
      throw new BookingError();
    }
    const verified = await step('verify code', 'POST', '/api/users/login/verify', { number: mobile, otp });
    const token = verified.headers.authorization;
    if (typeof token !== 'string' || !token) {
      r.error('verify code', 'no authorization header');
      throw new BookingError();
    }
    const auth = { authorization: `Bearer ${token}` };
    const created = await step(
      'create order',
      'POST',
      '/api/orders',
      {
        kind: 'first_booking',
        name,
        email,
        patient_id: mobile,
        quantity: 1 + (n % 3),
        price: 499,
        description: 'Back pain',
        ...(n % 2 === 0 ? { coupon_code: 'WELCOME10' } : {}),
        booking: { mode: 'online', preferred_time: 'morning' },
      },
      auth,
    );
    const orderId = (created.body as { data: { id: string } }).data.id;
    const paymentId = providerId('pay');
    const paid = await step(
      'verify payment',
      'POST',
      '/api/payments/verify',
      {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(SANDBOX_KEY_SECRET, orderId, paymentId),
      },
      auth,
    );
    const data = (paid.body as { data?: { status?: string; order_id?: string } }).data;
    if (data?.status !== 'paid' || data.order_id !== orderId) {
      r.error('verify payment', `unexpected answer ${JSON.stringify(paid.body).slice(0, 200)}`);
      throw new BookingError();
    }
    r.bookingMs.push(performance.now() - started);
    r.bookings += 1;
  }

  const started = performance.now();
  const until = started + options.seconds * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: options.users }, async () => {
      while (performance.now() < until) {
        try {
          await book(counter++);
        } catch (err) {
          if (!(err instanceof BookingError)) throw err;
        }
      }
    }),
  );
  agent.destroy();
  return (performance.now() - started) / 1000;
}

/** CPU seconds a process has used so far (Linux /proc), or null elsewhere. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function countPaid(url: string): Promise<{ paid: number; appointments: number; earnings: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ paid: number; appointments: number; earnings: number }>(
      `select count(*)::int as paid, count(a.id)::int as appointments, count(e.id)::int as earnings
       from orders o
       left join appointments a on a.order_id = o.id::text
       left join doctor_earnings e on e.order_id = o.id::text
       where o.status = 'paid'`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

async function printStatements(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    const { rows } = await client.query<{ calls: number; total: number; mean: number; query: string }>(
      `select calls::int, round(total_exec_time::numeric, 1)::float as total, round(mean_exec_time::numeric, 3)::float as mean,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
       from pg_stat_statements order by total_exec_time desc limit 25`,
    );
    console.error('PostgreSQL statements by total time (ms):');
    for (const r of rows)
      console.error(
        `${String(r.total).padStart(9)} ${String(r.calls).padStart(7)} × ${String(r.mean).padStart(7)}  ${r.query}`,
      );
  } finally {
    await client.end();
  }
}

export async function benchBooking(
  options: { users?: number; seconds?: number; warmupSeconds?: number } = {},
): Promise<Figure[]> {
  const users = options.users ?? 50;
  const seconds = options.seconds ?? 60;
  const warmupSeconds = options.warmupSeconds ?? 5;
  const statements = process.env.BENCH_PG_STATEMENTS === '1';
  const cluster = await startCluster(
    statements ? { settings: { shared_preload_libraries: 'pg_stat_statements' } } : {},
  );
  let api: ApiProcess | null = null;
  try {
    api = await startBookingApi(cluster.url);
    const nextMobile = mobileNumbers();
    const warmup = new Recorder();
    if (warmupSeconds > 0)
      await runUsers(api, { users, seconds: warmupSeconds, recorder: warmup, nextMobile });
    const r = new Recorder();
    const cpuBefore = cpuSeconds(api.pid);
    const elapsed = await runUsers(api, { users, seconds, recorder: r, nextMobile });
    const cpuAfter = cpuSeconds(api.pid);
    const errors = warmup.errors + r.errors;
    for (const sample of [...warmup.errorSamples, ...r.errorSamples].slice(0, 10))
      console.error(`booking error: ${sample}`);
    if (errors) console.error(`API log (last lines):\n${api.tail()}`);
    const stored = await countPaid(cluster.url);
    if (statements) await printStatements(cluster.url);
    const expectedPaid = warmup.bookings + r.bookings;

    const all = STEPS.flatMap((s) => r.latencies.get(s)!).sort((a, b) => a - b);
    const figures: Figure[] = [
      { name: 'booking: completed bookings per second', value: round(r.bookings / elapsed), unit: '/s' },
      { name: 'booking: requests per second', value: round(r.requests / elapsed), unit: 'req/s' },
    ];
    for (const s of STEPS) {
      const sorted = r.latencies.get(s)!.sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      figures.push({ name: `booking: ${s} p50`, value: round(percentile(sorted, 50)), unit: 'ms' });
      figures.push({
        name: `booking: ${s} p99`,
        value: round(p99),
        unit: 'ms',
        target: `< ${P99_TARGET_MS} ms`,
        ok: sorted.length > 0 && p99 < P99_TARGET_MS,
      });
    }
    const overallP99 = percentile(all, 99);
    const bookingMs = r.bookingMs.sort((a, b) => a - b);
    figures.push(
      { name: 'booking: all requests p50', value: round(percentile(all, 50)), unit: 'ms' },
      {
        name: 'booking: all requests p99',
        value: round(overallP99),
        unit: 'ms',
        target: `< ${P99_TARGET_MS} ms`,
        ok: all.length > 0 && overallP99 < P99_TARGET_MS,
      },
      {
        name: 'booking: whole booking (5 requests) p50',
        value: round(percentile(bookingMs, 50)),
        unit: 'ms',
      },
      {
        name: 'booking: whole booking (5 requests) p99',
        value: round(percentile(bookingMs, 99)),
        unit: 'ms',
      },
      ...(cpuBefore !== null && cpuAfter !== null && r.bookings
        ? [
            {
              name: 'booking: API process CPU per booking',
              value: round(((cpuAfter - cpuBefore) * 1000) / r.bookings),
              unit: 'ms',
            },
          ]
        : []),
      { name: 'booking: errors', value: errors, target: '0', ok: errors === 0 },
      {
        name: 'booking: paid orders in the database',
        value: stored.paid,
        target: `= ${expectedPaid} completed (with warm-up)`,
        ok:
          stored.paid === expectedPaid &&
          stored.appointments === expectedPaid &&
          stored.earnings === expectedPaid,
      },
    );
    console.error(
      `booking: ${users} users × ${seconds} s (after ${warmupSeconds} s warm-up): ${r.bookings} bookings, ${r.requests} requests, ${errors} errors; database: ${stored.paid} paid orders, ${stored.appointments} appointments, ${stored.earnings} doctor credits`,
    );
    return figures;
  } finally {
    await api?.stop();
    cluster.stop();
  }
}

if (require.main === module) {
  runAsScript(() =>
    benchBooking({
      users: Number(process.env.BENCH_BOOKING_USERS ?? 50),
      seconds: Number(process.env.BENCH_BOOKING_SECONDS ?? 60),
      warmupSeconds: Number(process.env.BENCH_BOOKING_WARMUP_SECONDS ?? 5),
    }),
  );
}
