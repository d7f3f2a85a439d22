// The slot race bench (bench/slot-race.ts) trusts its database queries to find double bookings: with the
// constraints that forbid them dropped, the queries must count exactly the overlapping live pairs.
import { sql } from 'drizzle-orm';
import { appointments, doctors, patients } from '../src/platform/db/schema';
import { DOUBLE_BOOKINGS_SQL, HOME_TOO_CLOSE_SQL } from '../bench/slot-race';
import { createTestDatabase } from './helpers';
import type { Database } from '../src/platform/db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(doctors).values(
    ['9000000001', '9000000002'].map((id) => ({
      id,
      mobile: id,
      name: `Dr. ${id}`,
      email: `d${id}@example.com`,
      gender: 'female',
      birthDate: '1985-01-01',
      passwordHash: 'x',
    })),
  );
  await db.insert(patients).values({ id: '9500000001', name: 'P', email: 'p@example.com' });
});
afterAll(() => database.close());

const count = async (query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

const at = (hhmm: string) => new Date(`2030-01-14T${hhmm}:00+05:30`);
const session = (
  doctorId: string,
  start: string,
  end: string,
  extra: Partial<typeof appointments.$inferInsert> = {},
) => ({
  patientId: '9500000001',
  doctorId,
  mode: 'online' as const,
  start: at(start),
  end: at(end),
  status: 'scheduled' as const,
  sessions: 1,
  ...extra,
});

it('counts overlapping live appointments of one doctor, and home visits inside the travel buffer', async () => {
  expect(await count(DOUBLE_BOOKINGS_SQL)).toBe(0);
  await database.db.execute(sql`alter table appointments drop constraint appointments_no_overlap`);
  await database.db.execute(sql`alter table appointments drop constraint appointments_home_travel`);
  await database.db.insert(appointments).values([
    session('9000000001', '09:00', '09:45'),
    session('9000000001', '09:30', '10:15'), // overlaps the first: one double booking
    session('9000000001', '09:45', '10:30', { status: 'cancelled' }), // not live
    session('9000000002', '09:00', '09:45'), // another doctor
    session('9000000001', '11:00', '11:45'), // touches nothing
    session('9000000002', '12:00', '12:45', { mode: 'home', address: '1 MG Road', pincode: '411001' }),
    session('9000000002', '13:00', '13:45', { mode: 'home', address: '2 MG Road', pincode: '411001' }),
  ]);
  expect(await count(DOUBLE_BOOKINGS_SQL)).toBe(1);
  // 12:45 + 30 min travel runs past 13:00: one pair of home visits too close.
  expect(await count(HOME_TOO_CLOSE_SQL)).toBe(1);
});
