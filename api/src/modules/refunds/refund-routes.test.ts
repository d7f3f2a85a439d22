/**
 * Refunds of unused credits (issue 18 point 4): the route's rules, the rounding, the sandbox's failed refund, the
 * refund webhooks, and the doctor's ledger and balance. Runs on PGlite and (TEST_DB=postgres) on PostgreSQL, where
 * the races at the end run truly in parallel.
 */
import { and, count, eq } from 'drizzle-orm';
import { CHANGE_MESSAGES, SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import {
  appointments,
  coupons,
  doctorAvailability,
  doctorEarnings,
  orders,
  patients,
  paymentEvents,
  refunds,
} from '../../platform/db/schema';
import { PaymentProviderError, SANDBOX_REFUND_FAILURE_TRIGGER } from '../../platform/providers/payments';
import { reconcileRefunds } from './reconcile-refunds';
import { doctorShare } from '../billing/payouts';
import { loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';
import { pay, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  await t.db.insert(coupons).values({
    code: 'FIFTEEN',
    offerName: '15 % off',
    discountPercentage: 15,
    startDate: '2020-01-01',
    endDate: '2099-12-31',
  });
});
afterAll(() => t.close());

const DOCTOR = '9000000001';
const SHARE = 70;

// Free slots of the demo doctor, each used once.
const freeSlot = testCalendar().slot;

let nextPatient = 9400000000;
interface PaidOrder {
  id: string;
  uuid: string;
  patientId: string;
  headers: AuthHeaders;
  amount: number;
}

/** A returning patient of `doctor` orders `quantity` sessions at `pricePaise` each (optionally a coupon), unpaid. */
async function placeOrder(
  opts: { pricePaise?: number; quantity?: number; coupon?: string; doctor?: string } = {},
): Promise<PaidOrder> {
  const { pricePaise = 60000, quantity = 3, coupon, doctor = DOCTOR } = opts;
  const patientId = String(nextPatient++);
  const email = `p${patientId}@example.com`;
  const headers = await loginAsPatient(t.app, patientId, {
    newUser: false,
    pricePaise,
    sessions: quantity,
    email,
  });
  await t.db.update(patients).set({ doctorId: doctor }).where(eq(patients.id, patientId));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: orderBody({
      patient_id: patientId,
      email,
      quantity,
      price: pricePaise / 100,
      booking: { mode: 'online' },
      ...(coupon ? { coupon_code: coupon } : {}),
    }),
  });
  expect(res.statusCode).toBe(200);
  const id: string = res.json().data.id;
  const row = (await t.db.select().from(orders).where(eq(orders.providerOrderId, id)))[0]!;
  return { id, uuid: row.id, patientId, headers, amount: row.amountPaise };
}

async function paidOrder(opts: Parameters<typeof placeOrder>[0] = {}): Promise<PaidOrder> {
  const order = await placeOrder(opts);
  await pay(t.app, order.id, order.headers);
  return order;
}

