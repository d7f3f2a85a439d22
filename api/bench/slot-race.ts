/**
 * The booking path with a slot choice (`npm run bench -w api -- slot-race`, also part of `-- booking`): in each round
 * 50 patients (BENCH_SLOT_RACE_PATIENTS) race for the free times of one doctor in one week, against the real API
 * process (src/server.ts) on a throwaway PostgreSQL cluster. Each patient logs in by one-time code, then loops
 *   GET /api/slots (that week, that doctor, their mode) → POST /api/orders with one of the earliest free slots
 * until an order is created (409 SLOT_TAKEN: someone was faster, look again), then pays through the sandbox
 * (POST /api/payments/verify with the checkout's signature). Every fifth patient wants a home visit.
 * Afterwards the database itself is asked whether two live appointments of a doctor overlap (a self-join on
 * tstzrange overlap; home visits with their 30 min travel too): "double bookings: 0" or the bench fails.
 * BENCH_SLOT_RACE_ROUNDS (3): rounds, each on the next week.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { addDays, kolkataDateAndMinute, weekdayOf } from '../src/platform/lib/kolkata';
import { providerId } from '../src/platform/providers/payments/ids';
import { paymentSignature } from '../src/platform/providers/payments/signature';
import { DEMO_DOCTOR } from '../src/modules/site/seed';
import { startCluster } from '../test/pg-cluster';
import type { ApiProcess } from './api-process';
import { runAsScript, SANDBOX_KEY_SECRET, startBookingApi } from './booking-api';
import { caller, mobileNumbers, percentile, round, type Answer } from './booking';
import type { Figure } from './report';

/** A patient takes one of this many earliest free times: most of them want the same few. */
const EARLIEST = 3;
/** Looks at the free times again at most this often before giving up. */
const MAX_TRIES = 30;

const STEPS = [
  'send code',
  'read code',
  'verify code',
  'list slots',
  'create order',
  'verify payment',
] as const;
type Step = (typeof STEPS)[number];

class RaceError extends Error {}

class Recorder {
  latencies = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  /** From the start of the race to the paid order, per patient. */
  bookingMs: number[] = [];
  requests = 0;
  booked = 0;
  created = 0;
  taken = 0;
  gaveUp = 0;
  errors = 0;
  errorSamples: string[] = [];
  error(step: Step, detail: string) {
    this.errors += 1;
    if (this.errorSamples.length < 10) this.errorSamples.push(`${step}: ${detail}`);
  }
}

/** Monday of the week `weeksAhead` after the next one (Kolkata dates): never inside the lead time. */
function raceWeek(weeksAhead: number): { from: string; to: string } {
  const today = kolkataDateAndMinute(new Date()).date;
  let monday = addDays(today, 1);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  const from = addDays(monday, 7 * weeksAhead);
  return { from, to: addDays(from, 6) };
}

interface Patient {
  mobile: string;
  name: string;
  email: string;
  auth: Record<string, string>;
  home: boolean;
}

