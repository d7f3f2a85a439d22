import { createHmac } from 'node:crypto';
import { startFakeRazorpay, type FakeRazorpay } from '../../../../test/fake-razorpay';
import { createRazorpayProvider, RAZORPAY_CHECKOUT_SCRIPT_URL } from './razorpay';
import { PaymentProviderError, type PaymentProvider } from './types';

const KEY_ID = 'rzp_test_fake';
const KEY_SECRET = 'fake-key-secret';
const WEBHOOK_SECRET = 'fake-webhook-secret';

describe('razorpay provider against a local fake Razorpay', () => {
  let fake: FakeRazorpay;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
  });
  afterAll(() => fake.close());

  it('creates an order through the SDK with our receipt and INR', async () => {
    const order = await provider.createOrder({
      amount: 49_900,
      receipt: 'our-order-1',
      notes: { kind: 'first_booking' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 49_900,
      currency: 'INR',
      receipt: 'our-order-1',
      status: 'created',
    });
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 49_900, currency: 'INR', receipt: 'our-order-1', notes: { kind: 'first_booking' } },
    });
  });

  it('fetches an order and its payments for reconciliation', async () => {
    const created = await provider.createOrder({ amount: 65_000, receipt: 'our-order-2' });
    fake.addPayment(created.id, 'failed');
    const captured = fake.addPayment(created.id, 'captured');
    expect((await provider.fetchOrder(created.id)).status).toBe('paid');
    const payments = await provider.fetchPayments(created.id);
    expect(payments.map((p) => p.status)).toEqual(['failed', 'captured']);
    expect(payments[1]).toEqual({
      id: captured.id,
      order_id: created.id,
      amount: 65_000,
      status: 'captured',
      error_code: null,
      error_description: null,
    });
  });

  it('refunds part of a captured payment through the SDK: normal speed, our receipt and notes', async () => {
    const created = await provider.createOrder({ amount: 84_999, receipt: 'our-order-refund' });
    const captured = fake.addPayment(created.id, 'captured');
    const refund = await provider.refund({
      paymentId: captured.id,
      amount: 56_666,
      receipt: '0b1e2f7c-1111-4222-8333-944455556666',
      notes: { order_id: created.id, credits: '2' },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      payment_id: captured.id,
      amount: 56_666,
      status: 'processed',
      receipt: '0b1e2f7c-1111-4222-8333-944455556666',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${captured.id}/refund`,
      body: {
        amount: 56_666,
        speed: 'normal',
        receipt: '0b1e2f7c-1111-4222-8333-944455556666',
        notes: { order_id: created.id, credits: '2' },
      },
    });
    // A normal refund may stay pending until its webhook; more than is left is Razorpay's 400.
    fake.refundStatus = 'pending';
    try {
      const rest = await provider.refund({ paymentId: captured.id, amount: 28_333, receipt: 'r2' });
      expect(rest.status).toBe('pending');
    } finally {
      fake.refundStatus = 'processed';
    }
    const tooMuch = provider.refund({ paymentId: captured.id, amount: 100, receipt: 'r3' });
    await expect(tooMuch).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(tooMuch).rejects.toMatchObject({ statusCode: 400, providerCode: 'BAD_REQUEST_ERROR' });
  });

  it('turns Razorpay errors into PaymentProviderError with the status and code', async () => {
    fake.failNext(400, 'BAD_REQUEST_ERROR', 'receipt is too long');
    const err = await provider.createOrder({ amount: 10_000, receipt: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({
      statusCode: 400,
      providerCode: 'BAD_REQUEST_ERROR',
      message: 'receipt is too long',
    });
    await expect(provider.fetchOrder('order_missing')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('fails with PaymentProviderError when the key pair is wrong', async () => {
    const wrong = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: 'wrong',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
    await expect(wrong.createOrder({ amount: 10_000, receipt: 'x' })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('fails with PaymentProviderError when Razorpay cannot be reached', async () => {
    const down = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:1',
    });
    const err = await down.createOrder({ amount: 10_000, receipt: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ statusCode: null, message: 'Razorpay could not be reached' });
  });

  it('verifies checkout signatures with the key secret and webhooks with the webhook secret', () => {
    const sign = (secret: string, payload: string) =>
      createHmac('sha256', secret).update(payload).digest('hex');
    expect(
      provider.verifyPaymentSignature({
        orderId: 'order_1',
        paymentId: 'pay_1',
        signature: sign(KEY_SECRET, 'order_1|pay_1'),
      }),
    ).toBe(true);
    expect(
      provider.verifyPaymentSignature({
        orderId: 'order_1',
        paymentId: 'pay_1',
        signature: sign(WEBHOOK_SECRET, 'order_1|pay_1'),
      }),
    ).toBe(false);
    expect(provider.verifyWebhookSignature('{"a":1}', sign(WEBHOOK_SECRET, '{"a":1}'))).toBe(true);
    expect(provider.verifyWebhookSignature('{"a":1}', sign(KEY_SECRET, '{"a":1}'))).toBe(false);
  });

  it('serves the real checkout.js and the key id to the browser', () => {
    expect(provider.checkoutConfig()).toEqual({
      provider: 'razorpay',
      key: KEY_ID,
      checkout_script_url: RAZORPAY_CHECKOUT_SCRIPT_URL,
    });
  });

  it.each([
    ['key id', { keyId: '' }],
    ['key secret', { keySecret: ' ' }],
    ['webhook secret', { webhookSecret: '' }],
  ])('refuses to start without the %s', (_label, override) => {
    expect(() =>
      createRazorpayProvider({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        ...override,
      }),
    ).toThrow(/required/);
  });
});
