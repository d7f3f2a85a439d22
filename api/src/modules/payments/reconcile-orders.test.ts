import { count, eq } from 'drizzle-orm';
import { appointments, orders } from '../../platform/db/schema';
import { createRazorpayProvider } from '../../platform/providers/payments';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay';
import { paymentSignature } from '../../platform/providers/payments/signature';
import { loginAsPatient } from '../../../test/helpers';
import { createPaymentsTestApp, form, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';
import { reconcileJob, reconcileOrders } from './reconcile-orders';

const KEY = {
  keyId: 'rzp_test_reconcile',
  keySecret: 'reconcile-key-secret',
  webhookSecret: 'reconcile-webhook-secret',
};
const MINUTE = 60_000;

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

let nextPatient = 9200000000;
async function newOrder() {
  const patientId = String(nextPatient++);
  const headers = await loginAsPatient(t.app, patientId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: orderBody({ patient_id: patientId }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as string;
}
const statusOf = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.providerOrderId, id)))[0]!;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('Razorpay through the API (fake Razorpay server)', () => {
  it('serves the Razorpay key and checkout.js, and creates the order at Razorpay with our id as receipt', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json().data).toEqual({
      provider: 'razorpay',
      key: KEY.keyId,
      checkout_script_url: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const id = await newOrder();
    const row = await statusOf(id);
    expect(fake.orders.get(id)).toMatchObject({ amount: 49_900, currency: 'INR', receipt: row.id });
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' })).statusCode).toBe(
      404,
    );
  });
});

describe('reconcileOrders', () => {
  it('settles a captured payment whose callback and webhook were lost', async () => {
    const id = await newOrder();
    const payment = fake.addPayment(id, 'captured');
    const report = await reconcileOrders(t.ctx, later(3));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect(
      (await t.db.select({ n: count() }).from(appointments).where(eq(appointments.orderId, row.id)))[0]!.n,
    ).toBe(1);
    await reconcileOrders(t.ctx, later(4));
    expect(
      (await t.db.select({ n: count() }).from(appointments).where(eq(appointments.orderId, row.id)))[0]!.n,
    ).toBe(1);
  });

  it('records a failed payment and expires an abandoned order, but leaves young orders alone', async () => {
    const failed = await newOrder();
    fake.addPayment(failed, 'failed');
    const abandoned = await newOrder();
    const young = await newOrder();
    await reconcileOrders(t.ctx, later(3));
    expect(await statusOf(failed)).toMatchObject({ status: 'failed', failureCode: 'BAD_REQUEST_ERROR' });
    expect((await statusOf(abandoned)).status).toBe('created');
    await reconcileOrders(t.ctx, later(31));
    expect((await statusOf(abandoned)).status).toBe('expired');
    expect((await statusOf(failed)).status).toBe('failed');
    const fresh = await newOrder();
    await reconcileOrders(t.ctx, later(1));
    expect((await statusOf(fresh)).status).toBe('created');
    expect((await statusOf(young)).status).toBe('expired');
  });

  it('still pays an expired order when a signed payment arrives later', async () => {
    const id = await newOrder();
    await reconcileOrders(t.ctx, later(31));
    expect((await statusOf(id)).status).toBe('expired');
    const paymentId = 'pay_latepayment001';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        razorpay_order_id: id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(KEY.keySecret, id, paymentId),
      }),
    });
    expect(res.headers.location).toMatch(/^\/thankyou/);
    expect((await statusOf(id)).status).toBe('paid');
  });

  it('counts an unreachable provider as an error and changes nothing', async () => {
    const id = await newOrder();
    for (let i = 0; i < 3; i++) fake.failNext(503, 'SERVER_ERROR', 'down');
    const report = await reconcileOrders(t.ctx, later(31), 1);
    expect(report.errors).toBe(1);
    expect((await statusOf(id)).status).toBe('created');
  });

  it('runs periodically until stopped, once per context', () => {
    jest.useFakeTimers();
    try {
      const jobs = reconcileJob(t.ctx, 1_000);
      const stop = jobs.start();
      expect(jobs.start()).toBe(stop);
      stop();
      expect(jobs.start()).not.toBe(stop);
      jobs.stop();
      expect(jobs.running).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reconciles on its timer, and the app stops its jobs when it closes', async () => {
    const own = await createPaymentsTestApp({
      provider: createRazorpayProvider({ ...KEY, apiUrl: fake.url }),
    });
    let closed = false;
    try {
      const headers = await loginAsPatient(own.app, '9299999999');
      const created = await own.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: orderBody({ patient_id: '9299999999' }),
      });
      const id: string = created.json().data.id;
      const payment = fake.addPayment(id, 'captured');
      own.ctx.reconcileAfterMs = 0;
      const jobs = reconcileJob(own.ctx, 20);
      jobs.start();
      try {
        for (let i = 0; i < 200; i++) {
          const row = (await own.db.select().from(orders).where(eq(orders.providerOrderId, id)))[0]!;
          if (row.status === 'paid') break;
          await new Promise((r) => setTimeout(r, 25));
        }
      } finally {
        jobs.stop();
      }
      expect((await own.db.select().from(orders).where(eq(orders.providerOrderId, id)))[0]).toMatchObject({
        status: 'paid',
        paymentId: payment.id,
      });
      own.app.jobs.start();
      expect(own.app.jobs.running).toBe(true);
      await own.close();
      closed = true;
      expect(own.app.jobs.running).toBe(false);
    } finally {
      if (!closed) await own.close();
    }
  });

  it('takes its turns only while it holds the lock (one instance of several), and lets go when stopped', async () => {
    const turns: string[] = [];
    let held = false;
    let released = 0;
    const lock = { acquire: async () => held, release: async () => void (released += 1) };
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(check()).toBe(true);
    };
    const jobs = reconcileJob(t.ctx, 15, { lock, onTurn: (turn) => turns.push(turn) });
    const stop = jobs.start();
    try {
      await until(() => turns.length >= 2);
      expect(turns.every((turn) => turn === 'skipped')).toBe(true);
      held = true;
      await until(() => turns.includes('ran'));
    } finally {
      stop();
    }
    expect(released).toBe(1);
  });
});