const refund = (order: PaidOrder, headers: AuthHeaders = order.headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refund`, headers, payload });
const schedule = (order: PaidOrder, start = freeSlot()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: order.headers,
    payload: { order_id: order.id, start, doctor_id: DEMO_DOCTOR.publicId },
  });
const credits = async (order: PaidOrder) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/users/${order.patientId}/appointments`,
    headers: order.headers,
  });
  return (res.json().credits as { order_id: string; remaining: number; refunded: number }[]).find(
    (c) => c.order_id === order.uuid,
  )!;
};
const balance = async (doctor = DOCTOR) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/${doctor}/sum`,
    headers: await loginAsDoctor(t.app, doctor),
  });
  expect(res.statusCode).toBe(200);
  return Math.round((res.json().data as number) * 100);
};
const orderRowOf = async (order: PaidOrder) =>
  (await t.db.select().from(orders).where(eq(orders.id, order.uuid)))[0]!;
const ledgerLines = (orderUuid: string) =>
  t.db.select().from(doctorEarnings).where(eq(doctorEarnings.orderId, orderUuid));

describe('POST /api/orders/{id}/refund', () => {
  it('refunds the unused credits of a 3-session order with a 15 % coupon; the last credits take the exact rest', async () => {
    // ₹333.33 × 3 = ₹999.99, less 15 % = ₹849.99.
    const order = await paidOrder({ pricePaise: 33333, quantity: 3, coupon: 'FIFTEEN' });
    expect(order.amount).toBe(84999);
    const booked = await schedule(order);
    expect(booked.statusCode).toBe(201);
    const before = await balance();

    const first = await refund(order);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(String),
      order_id: order.id,
      credits: 2,
      amount: 56666, // floor(84999 × 2 / 3)
      status: 'processed',
      failure_reason: null,
      receipt_number: expect.stringMatching(/^REF-\d{4}-\d{6}$/),
      created_at: expect.any(String),
      processed_at: expect.any(String),
    });
    expect(await credits(order)).toMatchObject({ remaining: 0, refunded: 2 });
    // The doctor's share of the refunded amount leaves the balance: 70 % of ₹566.66, rounded down.
    expect(before - (await balance())).toBe(doctorShare(56666, SHARE));
    expect(doctorShare(56666, SHARE)).toBe(39666);

    // The scheduled session is cancelled with its credit back (issue 18 point 2): the last credit takes the rest.
    await t.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: order.patientId })
      .where(eq(appointments.orderId, order.uuid));
    const last = await refund(order);
    expect(last.statusCode).toBe(201);
    expect(last.json().data).toMatchObject({ credits: 1, amount: 28333, status: 'processed' });
    expect(56666 + 28333).toBe(order.amount);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/refunds`,
      headers: order.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((r: { amount: number }) => r.amount)).toEqual([28333, 56666]);
    // One order line, two refund lines; the order's line is untouched.
    const lines = await ledgerLines(order.uuid);
    expect(lines.map((l) => [l.kind, l.amountPaise]).sort()).toEqual(
      [
        ['order', doctorShare(84999, SHARE)],
        ['refund', -doctorShare(28333, SHARE)],
        ['refund', -doctorShare(56666, SHARE)],
      ].sort(),
    );
    expect((await refund(order)).json()).toEqual({
      message: CHANGE_MESSAGES.nothingToRefund,
      code: 'NOTHING_TO_REFUND',
    });
  });

  it('lets the order’s doctor refund and cancels the undated session of an order left without credits', async () => {
    const order = await paidOrder({ quantity: 2 });
    const res = await refund(order, await loginAsDoctor(t.app, DOCTOR), { reason: 'Moving abroad' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ credits: 2, amount: order.amount, status: 'processed' });
    const left = await t.db.select().from(appointments).where(eq(appointments.orderId, order.uuid));
    expect(left.map((a) => [a.status, a.cancelReason])).toEqual([['cancelled', 'refunded']]);
    expect((await schedule(order)).json()).toMatchObject({ code: 'NO_CREDIT' });
  });

  it('answers 409 with a message for an unpaid order, a fully scheduled one and a ₹1 order of several credits', async () => {
    const unpaid = await placeOrder({ quantity: 2 });
    expect((await refund(unpaid)).json()).toEqual({ message: CHANGE_MESSAGES.notPaid, code: 'NOT_PAID' });

    const used = await paidOrder({ quantity: 2 });
    expect((await schedule(used)).statusCode).toBe(201);
    expect((await schedule(used)).statusCode).toBe(201);
    const full = await refund(used);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: CHANGE_MESSAGES.nothingToRefund, code: 'NOTHING_TO_REFUND' });

    // Coupon-free ₹1 for 4 sessions (₹0.25 each), one scheduled: the 3 unused come to 75 paise.
    const tiny = await paidOrder({ pricePaise: 25, quantity: 4 });
    expect(tiny.amount).toBe(100);
    expect((await schedule(tiny)).statusCode).toBe(201);
    const small = await refund(tiny);
    expect(small.statusCode).toBe(409);
    expect(small.json()).toEqual({ message: CHANGE_MESSAGES.refundTooSmall, code: 'REFUND_TOO_SMALL' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, tiny.uuid))).toEqual([]);
    expect(await credits(tiny)).toMatchObject({ remaining: 3, refunded: 0 });
  });

  it('quotes the refund before it is made: the same credits and amount the refund then gives back', async () => {
    const order = await paidOrder({ pricePaise: 33333, quantity: 3, coupon: 'FIFTEEN' });
    expect((await schedule(order)).statusCode).toBe(201);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/refund`,
      headers: order.headers,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toEqual({
      order_id: order.id,
      credits: 2,
      amount: Math.floor((84999 * 2) / 3),
    });
    // A quote changes nothing: the credits are all still there.
    expect((await credits(order)).remaining).toBe(2);
    const made = await refund(order);
    expect(made.json().data).toMatchObject({ credits: 2, amount: quote.json().data.amount });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/refund`,
      headers: order.headers,
    });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ message: CHANGE_MESSAGES.nothingToRefund, code: 'NOTHING_TO_REFUND' });
    const stranger = await loginAsPatient(t.app, '9400099999');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/refund`,
      headers: stranger,
    });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/refund` })).statusCode).toBe(
      401,
    );
  });

  it('refuses other patients and other doctors (403), unknown orders (404) and anonymous callers (401)', async () => {
    const order = await paidOrder({ quantity: 1 });
    const stranger = await loginAsPatient(t.app, '9499999999');
    expect((await refund(order, stranger)).statusCode).toBe(403);
    const otherDoctor = await loginAsDoctor(t.app, '9000000002');
    expect((await refund(order, otherDoctor)).statusCode).toBe(403);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/refunds`,
      headers: otherDoctor,
    });
    expect(listed.statusCode).toBe(403);
    expect((await refund({ ...order, id: 'order_doesnotexist' })).statusCode).toBe(404);
    const longReason = await refund(order, order.headers, { reason: 'x'.repeat(301) });
    expect([longReason.statusCode, longReason.json().message]).toEqual([400, CHANGE_MESSAGES.reason]);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refund` });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.uuid))).toEqual([]);
  });
});

