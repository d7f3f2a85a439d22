/**
 * GET /api/slots for 14 days of one doctor who has 1,000 booked appointments, on a throwaway PostgreSQL cluster
 * (DESIGN.md §6: p95 < 20 ms). Requests go through the whole Fastify app (routing, zod, the service) one at a time.
 */
import { openDatabase, type Database } from '../src/platform/db/client';
import { appointments, patients } from '../src/platform/db/schema';
import { addDays, kolkataDateAndMinute } from '../src/platform/lib/kolkata';
import { DEMO_DOCTOR, seedDemo } from '../src/modules/site/seed';
import { candidateSlots } from '../src/modules/scheduling/slot-rules';
import { loadCalendars } from '../src/modules/scheduling/slots';
import { startCluster } from '../test/pg-cluster';
import { type Figure, percentile } from './report';
import { benchApp } from './in-process-app';

const BOOKED = 1_000;
export const SLOTS_P95_TARGET_MS = 20;

export async function benchSlots(requests: number): Promise<Figure[]> {
  return benchFreeSlots(requests, {
    mode: 'online',
    label: 'free slots',
    target: SLOTS_P95_TARGET_MS,
    homePincode: () => '411001',
  });
}

/**
 * One run of GET /api/slots over 14 days of the demo doctor with 1,000 booked appointments (every other slot of the
 * next 14 days, a quarter of them home visits at `homePincode(i)`), after `prepare` (the travel part sets the
 * doctor's service areas). bench/travel.ts asks for home slots at a PIN, with the road computed.
 */
export async function benchFreeSlots(
  requests: number,
  opts: {
    mode: 'online' | 'home';
    label: string;
    target: number;
    homePincode: (i: number) => string;
    pincode?: string;
    prepare?: (db: Database['db']) => Promise<void>;
  },
): Promise<Figure[]> {
  const cluster = await startCluster();
  const database = openDatabase({ url: cluster.url, poolSize: 4 });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    await opts.prepare?.(db);
    await db.insert(patients).values({ id: '9555500001', name: 'Bench Patient', email: 'bench@example.com' });
    // 1,000 sessions of the demo doctor: every other slot of the next 14 days, the rest in the months before.
    const today = kolkataDateAndMinute(new Date()).date;
    const now = Date.now();
    const { schedules } = await loadCalendars(db, {
      from: today,
      to: today,
      doctor: { id: DEMO_DOCTOR.id },
      busyFrom: new Date(now),
      busyTo: new Date(now),
      now: new Date(now),
    });
    const schedule = schedules[0];
    const rows: Omit<typeof appointments.$inferInsert, 'patientId'>[] = [];
    for (let day = 1; day <= 14; day++) {
      candidateSlots(schedule!, addDays(today, day), 'online').forEach((slot, i) => {
        if (i % 2 === 0) rows.push({ ...slot, status: 'scheduled', mode: i % 4 === 0 ? 'home' : 'online' });
      });
    }
    for (let day = -1; rows.length < BOOKED; day--) {
      for (const slot of candidateSlots(schedule!, addDays(today, day), 'online')) {
        if (rows.length < BOOKED)
          rows.push({
            ...slot,
            status: slot.start.getTime() < now ? 'completed' : 'scheduled',
            mode: 'online',
          });
      }
    }
    for (let i = 0; i < rows.length; i += 200) {
      await db.insert(appointments).values(
        rows.slice(i, i + 200).map((r, j) => ({
          ...r,
          patientId: '9555500001',
          doctorId: DEMO_DOCTOR.id,
          address: r.mode === 'home' ? '12 MG Road' : null,
          pincode: r.mode === 'home' ? opts.homePincode(i + j) : null,
        })),
      );
    }
    const { app } = await benchApp(database);
    const pin = opts.pincode ? `&pincode=${opts.pincode}` : '';
    const url = `/api/slots?from=${today}&to=${addDays(today, 13)}&mode=${opts.mode}&doctor_id=${DEMO_DOCTOR.publicId}${pin}`;
    let slots = 0;
    for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url });
    const timings: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url });
      timings.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`GET /api/slots answered ${res.statusCode}: ${res.body}`);
      slots = (res.json() as { data: unknown[] }).data.length;
    }
    await app.close();
    console.log(
      `\nFree ${opts.mode} slots (GET /api/slots, 14 days, one doctor with ${rows.length} booked appointments${opts.pincode ? `, the road to ${opts.pincode} computed` : ''}), ${requests} requests one at a time`,
    );
    console.table([
      {
        booked: rows.length,
        'free slots answered': slots,
        'p50 ms': +percentile(timings, 50).toFixed(2),
        'p95 ms': +percentile(timings, 95).toFixed(2),
        'p99 ms': +percentile(timings, 99).toFixed(2),
      },
    ]);
    const p95 = percentile(timings, 95);
    return [
      {
        name: `${opts.label}, 14 days, ${rows.length.toLocaleString('en-IN')} booked p95`,
        value: +p95.toFixed(2),
        unit: 'ms',
        target: `< ${opts.target} ms`,
        ok: p95 < opts.target,
      },
      { name: `${opts.label} p99`, value: +percentile(timings, 99).toFixed(2), unit: 'ms' },
      { name: `${opts.label} answered`, value: slots, unit: 'slots' },
    ];
  } finally {
    await database.close();
    cluster.stop();
  }
}
