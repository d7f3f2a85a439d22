/**
 * A series booking's read (series-reads.ts): the doctor's calendar and the order with its credits in one statement,
 * the same calendar loadCalendars reads and the same order by either of its ids; and its rehearsal on a connection.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { orders, patients } from '../../platform/db/schema';
import { addDays, kolkataDateAndMinute } from '../../platform/lib/kolkata';
import { createTestDatabase } from '../../../test/helpers';
import { DEMO_DOCTOR, seedDemo } from '../site/seed';
import { loadCalendarAndOrder, rehearseSeriesReads } from './series-reads';
import { loadCalendars } from './slots';

let database: Database;
const now = new Date();
const from = kolkataDateAndMinute(now).date;
const query = { from, to: addDays(from, 30), doctor: { publicId: DEMO_DOCTOR.publicId }, now };
const orderId = randomUUID();
const providerOrderId = `order_reads_${orderId.slice(0, 8)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  await database.db
    .insert(patients)
    .values({ id: '7012345670', name: 'Reads Patient', email: 'reads@example.com' });
  await database.db.insert(orders).values({
    id: orderId,
    provider: 'sandbox',
    providerOrderId,
    patientId: '7012345670',
    createdBy: '7012345670',
    kind: 'first_booking',
    name: 'Reads Patient',
    email: 'reads@example.com',
    quantity: 6,
    unitPricePaise: 49900,
    amountPaise: 6 * 49900,
    status: 'paid',
    paymentId: `pay_reads_${orderId.slice(0, 8)}`,
    paidAt: now,
  });
});
afterAll(() => database.close());

describe('loadCalendarAndOrder', () => {
  it('reads the calendar loadCalendars reads and the order by our own id, with its credits left', async () => {
    const read = await loadCalendarAndOrder(database.db, query, orderId);
    const alone = await loadCalendars(database.db, query);
    expect(read.schedules).toEqual(alone.schedules);
    expect(read.busy).toEqual(alone.busy);
    expect(read.order).toMatchObject({ id: orderId, patientId: '7012345670', status: 'paid', remaining: 6 });
    expect(read.order!.paidAt).toBeInstanceOf(Date);
  });

  it('finds the order by the id the browser knows (the provider order id), and a UUID in capitals', async () => {
    expect((await loadCalendarAndOrder(database.db, query, providerOrderId)).order?.id).toBe(orderId);
    expect((await loadCalendarAndOrder(database.db, query, orderId.toUpperCase())).order?.id).toBe(orderId);
  });

  it('answers no order for an unknown id, UUID or not, and still the calendar', async () => {
    for (const unknown of [randomUUID(), 'order_nobody', "x'; drop table orders; --"]) {
      const read = await loadCalendarAndOrder(database.db, query, unknown);
      expect(read.order).toBeNull();
      expect(read.schedules.map((s) => s.publicId)).toEqual([DEMO_DOCTOR.publicId]);
    }
  });

  it('answers no schedule and no order for an unknown doctor', async () => {
    const read = await loadCalendarAndOrder(
      database.db,
      { ...query, doctor: { publicId: 'dr-nobody-here' } },
      orderId,
    );
    expect(read).toEqual({ schedules: [], busy: [], order: null });
  });
});

describe('rehearseSeriesReads', () => {
  it('runs the read on a connection until its plan is kept, and writes nothing', async () => {
    const count = async () =>
      (
        (await database.db.execute(
          sql`select (select count(*) from orders)::int + (select count(*) from appointments)::int as n`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const before = await count();
    await expect(rehearseSeriesReads(database.db, now)).resolves.toBeUndefined();
    expect(await count()).toBe(before);
  });
});
