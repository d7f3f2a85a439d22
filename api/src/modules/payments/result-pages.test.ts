// Issue 26.7: what /thankyou and /paymentsuccess read after a payment — the order with its session's time,
// doctor and video room (for its patient), and the callback's redirect naming the order.
import { eq } from 'drizzle-orm';
import { orders } from '../../platform/db/schema';
import { loginAsDoctor } from '../../../test/helpers';
import { createPaymentsTestApp, form, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, testCalendar } from '../../../test/scheduling-helpers';
import { NOT_YOUR_PATIENT_MESSAGE } from '../patients/care';
import { DEMO_DOCTOR } from '../site/seed';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

/** This file's own days and slots of the demo doctor (issue 31). */
const calendar = testCalendar();

it('answers the paid order with its session, doctor and video room to its patient; a doctor not caring for them is refused', async () => {
  const start = calendar.slot();
  const o = await orderAs(t.app, { slot: { start, doctor_id: DEMO_DOCTOR.publicId } });
  const orderId = o.body.data!.id;
  await pay(t.app, orderId, o.headers);

  const read = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
  const mine = (await read(o.headers)).json().data;
  expect(mine).toMatchObject({ id: orderId, status: 'paid' });
  expect(mine.appointment).toMatchObject({
    status: 'scheduled',
    start,
    doctor_name: 'Dr. Asha Rao',
    mode: 'online',
    join_url: expect.stringMatching(/^https:\/\/meet\.jit\.si\/\S+$/),
  });
  const other = await read(await loginAsDoctor(t.app, '9000000002'));
  expect([other.statusCode, other.json().message]).toEqual([403, NOT_YOUR_PATIENT_MESSAGE]);
  expect(other.body).not.toContain('meet.jit.si');
});

it('sends the patient to /thankyou with the e-mail and the order id after a signed success', async () => {
  const o = await orderAs(t.app);
  const orderId = o.body.data!.id;
  const signed = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: orderId, outcome: 'success' },
    })
  ).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(signed),
  });
  expect(res.statusCode).toBe(303);
  const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
  expect(res.headers.location).toBe(
    `/thankyou?email=${encodeURIComponent(row!.email)}&order_id=${encodeURIComponent(orderId)}`,
  );
});
