/**
 * npm run bench -w api
 * 1. autocannon, 50 connections: coupon lookup and profile read on the real API (PGlite, then PostgreSQL) against a bare
 *    Fastify hello-world in the same run → ratio and p99 (DESIGN.md §6: ≥ 25 %, p99 < 50 ms, no errors). On
 *    PostgreSQL also the profile read of 1,000 different patients (a doctor's token): the reads of one loop turn
 *    share one query (modules/patients/patients.ts), so one patient read 50 times at once must not be the only figure.
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
 * 4c. One patient scripting 100 orders with slots at one doctor's day (bench/hold-flood.ts): at most 2 accepted
 *    (holds), the rest refused with 409/429, the day's other times still free and the next patient books one.
 * 5. Free slots (bench/slots.ts): GET /api/slots, 14 days of one doctor with 1,000 booked appointments, on
 *    PostgreSQL → p95 (< 20 ms).
 * 6. WhatsApp replies (bench/whatsapp-replies.ts): a signed webhook reply per session (Confirm or Cancel) about 1,000
 *    sessions on PostgreSQL → reply → state change p95 (< 100 ms); then all replayed: each session changed once.
 * 7. The waitlist (bench/waitlist.ts): freed slots offered through the outbox (cancel → SMS sent, p95 < 2 s) and
 *    20 patients racing for each, 0 double claims, on PostgreSQL.
 * 8. A patient's health record page (bench/outcome-record-page.ts): intake, 50 notes, 30 scores, a program of one of 1,000
 *    patients, the page's reads in parallel, on PostgreSQL → p95 (< 30 ms).
 * 9. Weekly series (bench/series.ts): 50 patients booking 12-session series at once for one doctor (p95 < 150 ms),
 *    once the API has served six such bursts for colleagues (the first one's p95 reported too), with a pool of twice
 *    the cores; then 50 racing for one series; 0 overlapping live sessions after, on PostgreSQL.
 * 5b. Home slots with the road (bench/travel.ts): the same 14 days and 1,000 appointments, a quarter of the coming
 *    ones home visits across Bengaluru, slots at one PIN with the road computed → p95 (< 25 ms).
 * 10. The retention purge (bench/privacy-purge.ts): 2,000 erased accounts past their periods among 20,000 active ones
 *    and 100,000 old messages among 200,000, on PostgreSQL → the run, its longest transaction (< 1 s), a second run
 *    with nothing to do, and the rows checked after.
 * Each part prints a console table and its figures as JSON lines with their targets, which `npm run bench`
 * (scripts/bench.mjs) gathers into one table with every other bench's figures.
 * `-- http`, `-- http-postgres`, `-- orders`, `-- search`, `-- booking` (with the slot race), `-- slot-race`,
 * `-- reschedule`, `-- hold-flood`, `-- slots`, `-- travel`, `-- whatsapp`, `-- waitlist`, `-- record-page`, `-- series`, `-- purge` run one
 * part.
 * BENCH_SECONDS (default 10), BENCH_SEARCHES (default 300), BENCH_PATIENTS (default 1000000),
 * BENCH_BOOKING_SECONDS (default 60), BENCH_BOOKING_USERS (default 50), BENCH_SLOT_REQUESTS (default 300),
 * BENCH_SLOT_RACE_PATIENTS (default 50), BENCH_SLOT_RACE_ROUNDS (default 3),
 * BENCH_RESCHEDULE_SECONDS (default 60), BENCH_RESCHEDULE_EVERY (default 4), BENCH_WHATSAPP_REPLIES (default 1000).
 */
import path from 'node:path';
import { POSTGRES_MISSING, postgresAvailable, startCluster } from '../test/pg-cluster';
import { benchBooking } from './booking';
import { benchHoldFlood } from './hold-flood';
import { benchOrders } from './orders';
import { benchReschedule } from './reschedule';
import { benchSlotRace } from './slot-race';
import { benchSlots } from './slots';
import { benchTravelSlots } from './travel';
import { benchWhatsAppReplies } from './whatsapp-replies';
import { benchWaitlist } from './waitlist';
import { benchRecordPage } from './outcome-record-page';
import { benchSeries } from './series';
import { benchPrivacyPurge } from './privacy-purge';
import { httpBench } from './reads';
import { report } from './report';
import { searchBench } from './search';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

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

/** bench/hold-flood.ts: one patient scripting 100 orders with slots leaves the doctor's day bookable. */
async function holdFloodBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nHold flood skipped. ${POSTGRES_MISSING}`);
    return;
  }
  console.log('\nOne patient scripting 100 orders with slots at one doctor’s day (PostgreSQL 15)');
  const figures = await benchHoldFlood();
  for (const figure of figures) report(figure);
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
  if (!only || only === 'hold-flood') await holdFloodBench();
  if (!only || only === 'slots') {
    if (!postgresAvailable()) console.log(`\nFree slots skipped. ${POSTGRES_MISSING}`);
    else
      for (const figure of await benchSlots(Number(process.env.BENCH_SLOT_REQUESTS ?? 300))) report(figure);
  }
  if (!only || only === 'travel') {
    if (!postgresAvailable()) console.log(`\nHome slots with the road skipped. ${POSTGRES_MISSING}`);
    else
      for (const figure of await benchTravelSlots(Number(process.env.BENCH_SLOT_REQUESTS ?? 300)))
        report(figure);
  }
  if (!only || only === 'whatsapp') {
    if (!postgresAvailable()) console.log(`\nWhatsApp replies skipped. ${POSTGRES_MISSING}`);
    else
      for (const figure of await benchWhatsAppReplies(Number(process.env.BENCH_WHATSAPP_REPLIES ?? 1000)))
        report(figure);
  }
  if (!only || only === 'waitlist') await waitlistBench();
  if (!only || only === 'record-page') await recordPageBench();
  if (!only || only === 'series') await seriesBench();
  if (!only || only === 'purge') await purgeBench();
}

/** bench/privacy-purge.ts: the retention purge over 2,000 erased accounts and 100,000 old messages. */
async function purgeBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nRetention purge skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const figures = await benchPrivacyPurge();
  for (const figure of figures) report(figure);
  if (figures.some((f) => f.ok === false)) process.exitCode = 1;
}

/** bench/series.ts: 12-session weekly series booked by 50 patients at once, then a 50-way race for one. */
async function seriesBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nSeries skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const figures = await benchSeries();
  for (const figure of figures) report(figure);
  if (figures.some((f) => f.ok === false)) process.exitCode = 1;
}

/** bench/waitlist.ts: freed slots offered through the outbox, 20 patients racing for each. */
async function waitlistBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nWaitlist skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const figures = await benchWaitlist(Number(process.env.BENCH_WAITLIST_ROUNDS ?? 20));
  for (const figure of figures) report(figure);
  if (figures.some((f) => f.ok === false)) process.exitCode = 1;
}

/** bench/outcome-record-page.ts: a patient's health record (intake, 50 notes, 30 scores, an exercise program) with 1,000 patients. */
async function recordPageBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nRecord page skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const figures = await benchRecordPage(Number(process.env.BENCH_RECORD_PAGES ?? 500));
  for (const figure of figures) report(figure);
  if (figures.some((f) => f.ok === false)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
