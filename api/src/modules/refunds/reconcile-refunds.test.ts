/**
 * Refunds through the Razorpay provider against the local fake Razorpay (api/test/fake-razorpay.ts): the route's
 * call to the Refunds API, and reconciliation of refunds left pending (lost webhook, API stopped before the call).
 */
import { and, eq } from 'drizzle-orm';
import { doctorEarnings, orders, refunds } from '../../platform/db/schema';
import { createRazorpayProvider } from '../../platform/providers/payments';
import { doctorShare } from '../billing/payouts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay';
import { loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';
import { reconcileOrders } from '../payments/reconcile-orders';
import { reconcileRefunds } from './reconcile-refunds';

const KEY = {
  keyId: 'rzp_test_refunds',
  keySecret: 'refunds-key-secret',
  webhookSecret: 'refunds-webhook-secret',
};
const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

let fake: FakeRazorpay;
let t: PaymentsTestApp;
beforeAll(async () => {
  fake = await startFakeRazorpay(KEY.keyId, KEY.keySecret);
  t = await createPaymentsTestApp({ provider: createRazorpayProvider({ ...KEY, apiUrl: fake.url }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let nextPatient = 9450000000;
/** A paid 2-session order (₹499 each): captured at the fake Razorpay, settled by reconciliation. */
async function paidOrder(): Promise<{ id: string; uuid: string; headers: AuthHeaders; paymentId: string }> {
  const patientId = String(nextPatient++);
  const headers = await loginAsPatient(t.app, patientId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: orderBody({ patient_id: patientId, quantity: 2 }),
  });
  expect(res.statusCode).toBe(200);
  const id: string = res.json().data.id;
  const payment = fake.addPayment(id, 'captured');
  await reconcileOrders(t.ctx, later(3));
  const row = (await t.db.select().from(orders).where(eq(orders.providerOrderId, id)))[0]!;
  expect(row.status).toBe('paid');
  return { id, uuid: row.id, headers, paymentId: payment.id };
}
const refundLines = (orderUuid: string) =>
  t.db
    .select()
    .from(doctorEarnings)
    .where(and(eq(doctorEarnings.orderId, orderUuid), eq(doctorEarnings.kind, 'refund')));

describe('refunds at Razorpay', () => {
  it('refunds through the Refunds API with our refund id as receipt; processed at once', async () => {
    const order = await paidOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refund`,
      headers: order.headers,
      payload: { reason: 'Feeling better' },
    });
    expect(res.statusCode).toBe(201);
    const refund = res.json().data;
    expect(refund).toMatchObject({ order_id: order.id, credits: 2, amount: 99_800, status: 'processed' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${order.paymentId}/refund`,
      body: {
        amount: 99_800,
        speed: 'normal',
        receipt: refund.id,
        notes: { order_id: order.id, refund_id: refund.id, credits: '2', reason: 'Feeling better' },
      },
    });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row!.providerRefundId).toBe(fake.refunds.at(-1)!.id);
    expect((await refundLines(order.uuid)).map((l) => l.amountPaise)).toEqual([-doctorShare(99_800, 70)]);
  });

  it('settles a refund Razorpay left pending once Razorpay lists it processed (its webhook lost)', async () => {
    const order = await paidOrder();
    fake.refundStatus = 'pending';
    let refundId: string;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/refund`,
        headers: order.headers,
      });
      expect(res.json().data.status).toBe('pending');
      refundId = res.json().data.id;
    } finally {
      fake.refundStatus = 'processed';
    }
    // Young refunds are left alone; Razorpay still says pending: nothing changes either.
    expect((await reconcileRefunds(t.ctx)).checked).toBe(0);
    expect(await reconcileRefunds(t.ctx, later(3))).toMatchObject({ processed: 0, failed: 0 });
    fake.refunds.at(-1)!.status = 'processed';
    expect(await reconcileRefunds(t.ctx, later(3))).toMatchObject({ checked: 1, processed: 1 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row!.status).toBe('processed');
    expect(await refundLines(order.uuid)).toHaveLength(1);
    expect((await reconcileRefunds(t.ctx, later(4))).checked).toBe(0);
  });

  it('fails a refund that never reached Razorpay (API stopped after the commit): the credits come back', async () => {
    const order = await paidOrder();
    const [stuck] = await t.db
      .insert(refunds)
      .values({ orderId: order.uuid, credits: 2, amountPaise: 99_800, requestedBy: 'test' })
      .returning();
    // Razorpay cannot be reached: left pending, tried again on the next turn.
    fake.failNext(500, 'SERVER_ERROR', 'Razorpay is down');
    expect(await reconcileRefunds(t.ctx, later(3))).toMatchObject({ checked: 1, errors: 1, failed: 0 });
    expect(await reconcileRefunds(t.ctx, later(3))).toMatchObject({ checked: 1, failed: 1 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, stuck!.id));
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'The refund never reached the payment provider',
    });
    // The credits are free again: a new refund goes through.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refund`,
      headers: order.headers,
    });
    expect(again.json().data).toMatchObject({ credits: 2, status: 'processed' });
  });

  it('finds by its receipt a refund Razorpay made whose answer we never stored', async () => {
    const order = await paidOrder();
    const [lost] = await t.db
      .insert(refunds)
      .values({ orderId: order.uuid, credits: 2, amountPaise: 99_800, requestedBy: 'test' })
      .returning();
    await createRazorpayProvider({ ...KEY, apiUrl: fake.url }).refund({
      paymentId: order.paymentId,
      amount: 99_800,
      receipt: lost!.id,
    });
    // (The refund failed in the test before is looked at again too: Razorpay still does not list it.)
    expect(await reconcileRefunds(t.ctx, later(3))).toMatchObject({ checked: 2, processed: 1, failed: 0 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, lost!.id));
    expect(row).toMatchObject({ status: 'processed', providerRefundId: fake.refunds.at(-1)!.id });
  });
});
