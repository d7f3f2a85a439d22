/**
 * The booking path with reschedules mixed in (`npm run bench -w api -- reschedule`, issue 18 "Measured"): simulated
 * patients (50) for a while (60 s) against the real API process on a throwaway PostgreSQL cluster. Each user loops,
 * with a fresh mobile number per booking:
 *   POST /api/users/login → GET /api/dev/sms → POST /api/users/login/verify
 *   → POST /api/orders with a slot (the session is held) → signed sandbox payment, POST /api/payments/verify
 *   → one booking in four: GET /api/users/{id}/appointments → PATCH /api/appointments/{id} to another free slot.
 * Slots are a bench doctor's (every day, 00:00–24:00, 15-minute sessions), each handed out once, so any 409 is an
 * error. Afterwards the database must hold no two live sessions of one doctor overlapping, one order per booking,
 * and one `rescheduled` history row per move. Compare with bench/booking.ts (the same path without moves and
 * without slots). BENCH_RESCHEDULE_SECONDS (60), BENCH_BOOKING_USERS (50), BENCH_BOOKING_WARMUP_SECONDS (5),
 * BENCH_RESCHEDULE_EVERY (4: one booking in N is moved).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { addDays, kolkataDateAndMinute, kolkataInstant, kolkataIso } from '../src/platform/lib/kolkata';
import { providerId } from '../src/platform/providers/payments/ids';
import { paymentSignature } from '../src/platform/providers/payments/signature';
import { startCluster } from '../test/pg-cluster';
import type { ApiProcess } from './api-process';
import { runAsScript, SANDBOX_KEY_SECRET, startBookingApi } from './booking-api';
import { percentile, round } from './booking';
import type { Figure } from './report';

const P95_TARGET_MS = 200;
const BENCH_DOCTOR = '9000000777';
/** What patients name the doctor by (slots, bookings). */
const BENCH_DOCTOR_PUBLIC_ID = 'dr-bench';
const SLOT_MINUTES = 15;

const STEPS = [
  'send code',
  'read code',
  'verify code',
  'create order with slot',
  'verify payment',
  'read sessions',
  'reschedule',
] as const;
type Step = (typeof STEPS)[number];

class Failed extends Error {}

/** Slots of the bench doctor from the day after tomorrow (Asia/Kolkata), each handed out once. */
function slotDealer(): () => string {
  const first = kolkataInstant(addDays(kolkataDateAndMinute(new Date()).date, 2), 0).getTime();
  let next = 0;
  return () => kolkataIso(new Date(first + next++ * SLOT_MINUTES * 60_000));
}

class Recorder {
  latencies = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  bookings = 0;
  moves = 0;
  requests = 0;
  errors = 0;
  samples: string[] = [];
  fail(step: Step, detail: string): never {
    this.errors += 1;
    if (this.samples.length < 10) this.samples.push(`${step}: ${detail}`);
    throw new Failed();
  }
}

