import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaymentProvider, loadSandboxSecrets, SANDBOX_SECRETS_FILE } from './index';
import {
  createSandboxProvider,
  SANDBOX_REFUND_FAILURE_TRIGGER,
  type SandboxPaymentProvider,
} from './sandbox';
import { SANDBOX_FAILURE } from './sandbox-simulator';
import { hmacSha256Hex } from './signature';

const secrets = { keySecret: 'k'.repeat(64), webhookSecret: 'w'.repeat(64) };

describe('sandbox provider', () => {
  let sandbox: SandboxPaymentProvider;
  beforeEach(() => {
    sandbox = createSandboxProvider(secrets);
  });

  it('creates Razorpay-shaped orders and keeps them', async () => {
    const order = await sandbox.createOrder({ amount: 49_900, receipt: 'ours-1' });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      amount: 49_900,
      currency: 'INR',
      receipt: 'ours-1',
      status: 'created',
    });
    await expect(sandbox.fetchOrder(order.id)).resolves.toEqual(order);
    await expect(sandbox.fetchPayments(order.id)).resolves.toEqual([]);
  });

  it('rejects amounts under one rupee like Razorpay', async () => {
    await expect(sandbox.createOrder({ amount: 99, receipt: 'x' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(sandbox.createOrder({ amount: 100.5, receipt: 'x' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('signs a successful payment so that the ordinary verification accepts it', async () => {
    const order = await sandbox.createOrder({ amount: 10_000, receipt: 'x' });
    const { payment, signature } = sandbox.pay(order.id, 'success');
    expect(payment).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      order_id: order.id,
      amount: 10_000,
      status: 'captured',
    });
    expect(
      sandbox.verifyPaymentSignature({
        orderId: order.id,
        paymentId: payment.id,
        signature: signature ?? '',
      }),
    ).toBe(true);
    expect(
      sandbox.verifyPaymentSignature({
        orderId: 'order_other',
        paymentId: payment.id,
        signature: signature ?? '',
      }),
    ).toBe(false);
    expect((await sandbox.fetchOrder(order.id)).status).toBe('paid');
  });

  it('records a failed payment with Razorpay error fields and no signature', async () => {
    const order = await sandbox.createOrder({ amount: 10_000, receipt: 'x' });
    const { payment, signature } = sandbox.pay(order.id, 'failure');
    expect(signature).toBeNull();
    expect(payment).toMatchObject({
      status: 'failed',
      error_code: SANDBOX_FAILURE.code,
      error_description: SANDBOX_FAILURE.description,
    });
    expect((await sandbox.fetchOrder(order.id)).status).toBe('attempted');
    expect(await sandbox.fetchPayments(order.id)).toHaveLength(1);
  });

  it('refunds a captured payment at once, never more than was captured, and fails on its documented trigger', async () => {
    const order = await sandbox.createOrder({ amount: 30_000, receipt: 'x' });
    const { payment } = sandbox.pay(order.id, 'success');
    const first = await sandbox.refund({ paymentId: payment.id, amount: 20_000, receipt: 'ours-r1' });
    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      payment_id: payment.id,
      amount: 20_000,
      status: 'processed',
      receipt: 'ours-r1',
    });
    expect(sandbox.refundFails(first.id)).toBe(false);
    await expect(
      sandbox.refund({ paymentId: payment.id, amount: 10_001, receipt: 'x' }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(sandbox.refund({ paymentId: payment.id, amount: 99, receipt: 'x' })).rejects.toMatchObject({
      statusCode: 400,
    });
    const failing = await sandbox.refund({
      paymentId: payment.id,
      amount: 10_000,
      receipt: 'ours-r2',
      notes: { reason: `Test: ${SANDBOX_REFUND_FAILURE_TRIGGER.toUpperCase()}` },
    });
    expect(failing.status).toBe('pending');
    expect(sandbox.refundFails(failing.id)).toBe(true);
    // The failed one took nothing: the last 10 000 paise can still be refunded.
    await expect(
      sandbox.refund({ paymentId: payment.id, amount: 10_000, receipt: 'x' }),
    ).resolves.toMatchObject({
      status: 'processed',
    });
    expect((await sandbox.fetchRefunds(payment.id)).map((r) => [r.receipt, r.status])).toEqual([
      ['ours-r1', 'processed'],
      ['ours-r2', 'failed'],
      ['x', 'processed'],
    ]);
    const failed = sandbox.pay(order.id, 'failure').payment;
    await expect(sandbox.refund({ paymentId: failed.id, amount: 100, receipt: 'x' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('answers 404 for orders it never created', async () => {
    expect(() => sandbox.pay('order_unknown', 'success')).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    await expect(sandbox.fetchOrder('order_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('adopts an order it lost (API restart) from our records, without touching known ones', async () => {
    sandbox.adopt({ id: 'order_fromourdb0001', amount: 20_000, receipt: 'ours-9' });
    expect(await sandbox.fetchOrder('order_fromourdb0001')).toEqual({
      id: 'order_fromourdb0001',
      amount: 20_000,
      currency: 'INR',
      receipt: 'ours-9',
      status: 'created',
    });
    const known = await sandbox.createOrder({ amount: 10_000, receipt: 'x' });
    sandbox.pay(known.id, 'success');
    sandbox.adopt({ id: known.id, amount: 1, receipt: 'other' });
    expect(await sandbox.fetchOrder(known.id)).toMatchObject({ amount: 10_000, status: 'paid' });
  });

  it('signs webhooks with its own webhook secret, not the key secret', () => {
    const body = '{"event":"payment.failed"}';
    const signature = sandbox.signWebhook(body);
    expect(signature).toBe(hmacSha256Hex(secrets.webhookSecret, body));
    expect(sandbox.verifyWebhookSignature(body, signature)).toBe(true);
    expect(sandbox.verifyWebhookSignature(body, hmacSha256Hex(secrets.keySecret, body))).toBe(false);
  });

  it('serves the sandbox checkout script and key', () => {
    expect(sandbox.checkoutConfig()).toEqual({
      provider: 'sandbox',
      key: 'rzp_test_sandbox',
      checkout_script_url: '/api/payments/sandbox/checkout.js',
    });
  });
});

describe('choosing the provider', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payments-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the sandbox by default and keeps its generated secrets under the data directory', () => {
    const provider = createPaymentProvider({ provider: 'sandbox' }, dir);
    expect(provider.name).toBe('sandbox');
    const file = join(dir, SANDBOX_SECRETS_FILE);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { keySecret: string; webhookSecret: string };
    expect(stored.keySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.webhookSecret).not.toBe(stored.keySecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadSandboxSecrets({}, dir)).toEqual(stored);
  });

  it('takes sandbox secrets from the environment when both are set', () => {
    expect(loadSandboxSecrets({ keySecret: 'a', webhookSecret: 'b' }, dir)).toEqual({
      keySecret: 'a',
      webhookSecret: 'b',
    });
  });

  it('uses Razorpay when RAZORPAY_KEY_ID is set, and refuses to start without its secrets', () => {
    const settings = {
      provider: 'sandbox' as const,
      keyId: 'rzp_test_x',
      keySecret: 's',
      webhookSecret: 'w',
    };
    expect(createPaymentProvider(settings, dir).name).toBe('razorpay');
    expect(() => createPaymentProvider({ ...settings, webhookSecret: '' }, dir)).toThrow(
      /RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => createPaymentProvider({ provider: 'razorpay' }, dir)).toThrow(/RAZORPAY_KEY_ID/);
  });
});