async function race(
  api: ApiProcess,
  options: { patients: number; week: { from: string; to: string }; publicId: string; r: Recorder },
  nextMobile: () => string,
): Promise<number> {
  const { r, week, publicId } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.patients });
  const call = caller(api.base, agent);

  async function step(
    name: Step,
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    headers?: Record<string, string>,
    accept: number[] = [200],
  ): Promise<Answer> {
    const t0 = performance.now();
    let answer: Answer;
    try {
      answer = await call(method, path, payload, headers);
    } catch (err) {
      r.error(name, (err as Error).message);
      throw new RaceError();
    }
    r.latencies.get(name)!.push(performance.now() - t0);
    r.requests += 1;
    if (!accept.includes(answer.status)) {
      r.error(name, `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      throw new RaceError();
    }
    return answer;
  }

  async function login(n: number): Promise<Patient | null> {
    const mobile = nextMobile();
    const name = `Race Patient ${mobile.slice(-4)}`;
    const email = `p${mobile}@example.com`;
    try {
      await step('send code', 'POST', '/api/users/login', { name, email, mobile });
      const outbox = await step('read code', 'GET', `/api/dev/sms?mobile=${mobile}`);
      const otp = (outbox.body as { data?: { otp: string | null }[] }).data?.[0]?.otp;
      if (!otp) {
        r.error('read code', `no code in the outbox for ${mobile}`);
        return null;
      }
      const verified = await step('verify code', 'POST', '/api/users/login/verify', { number: mobile, otp });
      const token = verified.headers.authorization;
      if (typeof token !== 'string' || !token) {
        r.error('verify code', 'no authorization header');
        return null;
      }
      return { mobile, name, email, auth: { authorization: `Bearer ${token}` }, home: n % 5 === 0 };
    } catch (err) {
      if (err instanceof RaceError) return null;
      throw err;
    }
  }

  async function book(p: Patient, raceStart: number): Promise<void> {
    const mode = p.home ? 'home' : 'online';
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const listed = await step(
        'list slots',
        'GET',
        `/api/slots?from=${week.from}&to=${week.to}&mode=${mode}&doctor_id=${publicId}`,
      );
      const free = (listed.body as { data: { start: string }[] }).data;
      if (!free.length) {
        r.gaveUp += 1;
        return;
      }
      const slot = free[crypto.randomInt(0, Math.min(EARLIEST, free.length))]!;
      const created = await step(
        'create order',
        'POST',
        '/api/orders',
        {
          kind: 'first_booking',
          name: p.name,
          email: p.email,
          patient_id: p.mobile,
          quantity: 1,
          price: 499,
          description: 'Back pain',
          booking: p.home ? { mode, address: '12 MG Road, Pune', pincode: '411001' } : { mode },
          slot: { start: slot.start, doctor_id: publicId },
        },
        p.auth,
        [200, 201, 409],
      );
      if (created.status === 409) {
        const code = (created.body as { code?: string }).code;
        if (code !== 'SLOT_TAKEN') {
          r.error('create order', `409 ${JSON.stringify(created.body).slice(0, 200)}`);
          throw new RaceError();
        }
        r.taken += 1;
        continue;
      }
      r.created += 1;
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
        p.auth,
      );
      const data = (paid.body as { data?: { status?: string } }).data;
      if (data?.status !== 'paid') {
        r.error('verify payment', `unexpected answer ${JSON.stringify(paid.body).slice(0, 200)}`);
        throw new RaceError();
      }
      r.booked += 1;
      r.bookingMs.push(performance.now() - raceStart);
      return;
    }
    r.gaveUp += 1;
  }

  // Everyone logs in first, then all race for the week's times at once.
  const patients = (await Promise.all(Array.from({ length: options.patients }, (_, n) => login(n)))).filter(
    (p): p is Patient => p !== null,
  );
  const started = performance.now();
  await Promise.all(
    patients.map((p) =>
      book(p, started).catch((err: unknown) => {
        if (!(err instanceof RaceError)) throw err;
      }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return elapsed;
}

interface DatabaseCheck {
  /** Pairs of live (held or scheduled) appointments of one doctor whose times overlap. */
  doubleBookings: number;
  /** Pairs of live home visits of one doctor less than the travel buffer apart. */
  homeTooClose: number;
  /** Paid orders of the race, and those whose session is scheduled at the slot the patient chose. */
  paidOrders: number;
  scheduledSessions: number;
}

const LIVE = `status in ('held', 'scheduled') and start is not null`;
/** Pairs of live appointments of one doctor whose times overlap: what the exclusion constraint forbids. */
export const DOUBLE_BOOKINGS_SQL = `select count(*)::int as n
  from (select * from appointments where ${LIVE}) a
  join (select * from appointments where ${LIVE}) b
    on a.doctor_id = b.doctor_id and a.id < b.id
   and tstzrange(a.start, a."end") && tstzrange(b.start, b."end")`;
/** Pairs of live home visits of one doctor closer than the travel buffer (each one's range runs to travel_end). */
export const HOME_TOO_CLOSE_SQL = `select count(*)::int as n
  from (select * from appointments where ${LIVE} and mode = 'home') a
  join (select * from appointments where ${LIVE} and mode = 'home') b
    on a.doctor_id = b.doctor_id and a.id < b.id
   and tstzrange(a.start, a.travel_end) && tstzrange(b.start, b.travel_end)`;

async function checkDatabase(
  url: string,
  doctorId: string,
  from: string,
  to: string,
): Promise<DatabaseCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const overlaps = await client.query<{ n: number }>(DOUBLE_BOOKINGS_SQL);
    const home = await client.query<{ n: number }>(HOME_TOO_CLOSE_SQL);
    const sessions = await client.query<{ paid: number; scheduled: number }>(
      `select count(distinct o.id)::int as paid,
              count(a.id) filter (where a.status = 'scheduled' and a.doctor_id = $1
                                  and (a.start at time zone 'Asia/Kolkata')::date between $2::date and $3::date)::int
                as scheduled
       from orders o
       left join appointments a on a.order_id = o.id::text
       where o.status = 'paid' and o.name like 'Race Patient %'`,
      [doctorId, from, to],
    );
    return {
      doubleBookings: overlaps.rows[0]!.n,
      homeTooClose: home.rows[0]!.n,
      paidOrders: sessions.rows[0]!.paid,
      scheduledSessions: sessions.rows[0]!.scheduled,
    };
  } finally {
    await client.end();
  }
}

export async function benchSlotRace(options: { patients?: number; rounds?: number } = {}): Promise<Figure[]> {
  const patients = options.patients ?? 50;
  const rounds = options.rounds ?? 3;
  const doctorId = DEMO_DOCTOR.id;
  const publicId = DEMO_DOCTOR.publicId;
  const cluster = await startCluster();
  let api: ApiProcess | null = null;
  try {
    api = await startBookingApi(cluster.url);
    const nextMobile = mobileNumbers();
    const r = new Recorder();
    let elapsed = 0;
    const weeks = Array.from({ length: rounds }, (_, i) => raceWeek(i));
    for (const week of weeks) elapsed += await race(api, { patients, week, publicId, r }, nextMobile);
    for (const sample of r.errorSamples) console.error(`slot race error: ${sample}`);
    if (r.errors) console.error(`API log (last lines):\n${api.tail()}`);
    const check = await checkDatabase(cluster.url, doctorId, weeks[0]!.from, weeks.at(-1)!.to);
    console.log(`double bookings: ${check.doubleBookings}`);
    console.error(
      `slot race: ${rounds} round(s) × ${patients} patients on ${doctorId} (${weeks[0]!.from} … ${weeks.at(-1)!.to}): ` +
        `${r.booked} booked and paid, ${r.created} orders created, ${r.taken} × 409 SLOT_TAKEN, ${r.gaveUp} found no free time, ` +
        `${r.errors} errors; database: ${check.paidOrders} paid orders, ${check.scheduledSessions} sessions scheduled in those weeks, ` +
        `${check.doubleBookings} double bookings, ${check.homeTooClose} home visits closer than the travel buffer`,
    );
    const p95 = (values: number[]) =>
      round(
        percentile(
          [...values].sort((a, b) => a - b),
          95,
        ),
      );
    const wanted = patients * rounds;
    return [
      { name: 'slot race: bookings per second', value: round(r.booked / elapsed), unit: '/s' },
      { name: 'slot race: requests per second', value: round(r.requests / elapsed), unit: 'req/s' },
      ...(['list slots', 'create order', 'verify payment'] as const).map((s) => ({
        name: `slot race: ${s} p95`,
        value: p95(r.latencies.get(s)!),
        unit: 'ms',
      })),
      { name: 'slot race: race start → paid p95', value: p95(r.bookingMs), unit: 'ms' },
      { name: 'slot race: orders created (200)', value: r.created },
      { name: 'slot race: slot taken (409 SLOT_TAKEN)', value: r.taken },
      {
        name: 'slot race: patients booked and paid',
        value: r.booked,
        target: `= ${wanted}`,
        ok: r.booked === wanted,
      },
      { name: 'slot race: errors', value: r.errors, target: '0', ok: r.errors === 0 },
      {
        name: 'slot race: sessions scheduled in the database',
        value: check.scheduledSessions,
        target: `= ${r.booked} paid (${check.paidOrders} paid orders)`,
        ok: check.scheduledSessions === r.booked && check.paidOrders === r.booked,
      },
      {
        name: 'slot race: double bookings in the database',
        value: check.doubleBookings,
        target: '0',
        ok: check.doubleBookings === 0,
      },
      {
        name: 'slot race: home visits under 30 min apart in the database',
        value: check.homeTooClose,
        target: '0',
        ok: check.homeTooClose === 0,
      },
    ];
  } finally {
    await api?.stop();
    cluster.stop();
  }
}

if (require.main === module) {
  runAsScript(() =>
    benchSlotRace({
      patients: Number(process.env.BENCH_SLOT_RACE_PATIENTS ?? 50),
      rounds: Number(process.env.BENCH_SLOT_RACE_ROUNDS ?? 3),
    }),
  );
}
