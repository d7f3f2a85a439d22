/**
 * The scheduling invariants are the database's (migration 0008), whatever the code does: tried here with direct
 * writes that bypass every check in code, and with parallel requests (run this file with TEST_DB=postgres for
 * real concurrency; PGlite runs them one at a time).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { appointments, orders, patients } from '../../platform/db/schema';
import { pgErrorCode } from '../../platform/http/errors';
import { loginAsPatient } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  await loginAsPatient(t.app, '9300000001');
});
afterAll(() => t.close());

const DOCTOR = '9000000001';
const days = testCalendar();
const at = (date: string, hhmm: string) => new Date(slotAt(date, hhmm));

async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (err) {
    return pgErrorCode(err);
  }
}

const insert = (values: Partial<typeof appointments.$inferInsert>) =>
  t.db
    .insert(appointments)
    .values({ patientId: '9300000001', doctorId: DOCTOR, status: 'scheduled', mode: 'online', ...values })
    .returning();

describe('database invariants', () => {
  const day = '2031-03-03';

  it('never lets two live sessions of one doctor overlap (exclusion constraint)', async () => {
    await insert({ start: at(day, '10:00'), end: at(day, '10:45') });
    expect(await refusal(insert({ start: at(day, '10:30'), end: at(day, '11:15') }))).toBe('23P01');
    expect(
      await refusal(
        insert({
          start: at(day, '10:15'),
          end: at(day, '10:30'),
          status: 'held',
          holdExpiresAt: at(day, '09:00'),
        }),
      ),
    ).toBe('23P01');
    // Back to back is fine, so are another doctor, cancelled and completed sessions.
    await insert({ start: at(day, '10:45'), end: at(day, '11:30') });
    await insert({ start: at(day, '10:00'), end: at(day, '10:45'), doctorId: '9000000002' });
    await insert({ start: at(day, '10:00'), end: at(day, '10:45'), status: 'cancelled' });
    await insert({ start: at(day, '10:00'), end: at(day, '10:45'), status: 'completed' });
    // Moving a session onto another one is refused too.
    const [late] = await insert({ start: at(day, '12:00'), end: at(day, '12:45') });
    expect(
      await refusal(
        t.db
          .update(appointments)
          .set({ start: at(day, '11:00'), end: at(day, '11:45') })
          .where(eq(appointments.id, late!.id)),
      ),
    ).toBe('23P01');
  });

  it('keeps 30 minutes of travel between two home visits of one doctor', async () => {
    const home = { mode: 'home' as const, address: '12 MG Road', pincode: '411001' };
    const [first] = await insert({ ...home, start: at(day, '16:00'), end: at(day, '16:45') });
    expect(first!.travelEnd).toEqual(at(day, '17:15'));
    expect(await refusal(insert({ ...home, start: at(day, '17:00'), end: at(day, '17:45') }))).toBe('23P01');
    expect(await refusal(insert({ ...home, start: at(day, '15:00'), end: at(day, '15:45') }))).toBe('23P01');
    // An online session needs no travel; a home visit 30 minutes later is fine.
    await insert({ start: at(day, '16:45'), end: at(day, '17:00') });
    await insert({ ...home, start: at(day, '17:15'), end: at(day, '18:00') });
  });

  it('never lets an order have more dated sessions than credits (trigger)', async () => {
    const o = await orderAs(t.app, { quantity: 2 }, '9300000002');
    await pay(t.app, o.body.data!.id, o.headers);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
    const onOrder = (hhmm: string, end: string) =>
      insert({
        orderId: order!.id,
        patientId: o.patientId,
        start: at('2031-03-04', hhmm),
        end: at('2031-03-04', end),
      });
    await onOrder('09:00', '09:45');
    await onOrder('10:00', '10:45');
    expect(await refusal(onOrder('11:00', '11:45'))).toBe('23514');
    // A cancelled session gives its credit back.
    await t.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.orderId, order!.id), eq(appointments.start, at('2031-03-04', '09:00'))));
    await onOrder('11:00', '11:45');
  });
});

describe('real concurrency', () => {
  it('20 patients racing for one slot: exactly one holds it, the others get 409 SLOT_TAKEN', async () => {
    const start = slotAt(days.day(), '09:00');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } }, String(9310000000 + i)),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.body.code).toBe('SLOT_TAKEN');
    const live = await t.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, DOCTOR),
          eq(appointments.start, new Date(start)),
          inArray(appointments.status, ['held', 'scheduled']),
        ),
      );
    expect(live[0]!.n).toBe(1);
  });

  it('parallel POST /api/appointments never schedule more sessions than credits', async () => {
    const o = await orderAs(t.app, { quantity: 3 }, '9300000003');
    await t.db.update(patients).set({ doctorId: DOCTOR }).where(eq(patients.id, o.patientId));
    await pay(t.app, o.body.data!.id, o.headers);
    const day = days.day();
    const times = ['09:00', '09:45', '10:30', '11:15', '12:00', '16:00', '16:45', '17:30'];
    const results = await Promise.all(
      times.map((time) =>
        t.app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: o.headers,
          payload: { order_id: o.body.data!.id, start: slotAt(day, time), doctor_id: DEMO_DOCTOR.publicId },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('NO_CREDIT');
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
    const dated = await t.db.select().from(appointments).where(eq(appointments.orderId, order!.id));
    expect(dated.filter((a) => a.start !== null && a.status === 'scheduled')).toHaveLength(3);
  });
});
