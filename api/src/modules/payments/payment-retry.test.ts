// Issue 26.4: a failed payment must not lose the booking. The order and its held time survive the failure and
// are paid on a retry; a new order of the same patient for that time is not refused by their own hold.
import { and, eq } from 'drizzle-orm';
import { appointments, orders } from '../../platform/db/schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

/** The demo doctor's login id (the tables' key); slots name them by their public id. */
const DOCTOR = DEMO_DOCTOR.id;
/** This file's own days and slots of the demo doctor (issue 31). */
const calendar = testCalendar();

const fail = async (providerOrderId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: providerOrderId, outcome: 'failure' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { error: { description: string } };
};
const orderRow = async (providerOrderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
const liveAt = async (start: string) =>
  t.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.doctorId, DOCTOR), eq(appointments.start, new Date(start))));

it('keeps the order and its held time after a failure, with the provider’s reason, and the retry pays them', async () => {
  const start = calendar.slot();
  const o = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } });
  const orderId = o.body.data!.id;
  const failure = await fail(orderId);
  expect(failure.error.description).toMatch(/declined/);
  const failed = await orderRow(orderId);
  expect(failed.status).toBe('failed');
  expect((await liveAt(start)).map((a) => a.status)).toEqual(['held']);
  // The patient reads the order (the /paymentfailed page): still held for them, with the time.
  const read = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: o.headers });
  expect(read.json().data).toMatchObject({ status: 'failed', appointment: { status: 'held', start } });

  await pay(t.app, orderId, o.headers);
  expect((await orderRow(orderId)).status).toBe('paid');
  expect((await liveAt(start)).map((a) => a.status)).toEqual(['scheduled']);
});

it('lets the same patient order the time again after a failure (their own hold gives way), nobody else', async () => {
  const start = calendar.slot();
  const first = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } });
  await fail(first.body.data!.id);

  const stranger = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } });
  expect(stranger.statusCode).toBe(409);
  expect(stranger.body.code).toBe('SLOT_TAKEN');

  const again = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } }, first.patientId);
  expect(again.statusCode).toBe(200);
  const rows = await liveAt(start);
  expect(rows.filter((a) => a.status === 'held').map((a) => a.orderId)).toEqual([
    (await orderRow(again.body.data!.id)).id,
  ]);
  // The first order, paid after all, becomes a credit to schedule, never a second session at that time.
  await pay(t.app, first.body.data!.id, first.headers);
  await pay(t.app, again.body.data!.id, again.headers);
  expect((await liveAt(start)).filter((a) => a.status === 'scheduled')).toHaveLength(1);
});