describe('failed refunds give the credits back', () => {
  it('the sandbox failure trigger: 409 REFUND_FAILED, the refund failed, credits and balance as before', async () => {
    const order = await paidOrder({ quantity: 2 });
    const before = await balance();
    const res = await refund(order, order.headers, { reason: `please ${SANDBOX_REFUND_FAILURE_TRIGGER}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CHANGE_MESSAGES.refundFailed, code: 'REFUND_FAILED' });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.uuid));
    expect(row).toMatchObject({ status: 'failed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    // It failed through the signed refund.failed webhook, recorded like the payment events.
    const events = await t.db
      .select({ event: paymentEvents.event })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.uuid), eq(paymentEvents.event, 'refund.failed')));
    expect(events).toHaveLength(1);
    expect(await credits(order)).toMatchObject({ remaining: 2, refunded: 0 });
    expect(await balance()).toBe(before);
    expect(await ledgerLines(order.uuid)).toHaveLength(1);

    // The credits are free again: scheduled, or refunded by a new request.
    expect((await schedule(order)).statusCode).toBe(201);
    const again = await refund(order);
    expect(again.json().data).toMatchObject({ credits: 1, amount: order.amount / 2, status: 'processed' });
  });

  it('a provider that refuses (4xx): 409, the refund failed, the credits back', async () => {
    const order = await paidOrder({ quantity: 2 });
    const spy = jest
      .spyOn(t.sandbox!, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('Your balance is too low', 400, 'BAD_REQUEST_ERROR'));
    try {
      const refused = await refund(order);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'REFUND_FAILED']);
    } finally {
      spy.mockRestore();
    }
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.uuid));
    expect(rows.map((r) => [r.status, r.failureReason])).toEqual([['failed', 'Your balance is too low']]);
    expect(await credits(order)).toMatchObject({ remaining: 2, refunded: 0 });
  });
});

describe('an unknown outcome (timeout, 5xx, network) leaves the refund pending', () => {
  const unknowns: [string, PaymentProviderError][] = [
    ['a timeout', new PaymentProviderError('Razorpay did not answer in 20 s', null, null)],
    ['a 5xx', new PaymentProviderError('Bad gateway', 502, null)],
    ['a request timeout (408)', new PaymentProviderError('Request timeout', 408, null)],
  ];

  it.each(unknowns)(
    '%s: 201 pending, its credits held (no second refund); reconciliation settles it from the provider',
    async (_name, error) => {
      const order = await paidOrder({ quantity: 2 });
      const before = await balance();
      // The provider makes the refund, and then its answer is lost.
      const real = t.sandbox!.refund.bind(t.sandbox!);
      const spy = jest.spyOn(t.sandbox!, 'refund').mockImplementationOnce(async (input) => {
        await real(input);
        throw error;
      });
      const first = await refund(order);
      spy.mockRestore();
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject({ status: 'pending', credits: 2, amount: order.amount });
      expect(await credits(order)).toMatchObject({ remaining: 0, refunded: 2 });
      const second = await refund(order);
      expect([second.statusCode, second.json().code]).toEqual([409, 'NOTHING_TO_REFUND']);
      expect((await schedule(order)).json().code).toBe('NO_CREDIT');
      expect(await t.sandbox!.fetchRefunds((await orderRowOf(order)).paymentId!)).toHaveLength(1);

      const report = await reconcileRefunds({ ...t.ctx, reconcileAfterMs: 0 });
      expect(report.processed).toBeGreaterThanOrEqual(1);
      const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.uuid));
      expect(row).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
      expect(before - (await balance())).toBe(doctorShare(order.amount, SHARE));
    },
  );

  it('a refund that never reached the provider fails at reconciliation and its credits come back', async () => {
    const order = await paidOrder({ quantity: 2 });
    const spy = jest
      .spyOn(t.sandbox!, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('connect ECONNREFUSED', null, null));
    const res = await refund(order);
    spy.mockRestore();
    expect(res.json().data.status).toBe('pending');
    await reconcileRefunds({ ...t.ctx, reconcileAfterMs: 0 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.uuid));
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'The refund never reached the payment provider',
    });
    expect(await credits(order)).toMatchObject({ remaining: 2, refunded: 0 });
  });
});

describe('the provider’s word wins over a local failure', () => {
  it('refund.processed for a refund we marked failed: processed, ledger debited, sessions booked meanwhile cancelled', async () => {
    const order = await paidOrder({ quantity: 2 });
    const before = await balance();
    // We marked it failed (it looked as if it never reached the provider) and the credits came back…
    const [row] = await t.db
      .insert(refunds)
      .values({
        orderId: order.uuid,
        credits: 2,
        amountPaise: order.amount,
        requestedBy: order.patientId,
        status: 'failed',
        failureReason: 'The refund never reached the payment provider',
      })
      .returning();
    const booked = await schedule(order);
    expect(booked.statusCode).toBe(201);
    expect(await credits(order)).toMatchObject({ remaining: 1, refunded: 0 });
    // …but the provider did make it.
    const raw = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: 'rfnd_override00001',
            amount: order.amount,
            receipt: row!.id,
            payment_id: (await orderRowOf(order)).paymentId,
          },
        },
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': t.sandbox!.signWebhook(raw),
        'x-razorpay-event-id': 'evt_override_0001',
      },
      payload: raw,
    });
    expect(res.json().data.status).toBe('processed');
    const [now] = await t.db.select().from(refunds).where(eq(refunds.id, row!.id));
    expect(now).toMatchObject({
      status: 'processed',
      providerRefundId: 'rfnd_override00001',
      failureReason: null,
    });
    expect(before - (await balance())).toBe(doctorShare(order.amount, SHARE));
    // Both credits were paid back: the session booked on one of them meanwhile is cancelled, no credit left.
    const [session] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked.json().data.id));
    expect(session).toMatchObject({ status: 'cancelled', cancelReason: 'refunded', cancelledBy: 'system' });
    expect(await credits(order)).toMatchObject({ remaining: 0, refunded: 2 });
    expect((await refund(order)).json().code).toBe('NOTHING_TO_REFUND');
  });

  it('reconciliation looks again at a refund failed without the provider’s word, and takes its record', async () => {
    const order = await paidOrder({ quantity: 1 });
    const real = t.sandbox!.refund.bind(t.sandbox!);
    const made: { id?: string } = {};
    jest.spyOn(t.sandbox!, 'refund').mockImplementationOnce(async (input) => {
      made.id = (await real(input)).id;
      throw new PaymentProviderError('socket hang up', null, null);
    });
    await refund(order);
    // An older build marked such refunds failed at once; the provider's record says processed.
    await t.db
      .update(refunds)
      .set({ status: 'failed', failureReason: 'Razorpay could not be reached' })
      .where(eq(refunds.orderId, order.uuid));
    await reconcileRefunds({ ...t.ctx, reconcileAfterMs: 0 });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.uuid));
    expect(row).toMatchObject({ status: 'processed', providerRefundId: made.id });
    expect(await credits(order)).toMatchObject({ remaining: 0, refunded: 1 });
  });
});

describe('refund webhooks', () => {
  const send = (body: unknown, eventId: string, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? t.sandbox!.signWebhook(raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };
  const event = (name: string, entity: Record<string, unknown>) => ({
    entity: 'event',
    event: name,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { entity: 'refund', currency: 'INR', ...entity } } },
  });

  /** A refund the provider answered `pending` (Razorpay's normal refunds may): the webhook settles it. */
  async function pendingRefund(order: PaidOrder, providerRefundId: string) {
    const spy = jest.spyOn(t.sandbox!, 'refund').mockImplementationOnce(async (input) => ({
      id: providerRefundId,
      payment_id: input.paymentId,
      amount: input.amount,
      status: 'pending',
      receipt: input.receipt,
    }));
    const res = await refund(order);
    spy.mockRestore();
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', processed_at: null });
    return res.json().data as { id: string; amount: number };
  }

  it('refund.processed settles a pending refund once; a replay or a second event changes nothing', async () => {
    const order = await paidOrder({ quantity: 3 });
    const pending = await pendingRefund(order, 'rfnd_webhook00000001');
    const before = await balance();
    // A pending refund holds its credits and has not touched the doctor's balance yet.
    expect(await credits(order)).toMatchObject({ remaining: 0, refunded: 3 });
    expect(await ledgerLines(order.uuid)).toHaveLength(1);

    const processed = event('refund.processed', {
      id: 'rfnd_webhook00000001',
      amount: pending.amount,
      status: 'processed',
    });
    const first = await send(processed, 'evt_refund_0001');
    expect([first.statusCode, first.json().data.status]).toEqual([200, 'processed']);
    expect(before - (await balance())).toBe(doctorShare(order.amount, SHARE));
    const replay = await send(processed, 'evt_refund_0001');
    expect(replay.json().data.status).toBe('duplicate');
    const again = await send(processed, 'evt_refund_0002');
    expect(again.json().data.status).toBe('duplicate');
    // A contradicting late failure changes nothing either.
    const late = await send(
      event('refund.failed', { id: 'rfnd_webhook00000001', amount: pending.amount }),
      'evt_refund_0003',
    );
    expect(late.json().data.status).toBe('duplicate');
    expect(before - (await balance())).toBe(doctorShare(order.amount, SHARE));
    expect((await ledgerLines(order.uuid)).filter((l) => l.kind === 'refund')).toHaveLength(1);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, pending.id));
    expect(row).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
  });

  it('refund.failed gives the credits back; our id in the receipt finds a refund before its provider id is known', async () => {
    const order = await paidOrder({ quantity: 2 });
    const pending = await pendingRefund(order, 'rfnd_webhook00000002');
    await t.db.update(refunds).set({ providerRefundId: null }).where(eq(refunds.id, pending.id));
    const res = await send(
      event('refund.failed', { id: 'rfnd_webhook00000002', amount: pending.amount, receipt: pending.id }),
      'evt_refund_0004',
    );
    expect(res.json().data.status).toBe('processed');
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, pending.id));
    expect(row).toMatchObject({ status: 'failed', providerRefundId: 'rfnd_webhook00000002' });
    expect(await credits(order)).toMatchObject({ remaining: 2, refunded: 0 });
  });

  it('acknowledges a refund of a payment we do not know, ignores a differing amount, and refuses a bad signature', async () => {
    const unknown = await send(
      event('refund.processed', { id: 'rfnd_unknown000001', amount: 100, payment_id: 'pay_nobody00000001' }),
      'evt_refund_0005',
    );
    expect([unknown.statusCode, unknown.json().data.status]).toEqual([200, 'ignored']);

    const order = await paidOrder({ quantity: 1 });
    const pending = await pendingRefund(order, 'rfnd_webhook00000003');
    const wrong = await send(
      event('refund.processed', { id: 'rfnd_webhook00000003', amount: pending.amount + 1 }),
      'evt_refund_0006',
    );
    expect(wrong.json().data.status).toBe('ignored');
    const forged = await send(
      event('refund.processed', { id: 'rfnd_webhook00000003', amount: pending.amount }),
      'evt_refund_0007',
      'f'.repeat(64),
    );
    expect(forged.statusCode).toBe(400);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, pending.id));
    expect(row!.status).toBe('pending');
  });
});

describe('refunds made outside the API (the provider dashboard)', () => {
  const external = async (order: PaidOrder, id: string, amount: number, eventId: string) => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id, amount, payment_id: (await orderRowOf(order)).paymentId, status: 'processed' },
        },
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': t.sandbox!.signWebhook(raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };

  it('records the refund: the credits its amount covers, the doctor’s share, an operator alert and a metric', async () => {
    const order = await paidOrder({ quantity: 3, pricePaise: 60000 });
    const before = await balance();
    const alerts = jest.spyOn(t.ctx.log, 'error');
    // One session's worth (₹600 of ₹1,800) refunded by the clinic in the provider's dashboard.
    const res = await external(order, 'rfnd_dashboard00001', 60000, 'evt_external_0001');
    expect(res.json().data.status).toBe('processed');
    expect(alerts).toHaveBeenCalledWith(
      expect.objectContaining({ alert: 'external_refund', amount: 60000, credits: 1 }),
      expect.stringContaining('outside the API'),
    );
    alerts.mockRestore();
    const [row] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.providerRefundId, 'rfnd_dashboard00001'));
    expect(row).toMatchObject({ source: 'external', status: 'processed', credits: 1, amountPaise: 60000 });
    expect(await credits(order)).toMatchObject({ remaining: 2, refunded: 1 });
    expect(before - (await balance())).toBe(doctorShare(60000, SHARE));
    // A replay, or the same refund under another event id, is not recorded twice.
    expect(
      (await external(order, 'rfnd_dashboard00001', 60000, 'evt_external_0001')).json().data.status,
    ).toBe('duplicate');
    expect(
      (await external(order, 'rfnd_dashboard00001', 60000, 'evt_external_0002')).json().data.status,
    ).toBe('duplicate');
    // A partial goodwill refund covers no whole credit; the refund of what is left then takes it into account.
    expect((await external(order, 'rfnd_dashboard00002', 10000, 'evt_external_0003')).statusCode).toBe(200);
    expect(await credits(order)).toMatchObject({ remaining: 2 });
    const rest = await refund(order);
    expect(rest.json().data).toMatchObject({ credits: 2, amount: 120000 - 10000 });
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toMatch(/^physio_refunds_external_total [1-9]\d*$/m);
  });
});

describe('the doctor’s ledger and payouts', () => {
  it('lists order and refund lines for that doctor only; a payout nets refund lines and never goes negative', async () => {
    const doctor = '9000000055';
    const headers = await loginAsDoctor(t.app, doctor);
    // An order without a slot goes to the patient's doctor only when that doctor publishes hours (issue 17).
    await t.db
      .insert(doctorAvailability)
      .values({ doctorId: doctor, weekday: 1, startMinute: 540, endMinute: 780, mode: 'both' });
    const order = await paidOrder({ quantity: 2, pricePaise: 50000, doctor });
    expect(await balance(doctor)).toBe(doctorShare(100000, SHARE));
    // Paid out, then refunded: the refund line waits for the next earnings.
    const { settleDoctorPayout, doctorsOwed } = await import('../billing/payouts');
    expect((await settleDoctorPayout(t.db, { doctorId: doctor, utr: 'UTR-REFUNDS-1' }))!.amountPaise).toBe(
      70000,
    );
    expect((await refund(order)).statusCode).toBe(201);
    expect(await balance(doctor)).toBe(-70000);
    expect(await settleDoctorPayout(t.db, { doctorId: doctor })).toBeNull();
    expect((await doctorsOwed(t.db)).some((d) => d.doctorId === doctor)).toBe(false);

    const next = await paidOrder({ quantity: 3, pricePaise: 50000, doctor });
    expect(await balance(doctor)).toBe(105000 - 70000);
    const payout = await settleDoctorPayout(t.db, { doctorId: doctor, utr: 'UTR-REFUNDS-2' });
    expect(payout!.amountPaise).toBe(35000);
    expect(await balance(doctor)).toBe(0);

    const res = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor}/earnings`, headers });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data as {
      kind: string;
      order_id: string;
      amount: number;
      payout_id: string | null;
    }[];
    expect(lines.map((l) => [l.kind, l.order_id, l.amount])).toEqual([
      ['order', next.id, 105000],
      ['refund', order.id, -70000],
      ['order', order.id, 70000],
    ]);
    expect(lines[0]!.payout_id).toBe(payout!.id);
    expect(lines[1]!.payout_id).toBe(payout!.id);
    expect(lines[2]!.payout_id).not.toBe(payout!.id);
    // Each line says whose order, what it bought, what was paid or refunded and the share (issue 26).
    expect(res.json().data[0]).toMatchObject({
      patient_id: next.patientId,
      patient_name: expect.any(String),
      sessions: 3,
      mode: 'online',
      gross: 150000,
      share_percent: SHARE,
      refunded_sessions: null,
    });
    expect(res.json().data[1]).toMatchObject({
      patient_id: order.patientId,
      gross: 100000,
      refunded_sessions: 2,
    });

    // A payout's detail lists the lines it settled, and only to its doctor.
    const settled = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor}/payouts/${payout!.id}/lines`,
      headers,
    });
    expect(settled.statusCode).toBe(200);
    expect((settled.json().data as { amount: number }[]).map((l) => l.amount)).toEqual([105000, -70000]);
    const notTheirs = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${DOCTOR}/payouts/${payout!.id}/lines`,
      headers: await loginAsDoctor(t.app, DOCTOR),
    });
    expect(notTheirs.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor}/payouts/not-a-uuid/lines`,
      headers,
    });
    expect(bad.statusCode).toBe(400);

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor}/earnings`,
      headers: await loginAsDoctor(t.app, DOCTOR),
    });
    expect(other.statusCode).toBe(403);
    const patient = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor}/earnings`,
      headers: order.headers,
    });
    expect(patient.statusCode).toBe(403);
  });

  it('keeps one order line per order, refund lines negative, order lines not (migration 0010)', async () => {
    const order = await paidOrder({ quantity: 1 });
    const { creditDoctorForOrder } = await import('../billing/payouts');
    await creditDoctorForOrder(t.db, {
      doctorId: DOCTOR,
      orderId: order.uuid,
      orderAmountPaise: 999,
      sharePercent: 70,
    });
    expect(await ledgerLines(order.uuid)).toHaveLength(1);
    const code = async (values: Partial<typeof doctorEarnings.$inferInsert>) => {
      try {
        await t.db
          .insert(doctorEarnings)
          .values({ doctorId: DOCTOR, orderId: order.uuid, amountPaise: 1, ...values });
        return 'ok';
      } catch (err) {
        const { pgErrorCode } = await import('../../platform/http/errors');
        return pgErrorCode(err);
      }
    };
    expect(await code({})).toBe('23505');
    expect(await code({ orderId: 'x-negative', amountPaise: -1 })).toBe('23514');
    expect(await code({ orderId: 'x-refund', kind: 'refund', amountPaise: 1 })).toBe('23514');
    expect(await code({ orderId: 'x-no-refund', kind: 'refund', amountPaise: -1 })).toBe('23514');
  });
});

describe('races (parallel on PostgreSQL)', () => {
  it('ten refund requests on one order at once: exactly one refunds the unused credits', async () => {
    const order = await paidOrder({ quantity: 3 });
    const doctor = await loginAsDoctor(t.app, DOCTOR);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(order, i % 2 ? doctor : order.headers)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('NOTHING_TO_REFUND');
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.uuid));
    expect(rows.map((r) => [r.credits, r.amountPaise, r.status])).toEqual([[3, order.amount, 'processed']]);
    expect((await ledgerLines(order.uuid)).filter((l) => l.kind === 'refund')).toHaveLength(1);
  });

  it('a refund racing a booking of the last free credit: one of them gets it, never both', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const order = await paidOrder({ quantity: 2 });
      expect((await schedule(order)).statusCode).toBe(201);
      // The booking does a few reads before its transaction: the refund starts 0–35 ms later, so either can win.
      const lateRefund = new Promise<void>((resolve) => setTimeout(resolve, (round % 8) * 5)).then(() =>
        refund(order),
      );
      const [refunded, booked] = await Promise.all([lateRefund, schedule(order)]);
      if (booked.statusCode === 201) {
        expect(refunded.json()).toEqual({
          message: CHANGE_MESSAGES.nothingToRefund,
          code: 'NOTHING_TO_REFUND',
        });
        outcomes.push('booked');
      } else {
        expect(booked.json()).toEqual({ message: SCHEDULING_MESSAGES.noCredit, code: 'NO_CREDIT' });
        expect(refunded.statusCode).toBe(201);
        expect(refunded.json().data).toMatchObject({ credits: 1, amount: order.amount / 2 });
        outcomes.push('refunded');
      }
      const live = await t.db
        .select({ n: count() })
        .from(appointments)
        .where(and(eq(appointments.orderId, order.uuid), eq(appointments.status, 'scheduled')));
      const c = await credits(order);
      expect(live[0]!.n + c.refunded).toBe(2);
      expect(c.remaining).toBe(0);
    }
    expect(outcomes).toHaveLength(8);
  });

  it('a booking waiting for the order lock sees the refund committed meanwhile (credit trigger, migration 0010)', async () => {
    const order = await paidOrder({ quantity: 2 });
    expect((await schedule(order)).statusCode).toBe(201);
    let booking: ReturnType<typeof schedule> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.uuid)).for('update');
      await tx
        .insert(refunds)
        .values({ orderId: order.uuid, credits: 1, amountPaise: 100, requestedBy: 'test' });
      booking = schedule(order);
      // Give the booking time to reach the trigger and wait for the lock (PGlite runs it after the commit).
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await booking!;
    expect(res.json()).toEqual({ message: SCHEDULING_MESSAGES.noCredit, code: 'NO_CREDIT' });
  });
});