async function setUpDoctor(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into doctors (id, public_id, name, email, mobile, gender, birth_date, password_hash, slot_minutes)
       values ($1, $3, 'Dr. Bench', 'bench-doctor@example.com', $1, 'female', '1985-01-01', 'not-a-valid-hash', $2)`,
      [BENCH_DOCTOR, SLOT_MINUTES, BENCH_DOCTOR_PUBLIC_ID],
    );
    await client.query(
      `insert into doctor_availability (doctor_id, weekday, start_minute, end_minute, mode)
       select $1, d, 0, 1440, 'both' from generate_series(0, 6) d`,
      [BENCH_DOCTOR],
    );
  } finally {
    await client.end();
  }
}

async function runUsers(
  api: ApiProcess,
  o: { users: number; seconds: number; every: number; r: Recorder; mobile: () => string; slot: () => string },
): Promise<number> {
  // Node's fetch keeps its connections to the API alive between requests.
  const { r } = o;
  async function step(
    name: Step,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ body: unknown; headers: Headers }> {
    const t0 = performance.now();
    let res: Response;
    let parsed: unknown;
    try {
      res = await fetch(`${api.base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      parsed = await res.json().catch(() => null);
    } catch (err) {
      return r.fail(name, (err as Error).message);
    }
    r.latencies.get(name)!.push(performance.now() - t0);
    r.requests += 1;
    if (res.status !== 200) r.fail(name, `${res.status} ${JSON.stringify(parsed).slice(0, 200)}`);
    return { body: parsed, headers: res.headers };
  }

  async function book(n: number): Promise<void> {
    const mobile = o.mobile();
    const name = `Bench Patient ${mobile.slice(-4)}`;
    const email = `p${mobile}@example.com`;
    await step('send code', 'POST', '/api/users/login', { name, email, mobile });
    const outbox = await step('read code', 'GET', `/api/dev/sms?mobile=${mobile}`);
    const otp = (outbox.body as { data?: { otp: string | null }[] }).data?.[0]?.otp;
    if (!otp) r.fail('read code', `no code for ${mobile}`);
    const verified = await step('verify code', 'POST', '/api/users/login/verify', { number: mobile, otp });
    const token = verified.headers.get('authorization');
    if (!token) r.fail('verify code', 'no authorization header');
    const auth = { authorization: `Bearer ${token}` };
    const created = await step(
      'create order with slot',
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
        booking: { mode: 'online' },
        slot: { start: o.slot(), doctor_id: BENCH_DOCTOR_PUBLIC_ID },
      },
      auth,
    );
    const orderId = (created.body as { data: { id: string } }).data.id;
    const paymentId = providerId('pay');
    await step(
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
    r.bookings += 1;
    if (n % o.every !== 0) return;
    const mine = await step('read sessions', 'GET', `/api/users/${mobile}/appointments`, undefined, auth);
    const session = (mine.body as { data: { id: string; status: string }[] }).data[0];
    if (!session || session.status !== 'scheduled')
      return r.fail('read sessions', `no scheduled session for ${mobile}`);
    const moved = await step(
      'reschedule',
      'PATCH',
      `/api/appointments/${session.id}`,
      { start: o.slot() },
      auth,
    );
    if ((moved.body as { data?: { id?: string } }).data?.id !== session.id)
      r.fail('reschedule', 'answered another session');
    r.moves += 1;
  }

  const started = performance.now();
  const until = started + o.seconds * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: o.users }, async () => {
      while (performance.now() < until) {
        try {
          await book(counter++);
        } catch (err) {
          if (!(err instanceof Failed)) throw err;
        }
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** What the database holds afterwards: overlaps of live sessions (must be 0), orders, moves recorded. */
async function audit(url: string): Promise<{ overlaps: number; orders: number; rescheduled: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ overlaps: number; orders: number; rescheduled: number }>(
      `select
         (select count(*)::int from appointments a join appointments b
            on a.doctor_id = b.doctor_id and a.id < b.id and tstzrange(a.start, a."end") && tstzrange(b.start, b."end")
          where a.status in ('held', 'scheduled') and b.status in ('held', 'scheduled')) as overlaps,
         (select count(*)::int from orders where status = 'paid') as orders,
         (select count(*)::int from appointment_changes where kind = 'rescheduled') as rescheduled`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

export async function benchReschedule(
  options: { users?: number; seconds?: number; warmupSeconds?: number; every?: number } = {},
): Promise<Figure[]> {
  const users = options.users ?? 50;
  const seconds = options.seconds ?? 60;
  const warmupSeconds = options.warmupSeconds ?? 5;
  const every = options.every ?? 4;
  const cluster = await startCluster();
  let api: ApiProcess | null = null;
  try {
    api = await startBookingApi(cluster.url);
    await setUpDoctor(cluster.url);
    let next = 7_000_000_000 + crypto.randomInt(0, 1_500_000_000);
    const mobile = () => String(next++);
    const slot = slotDealer();
    const warmup = new Recorder();
    if (warmupSeconds > 0)
      await runUsers(api, { users, seconds: warmupSeconds, every, r: warmup, mobile, slot });
    const r = new Recorder();
    const elapsed = await runUsers(api, { users, seconds, every, r, mobile, slot });
    const errors = warmup.errors + r.errors;
    for (const s of [...warmup.samples, ...r.samples].slice(0, 10))
      console.error(`reschedule bench error: ${s}`);
    if (errors) console.error(`API log (last lines):\n${api.tail()}`);
    const stored = await audit(cluster.url);
    const bookings = warmup.bookings + r.bookings;
    const moves = warmup.moves + r.moves;

    const bookingSteps = STEPS.slice(0, 5)
      .flatMap((s) => r.latencies.get(s)!)
      .sort((a, b) => a - b);
    const all = STEPS.flatMap((s) => r.latencies.get(s)!).sort((a, b) => a - b);
    const moveMs = r.latencies.get('reschedule')!.sort((a, b) => a - b);
    const figures: Figure[] = [
      {
        name: 'booking + moves: completed bookings per second',
        value: round(r.bookings / elapsed),
        unit: '/s',
      },
      { name: 'booking + moves: reschedules per second', value: round(r.moves / elapsed), unit: '/s' },
      { name: 'booking + moves: requests per second', value: round(r.requests / elapsed), unit: 'req/s' },
      {
        name: 'booking + moves: booking requests p95',
        value: round(percentile(bookingSteps, 95)),
        unit: 'ms',
        target: `< ${P95_TARGET_MS} ms`,
        ok: bookingSteps.length > 0 && percentile(bookingSteps, 95) < P95_TARGET_MS,
      },
      {
        name: 'booking + moves: PATCH /api/appointments/{id} p95',
        value: round(percentile(moveMs, 95)),
        unit: 'ms',
        target: `< ${P95_TARGET_MS} ms`,
        ok: moveMs.length > 0 && percentile(moveMs, 95) < P95_TARGET_MS,
      },
      {
        name: 'booking + moves: all requests p95',
        value: round(percentile(all, 95)),
        unit: 'ms',
        target: `< ${P95_TARGET_MS} ms`,
        ok: all.length > 0 && percentile(all, 95) < P95_TARGET_MS,
      },
      ...STEPS.flatMap((step) => {
        const sorted = r.latencies.get(step)!.sort((x, y) => x - y);
        return [
          { name: `booking + moves: ${step} p50`, value: round(percentile(sorted, 50)), unit: 'ms' },
          { name: `booking + moves: ${step} p95`, value: round(percentile(sorted, 95)), unit: 'ms' },
        ];
      }),
      { name: 'booking + moves: errors', value: errors, target: '0', ok: errors === 0 },
      {
        name: 'booking + moves: overlapping live sessions in the database',
        value: stored.overlaps,
        target: '0',
        ok: stored.overlaps === 0,
      },
      {
        name: 'booking + moves: paid orders in the database',
        value: stored.orders,
        target: `= ${bookings} bookings (no order or charge for a move)`,
        ok: stored.orders === bookings,
      },
      {
        name: 'booking + moves: reschedules recorded',
        value: stored.rescheduled,
        target: `= ${moves} moves`,
        ok: stored.rescheduled === moves,
      },
    ];
    console.error(
      `booking + moves: ${users} users × ${seconds} s (after ${warmupSeconds} s warm-up): ${r.bookings} bookings, ${r.moves} moves, ${errors} errors; database: ${stored.orders} paid orders, ${stored.rescheduled} moves, ${stored.overlaps} overlaps`,
    );
    return figures;
  } finally {
    await api?.stop();
    cluster.stop();
  }
}

if (require.main === module) {
  runAsScript(() =>
    benchReschedule({
      users: Number(process.env.BENCH_BOOKING_USERS ?? 50),
      seconds: Number(process.env.BENCH_RESCHEDULE_SECONDS ?? 60),
      warmupSeconds: Number(process.env.BENCH_BOOKING_WARMUP_SECONDS ?? 5),
      every: Number(process.env.BENCH_RESCHEDULE_EVERY ?? 4),
    }),
  );
}
