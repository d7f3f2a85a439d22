import { and, eq, inArray } from 'drizzle-orm';
import { SCHEDULING, SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import { appointments, orders } from '../../platform/db/schema';
import { loginAsDoctor, loginAsPatient } from '../../../test/helpers';
import { createPaymentsTestApp, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';

const days = testCalendar();
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const DOCTOR = DEMO_DOCTOR.id;
/** Dr. Asha Rao's day: 09:00–13:00 and 16:00–19:00 in 45-minute sessions (the demo hours). */
const DAY_TIMES = ['09:00', '09:45', '10:30', '11:15', '12:00', '16:00', '16:45', '17:30', '18:15'];
const freeStarts = async (day: string): Promise<string[]> =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/slots?from=${day}&to=${day}&mode=online&doctor_id=${DEMO_DOCTOR.publicId}`,
    })
  )
    .json()
    .data.map((s: { start: string }) => s.start);

const heldBy = (patientId: string) =>
  t.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'held')));

describe('one patient cannot empty a doctor’s day', () => {
  it('a patient scripting 100 orders with slots never holds more than 2; the day stays bookable for the next patient', async () => {
    const day = days.day();
    expect(await freeStarts(day)).toHaveLength(DAY_TIMES.length);
    const patientId = '9300000001';
    const headers = await loginAsPatient(t.app, patientId, { email: `p${patientId}@example.com` });
    const answers: { status: number; code?: string; message?: string }[] = [];
    let mostHeld = 0;
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: orderBody({
          patient_id: patientId,
          email: `p${patientId}@example.com`,
          booking: { mode: 'online' },
          slot: { start: slotAt(day, DAY_TIMES[i % DAY_TIMES.length]!), doctor_id: DEMO_DOCTOR.publicId },
        }),
      });
      answers.push({ ...res.json(), status: res.statusCode });
      mostHeld = Math.max(mostHeld, (await heldBy(patientId)).length);
    }
    expect(mostHeld).toBe(SCHEDULING.maxHoldsPerPatient);
    // A time the patient already holds is ordered again (a retry: that hold gives way), so more than 2 orders are
    // accepted over the run, but never more than the unpaid orders an hour allows, and never 2 holds more.
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(t.ctx.unpaidOrdersPerHour);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => `${a.status} ${a.code}`))).toEqual(
      new Set(['409 HOLD_LIMIT', '429 TOO_MANY_UNPAID_ORDERS']),
    );
    expect(refused.find((a) => a.code === 'HOLD_LIMIT')!.message).toBe(SCHEDULING_MESSAGES.holdLimit);
    // The refusals created no provider order and no row.
    expect(await t.db.select().from(orders).where(eq(orders.patientId, patientId))).toHaveLength(
      accepted.length,
    );
    const left = await freeStarts(day);
    expect(left).toHaveLength(DAY_TIMES.length - SCHEDULING.maxHoldsPerPatient);

    // The next real patient books one of the free times at once.
    const next = await orderAs(t.app, { slot: { start: left[0], doctor_id: DEMO_DOCTOR.publicId } });
    expect(next.statusCode).toBe(200);
    await pay(t.app, next.body.data!.id, next.headers);
    expect(await freeStarts(day)).toHaveLength(DAY_TIMES.length - SCHEDULING.maxHoldsPerPatient - 1);
  });

  it('a burst of 20 parallel orders with slots still leaves at most 2 holds (counted under the patient’s lock)', async () => {
    const day = days.day();
    const patientId = '9300000002';
    const headers = await loginAsPatient(t.app, patientId, { email: `p${patientId}@example.com` });
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: orderBody({
            patient_id: patientId,
            email: `p${patientId}@example.com`,
            booking: { mode: 'online' },
            slot: { start: slotAt(day, DAY_TIMES[i % DAY_TIMES.length]!), doctor_id: DEMO_DOCTOR.publicId },
          }),
        }),
      ),
    );
    const held = await heldBy(patientId);
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThanOrEqual(SCHEDULING.maxHoldsPerPatient);
    // (An order naming a time this patient holds replaces that hold: accepted orders may outnumber the holds.)
    const accepted = burst.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(held.length);
    expect(accepted).toBeLessThanOrEqual(t.ctx.unpaidOrdersPerHour);
    for (const r of burst.filter((x) => x.statusCode !== 200)) expect([409, 429]).toContain(r.statusCode);
    expect(await freeStarts(day)).toHaveLength(DAY_TIMES.length - held.length);
  });

  it('a lapsed or paid hold frees the allowance again', async () => {
    const day = days.day();
    const patientId = '9300000003';
    const first = await orderAs(
      t.app,
      { slot: { start: slotAt(day, '09:00'), doctor_id: DEMO_DOCTOR.publicId } },
      patientId,
    );
    const second = await orderAs(
      t.app,
      { slot: { start: slotAt(day, '09:45'), doctor_id: DEMO_DOCTOR.publicId } },
      patientId,
    );
    const third = () =>
      orderAs(t.app, { slot: { start: slotAt(day, '10:30'), doctor_id: DEMO_DOCTOR.publicId } }, patientId);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await third()).body.code).toBe('HOLD_LIMIT');
    await pay(t.app, first.body.data!.id, first.headers);
    expect((await third()).statusCode).toBe(200);
    // Lapsed holds do not count either.
    await t.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(appointments.patientId, patientId), eq(appointments.status, 'held')));
    const again = await orderAs(
      t.app,
      { slot: { start: slotAt(day, '11:15'), doctor_id: DEMO_DOCTOR.publicId } },
      patientId,
    );
    expect(again.statusCode).toBe(200);
  });
});

describe('unpaid orders per patient and hour', () => {
  it('answers 429 with a message past the limit; orders older than an hour no longer count', async () => {
    const patientId = '9300000004';
    const limit = t.ctx.unpaidOrdersPerHour;
    expect(limit).toBe(10);
    for (let i = 0; i < limit; i++) expect((await orderAs(t.app, {}, patientId)).statusCode).toBe(200);
    const over = await orderAs(t.app, {}, patientId);
    expect(over.statusCode).toBe(429);
    expect(over.body).toEqual({
      message:
        'You have started 10 bookings in the last hour without paying for them. Please complete one of them, or try again in an hour.',
      code: 'TOO_MANY_UNPAID_ORDERS',
    });
    const mine = await t.db.select().from(orders).where(eq(orders.patientId, patientId));
    expect(mine).toHaveLength(limit);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(
        inArray(
          orders.id,
          mine.slice(0, 1).map((o) => o.id),
        ),
      );
    expect((await orderAs(t.app, {}, patientId)).statusCode).toBe(200);
  });

  it('a retry of a held time refused by the limit keeps the hold it had (it gives way only to an accepted order)', async () => {
    const patientId = '9300000006';
    const start = slotAt(days.day(), '12:00');
    const held = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } }, patientId);
    expect(held.statusCode).toBe(200);
    for (let i = 1; i < t.ctx.unpaidOrdersPerHour; i++)
      expect((await orderAs(t.app, {}, patientId)).statusCode).toBe(200);
    const retry = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } }, patientId);
    expect([retry.statusCode, retry.body.code]).toEqual([429, 'TOO_MANY_UNPAID_ORDERS']);
    const [hold] = await heldBy(patientId);
    expect(hold).toMatchObject({ start: new Date(start), status: 'held' });
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, held.body.data!.id));
    expect(hold!.orderId).toBe(order!.id);
  });
});

describe('doctors place no holds and no orders', () => {
  it('answers 403 to a doctor ordering with or without a slot, on their own or a colleague’s calendar', async () => {
    const doctor = await loginAsDoctor(t.app, DOCTOR);
    await loginAsPatient(t.app, '9300000005');
    const day = days.day();
    for (const slot of [undefined, { start: slotAt(day, '09:00'), doctor_id: DEMO_DOCTOR.publicId }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: doctor,
        payload: orderBody({ patient_id: '9300000005', ...(slot ? { slot } : {}) }),
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await t.db.select().from(orders).where(eq(orders.patientId, '9300000005'))).toEqual([]);
    expect(await freeStarts(day)).toHaveLength(DAY_TIMES.length);
  });
});
