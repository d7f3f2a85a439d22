import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema';
import {
  createPaymentsTestApp,
  orderKit,
  SANDBOX_TEST_SECRETS,
  type PaymentsTestApp,
} from '../../../../test/payments-helpers';
import { createSandboxProvider, SANDBOX_REFUND_FAILURE_TRIGGER } from './sandbox';
import { SANDBOX_FAILURE } from './sandbox-simulator';
import { paymentSignature } from './signature';
import type { SignedWebhook } from './types';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const { newOrder, orderRow, callback } = orderKit(() => t, 9110000000);

describe('payment config and sandbox checkout', () => {
  it('gives the browser the provider, key and checkout script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({
      data: {
        provider: 'sandbox',
        key: 'rzp_test_sandbox',
        checkout_script_url: '/api/payments/sandbox/checkout.js',
      },
    });
  });

  it('serves the sandbox checkout.js as JavaScript', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.Razorpay = Razorpay');
  });
});

describe('POST /api/payments/sandbox/pay', () => {
  it('Failure answers Razorpay error fields and marks the order failed through the webhook path', async () => {
    const o = await newOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: o.id, outcome: 'failure' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: expect.any(String),
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: o.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    expect(await orderRow(o.id)).toMatchObject({ status: 'failed', failureCode: 'BAD_REQUEST_ERROR' });
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, (await orderRow(o.id)).id));
    expect(events.map((e) => [e.source, e.event])).toEqual([['webhook', 'payment.failed']]);
    expect(res.json().data.error.metadata.payment_id).toBe(events[0]!.paymentId);
  });

  it('still works after a restart emptied the sandbox memory', async () => {
    const o = await newOrder();
    const original = t.ctx.provider;
    t.ctx.provider = createSandboxProvider(SANDBOX_TEST_SECRETS);
    try {
      const signed = (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: o.id, outcome: 'success' },
        })
      ).json().data;
      expect((await callback(signed)).headers.location).toMatch(/^\/thankyou/);
      expect((await orderRow(o.id)).status).toBe('paid');
    } finally {
      t.ctx.provider = original;
    }
  });

  it('refuses a paid order (409), an unknown order (404) and a bad outcome (400)', async () => {
    const o = await newOrder();
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/pay',
        payload: { order_id: o.id, outcome: 'success' },
      })
    ).json().data;
    await callback(signed);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: o.id, outcome: 'success' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: 'order_nope', outcome: 'success' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: o.id, outcome: 'maybe' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the sandbox checkout simulator on its own', () => {
  const order = { id: 'order_simulated0001', amount: 49_900, receipt: 'ours-1' };
  const collect = () => {
    const sent: SignedWebhook[] = [];
    return { sent, deliver: async (w: SignedWebhook) => sent.push(w), onError: jest.fn() };
  };

  it('answers a failure with Razorpay’s payment.failed payload and sends that webhook signed, at once', async () => {
    const sandbox = createSandboxProvider({ ...SANDBOX_TEST_SECRETS, webhookDelayMs: 0 });
    const webhooks = collect();
    const answer = await sandbox.simulator.pay(order, 'failure', webhooks);
    expect(answer).toEqual({
      error: {
        ...SANDBOX_FAILURE,
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(webhooks.sent).toHaveLength(1);
    const [hook] = webhooks.sent;
    expect(sandbox.verifyWebhookSignature(hook!.rawBody, hook!.signature)).toBe(true);
    expect(hook!.eventId).toMatch(/^evt_/);
    expect(JSON.parse(hook!.rawBody)).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { order_id: order.id, amount: 49_900, status: 'failed' } } },
    });
  });

  it('answers a success with the signed checkout fields, and sends payment.captured after the delay only, unless closed first', async () => {
    jest.useFakeTimers();
    try {
      const sandbox = createSandboxProvider({ ...SANDBOX_TEST_SECRETS, webhookDelayMs: 1_500 });
      const webhooks = collect();
      const answer = await sandbox.simulator.pay(order, 'success', webhooks);
      expect('razorpay_signature' in answer && answer.razorpay_signature).toBe(
        paymentSignature(
          SANDBOX_TEST_SECRETS.keySecret,
          order.id,
          (answer as { razorpay_payment_id: string }).razorpay_payment_id,
        ),
      );
      expect(webhooks.sent).toHaveLength(0);
      jest.advanceTimersByTime(1_500);
      expect(webhooks.sent).toHaveLength(1);
      expect(JSON.parse(webhooks.sent[0]!.rawBody)).toMatchObject({ event: 'payment.captured' });

      const closing = collect();
      await sandbox.simulator.pay(order, 'success', closing);
      sandbox.simulator.close();
      jest.advanceTimersByTime(60_000);
      expect(closing.sent).toHaveLength(0);

      const quiet = createSandboxProvider(SANDBOX_TEST_SECRETS);
      const none = collect();
      await quiet.simulator.pay(order, 'success', none);
      jest.advanceTimersByTime(60_000);
      expect(none.sent).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends refund.failed at once for a refund it fails, refund.processed after the delay only', async () => {
    jest.useFakeTimers();
    try {
      const sandbox = createSandboxProvider({ ...SANDBOX_TEST_SECRETS, webhookDelayMs: 1_000 });
      await sandbox.simulator.pay(order, 'success', collect());
      const captured = (await sandbox.fetchPayments(order.id))[0]!;
      const failing = await sandbox.refund({
        paymentId: captured.id,
        amount: 100,
        receipt: 'ours-refund-1',
        notes: { reason: SANDBOX_REFUND_FAILURE_TRIGGER },
      });
      const webhooks = collect();
      await sandbox.simulator.announceRefund(failing, webhooks);
      expect(webhooks.sent).toHaveLength(1);
      const [hook] = webhooks.sent;
      expect(sandbox.verifyWebhookSignature(hook!.rawBody, hook!.signature)).toBe(true);
      expect(JSON.parse(hook!.rawBody)).toMatchObject({
        event: 'refund.failed',
        payload: {
          refund: { entity: { id: failing.id, amount: 100, status: 'failed', receipt: 'ours-refund-1' } },
          payment: { entity: { id: captured.id } },
        },
      });

      const processed = await sandbox.refund({
        paymentId: captured.id,
        amount: 200,
        receipt: 'ours-refund-2',
      });
      const later = collect();
      await sandbox.simulator.announceRefund(processed, later);
      expect(later.sent).toHaveLength(0);
      jest.advanceTimersByTime(1_000);
      expect(later.sent).toHaveLength(1);
      expect(JSON.parse(later.sent[0]!.rawBody)).toMatchObject({
        event: 'refund.processed',
        payload: { refund: { entity: { id: processed.id, amount: 200, status: 'processed' } } },
      });
    } finally {
      jest.useRealTimers();
    }
  });
});
