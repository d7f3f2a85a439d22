import { and, count, eq } from 'drizzle-orm';
import {
  appointments,
  couponRedemptions,
  doctorEarnings,
  patients,
  paymentEvents,
  smsOutbox,
} from '../../platform/db/schema';
import { hmacSha256Hex, paymentSignature } from '../../platform/providers/payments/signature';
import { drainOutbox, loginAsDoctor, loginAsPatient } from '../../../test/helpers';
import { PAID_TRANSITION } from './mark-order-paid';
import {
  createPaymentsTestApp,
  orderBody,
  orderKit,
  SANDBOX_TEST_SECRETS,
  type PaymentsTestApp,
} from '../../../test/payments-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const { newOrder, orderRow, callback } = orderKit(() => t, 9100000000);
const countWhere = async (
  table: typeof appointments | typeof doctorEarnings | typeof couponRedemptions,
  orderId: string,
) => (await t.db.select({ n: count() }).from(table).where(eq(table.orderId, orderId)))[0]!.n;
const confirmations = async (mobile: string) => {
  await drainOutbox(t.app);
  return (await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).filter((m) =>
    m.message.includes('Order ID'),
  );
};

const webhook = (body: unknown, opts: { eventId?: string; secret?: string; signature?: string } = {}) => {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature':
      opts.signature ?? hmacSha256Hex(opts.secret ?? SANDBOX_TEST_SECRETS.webhookSecret, raw),
  };
  if (opts.eventId !== '')
    headers['x-razorpay-event-id'] = opts.eventId ?? `evt_${Math.random().toString(36).slice(2)}`;
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: raw });
};
const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured', currency: 'INR' } },
  },
});
const orderPaidEvent = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'order.paid',
  payload: {
    order: { entity: { id: orderId, amount, status: 'paid' } },
    payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured', currency: 'INR' } },
  },
});
const sign = (orderId: string, paymentId: string) =>
  paymentSignature(SANDBOX_TEST_SECRETS.keySecret, orderId, paymentId);
const patientRow = async (id: string) => (await t.db.select().from(patients).where(eq(patients.id, id)))[0]!;

/**
 * Exactly one paid transition for the order: paid, one appointment, one doctor credit, one coupon redemption
 * (when it has a coupon), one confirmation SMS, one transition event, and the patient no longer first-time.
 * Returns the patient row, so a later delivery can be shown not to touch it again.
 */
async function expectPaidOnce(o: { id: string; patientId: string }) {
  const row = await orderRow(o.id);
  expect(row.status).toBe('paid');
  expect(await countWhere(appointments, row.id)).toBe(1);
  expect(await countWhere(doctorEarnings, row.id)).toBe(1);
  expect(await countWhere(couponRedemptions, row.id)).toBe(row.couponCode ? 1 : 0);
  expect(await confirmations(o.patientId)).toHaveLength(1);
  const transitions = await t.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, row.id), eq(paymentEvents.event, PAID_TRANSITION)));
  expect(transitions).toHaveLength(1);
  const patient = await patientRow(o.patientId);
  expect(patient.newUser).toBe(false);
  return patient;
}

describe('POST /api/payments/callback', () => {
  it('verifies a signed success, marks the order paid and sends the patient to /thankyou', async () => {
    const o = await newOrder({
      quantity: 2,
      booking: {
        mode: 'home',
        address: '12 MG Road, Pune',
        pincode: '411001',
        preferred_date: '2030-02-01',
        preferred_time: 'evening',
      },
    });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: o.id, outcome: 'success' },
    });
    expect(pay.statusCode).toBe(200);
    const signed = pay.json().data;
    expect(signed).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_order_id: o.id,
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const res = await callback(signed);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/thankyou?email=p${o.patientId}%40example.com&order_id=${o.id}`);

    const row = await orderRow(o.id);
    expect(row).toMatchObject({ status: 'paid', paymentId: signed.razorpay_payment_id });
    expect(row.paidAt).toBeInstanceOf(Date);
    const [patient] = await t.db.select().from(patients).where(eq(patients.id, o.patientId));
    expect(patient!.newUser).toBe(false);
    const [appointment] = await t.db.select().from(appointments).where(eq(appointments.orderId, row.id));
    expect(appointment).toMatchObject({
      patientId: o.patientId,
      mode: 'home',
      address: '12 MG Road, Pune',
      pincode: '411001',
      date: '2030-02-01',
      timeOfDay: 'evening',
      sessions: 2,
      doctorId: expect.stringMatching(/^9000000/),
    });
    const [earning] = await t.db.select().from(doctorEarnings).where(eq(doctorEarnings.orderId, row.id));
    expect(earning).toMatchObject({ doctorId: appointment!.doctorId, amountPaise: Math.floor(99_800 * 0.7) });
    const sms = await confirmations(o.patientId);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.message).toContain(o.id);
  });

  it('sends physio payments to /paymentsuccessphysio with the order and payment ids', async () => {
    const headers = await loginAsPatient(t.app, '9876543210');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: orderBody({
        kind: 'physio',
        patient_id: '9876543210',
        quantity: 6,
        price: 650,
        // WELCOME10 is for first bookings only: the demo patient has booked before.
        coupon_code: 'HALFOFF',
      }),
    });
    const id: string = created.json().data.id;
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/pay',
        payload: { order_id: id, outcome: 'success' },
      })
    ).json().data;
    const res = await callback(signed);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/paymentsuccessphysio?order_id=${id}&payment_id=${signed.razorpay_payment_id}`,
    );
    const row = await orderRow(id);
    const [redemption] = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, row.id));
    expect(redemption).toMatchObject({
      couponCode: 'HALFOFF',
      patientId: '9876543210',
      discountPaise: 195_000,
    });
    const [appointment] = await t.db.select().from(appointments).where(eq(appointments.orderId, row.id));
    expect(appointment!.doctorId).toBe('9000000001');
  });

  it.each([
    [
      'a forged signature',
      (id: string, pay: string) => ({
        razorpay_order_id: id,
        razorpay_payment_id: pay,
        razorpay_signature: 'a'.repeat(64),
      }),
    ],
    [
      'a missing signature',
      (id: string, pay: string) => ({ razorpay_order_id: id, razorpay_payment_id: pay }),
    ],
    [
      'a signature made with the webhook secret',
      (id: string, pay: string) => ({
        razorpay_order_id: id,
        razorpay_payment_id: pay,
        razorpay_signature: hmacSha256Hex(SANDBOX_TEST_SECRETS.webhookSecret, `${id}|${pay}`),
      }),
    ],
    [
      'a signature of another order',
      (id: string, pay: string) => ({
        razorpay_order_id: id,
        razorpay_payment_id: pay,
        razorpay_signature: sign('order_other', pay),
      }),
    ],
    [
      'an unknown order',
      (_id: string, pay: string) => ({
        razorpay_order_id: 'order_unknown',
        razorpay_payment_id: pay,
        razorpay_signature: sign('order_unknown', pay),
      }),
    ],
    ['no fields at all', () => ({})],
  ])('sends %s to /paymentfailed and leaves the order unpaid', async (_label, build) => {
    const o = await newOrder();
    const res = await callback(build(o.id, 'pay_forged000001') as Record<string, string>);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/paymentfailed');
    expect((await orderRow(o.id)).status).toBe('created');
    expect(await countWhere(appointments, (await orderRow(o.id)).id)).toBe(0);
  });

  it('still redirects the browser when the database fails', async () => {
    const o = await newOrder();
    const signed = t.sandbox!.pay(o.id, 'success');
    const transaction = t.ctx.db.transaction;
    t.ctx.db.transaction = (() => Promise.reject(new Error('connection lost'))) as typeof transaction;
    try {
      const res = await callback({
        razorpay_order_id: o.id,
        razorpay_payment_id: signed.payment.id,
        razorpay_signature: signed.signature!,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/paymentfailed');
    } finally {
      t.ctx.db.transaction = transaction;
    }
    expect((await orderRow(o.id)).status).toBe('created');
  });

  it('sends a failed payment back to /paymentfailed with the order its callback_url named, for paying it again', async () => {
    const o = await newOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/callback?order=${o.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'Payment failed',
        'error[metadata]': JSON.stringify({ order_id: o.id, payment_id: 'pay_failed000001' }),
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/paymentfailed?order=${o.id}`);
    expect((await orderRow(o.id)).status).toBe('created');
  });

  it.each([['//evil.example/x'], ['order_1&retry=//evil'], ['a'.repeat(65)]])(
    'names no order in the redirect when the callback_url carried %s',
    async (order) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/callback?order=${encodeURIComponent(order)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'error%5Bcode%5D=BAD_REQUEST_ERROR',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/paymentfailed');
    },
  );

  it('does not accept a JSON body in place of the form', async () => {
    const o = await newOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      payload: { razorpay_order_id: o.id },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/paymentfailed');
  });
});

describe('POST /api/payments/verify', () => {
  it('marks the order paid for the handler path and answers where to go next', async () => {
    const o = await newOrder();
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/pay',
        payload: { order_id: o.id, outcome: 'success' },
      })
    ).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: o.headers,
      payload: signed,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'paid',
      order_id: o.id,
      payment_id: signed.razorpay_payment_id,
      redirect: `/thankyou?email=p${o.patientId}%40example.com&order_id=${o.id}`,
    });
    // Verifying again is harmless and still one payment.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/verify',
          headers: o.headers,
          payload: signed,
        })
      ).statusCode,
    ).toBe(200);
    expect(await countWhere(appointments, (await orderRow(o.id)).id)).toBe(1);
  });

  it('answers 400 for a bad signature, 403 for another patient, 401 without a token', async () => {
    const o = await newOrder();
    const forged = {
      razorpay_order_id: o.id,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'b'.repeat(64),
    };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: o.headers,
      payload: forged,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_SIGNATURE');
    const other = await loginAsPatient(t.app, '9000099999');
    const good = { ...forged, razorpay_signature: sign(o.id, 'pay_x') };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: other, payload: good }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/verify', payload: good })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: o.headers, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect((await orderRow(o.id)).status).toBe('created');
  });
});

describe('POST /api/payments/webhook', () => {
  it('processes a webhook replayed 10 times exactly once', async () => {
    const o = await newOrder({ coupon_code: 'WELCOME10' });
    const body = capturedEvent(o.id, 'pay_replay0000001', o.amount);
    const answers = [await webhook(body, { eventId: 'evt_replayed_once' })];
    const firstPaid = await expectPaidOnce(o);
    for (let i = 1; i < 10; i++) answers.push(await webhook(body, { eventId: 'evt_replayed_once' }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json().data.status)).toEqual(['processed', ...Array(9).fill('duplicate')]);
    expect(await orderRow(o.id)).toMatchObject({ status: 'paid', paymentId: 'pay_replay0000001' });
    expect(await expectPaidOnce(o)).toEqual(firstPaid);
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_replayed_once'));
    expect(events).toHaveLength(1);
  });

  it('pays once when the same payment arrives as payment.captured and order.paid events', async () => {
    const o = await newOrder({ coupon_code: 'WELCOME10' });
    expect((await webhook(capturedEvent(o.id, 'pay_twoevents0001', o.amount))).json().data.status).toBe(
      'processed',
    );
    const firstPaid = await expectPaidOnce(o);
    expect((await webhook(orderPaidEvent(o.id, 'pay_twoevents0001', o.amount))).statusCode).toBe(200);
    expect(await expectPaidOnce(o)).toEqual(firstPaid);
  });

  it.each([
    ['an unsigned body', { signature: '' }],
    ['a signature made with the key secret', { secret: SANDBOX_TEST_SECRETS.keySecret }],
    ['a forged signature', { signature: 'c'.repeat(64) }],
  ])('rejects %s with 400 and changes nothing', async (_label, opts) => {
    const o = await newOrder();
    const res = await webhook(capturedEvent(o.id, 'pay_forgedhook001', o.amount), opts);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_SIGNATURE');
    expect((await orderRow(o.id)).status).toBe('created');
  });

  it('rejects a signed event without an event id', async () => {
    const o = await newOrder();
    const res = await webhook(capturedEvent(o.id, 'pay_noeventid0001', o.amount), { eventId: '' });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(o.id)).status).toBe('created');
  });

  it('verifies the raw bytes: a re-serialised body fails', async () => {
    const o = await newOrder();
    const body = capturedEvent(o.id, 'pay_rawbody000001', o.amount);
    const signature = hmacSha256Hex(SANDBOX_TEST_SECRETS.webhookSecret, JSON.stringify(body, null, 2));
    const res = await webhook(body, { signature });
    expect(res.statusCode).toBe(400);
  });

  it('never marks paid a capture whose amount differs from the order', async () => {
    const o = await newOrder();
    const res = await webhook(capturedEvent(o.id, 'pay_wrongamount01', o.amount - 100));
    expect(res.json().data.status).toBe('ignored');
    expect((await orderRow(o.id)).status).toBe('created');
  });

  it('records payment.failed, and a failed order may still be paid, but never goes back from paid', async () => {
    const o = await newOrder();
    const failed = {
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: 'pay_failed0000001',
            order_id: o.id,
            amount: o.amount,
            status: 'failed',
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Card declined',
          },
        },
      },
    };
    expect((await webhook(failed)).json().data.status).toBe('processed');
    expect(await orderRow(o.id)).toMatchObject({
      status: 'failed',
      failureCode: 'BAD_REQUEST_ERROR',
      failureReason: 'Card declined',
    });
    await webhook(capturedEvent(o.id, 'pay_retry00000001', o.amount));
    expect(await orderRow(o.id)).toMatchObject({
      status: 'paid',
      paymentId: 'pay_retry00000001',
      failureCode: null,
    });
    await webhook({
      ...failed,
      payload: { payment: { entity: { ...failed.payload.payment.entity, id: 'pay_late000000001' } } },
    });
    expect(await orderRow(o.id)).toMatchObject({ status: 'paid', paymentId: 'pay_retry00000001' });
  });

  it('ignores events for orders it does not know', async () => {
    const res = await webhook(capturedEvent('order_notours0001', 'pay_stranger00001', 10_000));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ignored');
  });
});

describe('callback and webhook racing for one order', () => {
  it('make exactly one paid transition', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await newOrder({ coupon_code: 'HALFOFF' });
      const signed = t.sandbox!.pay(o.id, 'success');
      const paymentId = signed.payment.id;
      const results = await Promise.all([
        callback({
          razorpay_order_id: o.id,
          razorpay_payment_id: paymentId,
          razorpay_signature: signed.signature!,
        }),
        webhook(capturedEvent(o.id, paymentId, o.amount)),
        t.app.inject({
          method: 'POST',
          url: '/api/payments/verify',
          headers: o.headers,
          payload: {
            razorpay_order_id: o.id,
            razorpay_payment_id: paymentId,
            razorpay_signature: signed.signature!,
          },
        }),
        webhook(capturedEvent(o.id, paymentId, o.amount)),
      ]);
      expect(results[0]!.headers.location).toMatch(/^\/thankyou/);
      expect(results.slice(1).map((r) => r.statusCode)).toEqual([200, 200, 200]);
      await expectPaidOnce(o);
    }
  });
});

describe('a signed webhook and the browser callback for one order, one after the other', () => {
  const events = [
    ['payment.captured', capturedEvent],
    ['order.paid', orderPaidEvent],
  ] as const;

  it.each(events)(
    '%s before the callback: one paid transition, and the callback still sends the browser to the success page',
    async (_event, build) => {
      const o = await newOrder({ coupon_code: 'WELCOME10' });
      const signed = t.sandbox!.pay(o.id, 'success');
      const hook = await webhook(build(o.id, signed.payment.id, o.amount));
      expect(hook.statusCode).toBe(200);
      expect(hook.json().data.status).toBe('processed');
      const paidByWebhook = await expectPaidOnce(o);

      const res = await callback({
        razorpay_order_id: o.id,
        razorpay_payment_id: signed.payment.id,
        razorpay_signature: signed.signature!,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/thankyou?email=p${o.patientId}%40example.com&order_id=${o.id}`);
      expect(await orderRow(o.id)).toMatchObject({ status: 'paid', paymentId: signed.payment.id });
      expect(await expectPaidOnce(o)).toEqual(paidByWebhook);
    },
  );

  it.each(events)(
    '%s after the callback: one paid transition, the webhook is recorded and changes nothing',
    async (event, build) => {
      const o = await newOrder({ coupon_code: 'WELCOME10' });
      const signed = t.sandbox!.pay(o.id, 'success');
      const res = await callback({
        razorpay_order_id: o.id,
        razorpay_payment_id: signed.payment.id,
        razorpay_signature: signed.signature!,
      });
      expect(res.headers.location).toBe(`/thankyou?email=p${o.patientId}%40example.com&order_id=${o.id}`);
      const paidByCallback = await expectPaidOnce(o);

      const hook = await webhook(build(o.id, signed.payment.id, o.amount));
      expect(hook.statusCode).toBe(200);
      expect(hook.json().data.status).toBe('processed');
      expect(await expectPaidOnce(o)).toEqual(paidByCallback);
      const row = await orderRow(o.id);
      expect(row).toMatchObject({ status: 'paid', paymentId: signed.payment.id });
      const recorded = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, row.id));
      expect(recorded.map((e) => [e.source, e.event])).toEqual(
        expect.arrayContaining([
          ['callback', PAID_TRANSITION],
          ['webhook', event],
        ]),
      );
    },
  );
});

describe('coupons used by orders', () => {
  it('can be deleted while only unpaid orders mention them, but not once redeemed', async () => {
    const { coupons } = await import('../../platform/db/schema');
    await t.db.insert(coupons).values([
      { code: 'UNPAIDONLY', discountPercentage: 5, startDate: '2020-01-01', endDate: '2099-12-31' },
      { code: 'REDEEMED', discountPercentage: 5, startDate: '2020-01-01', endDate: '2099-12-31' },
    ]);
    const unpaid = await newOrder({ coupon_code: 'UNPAIDONLY' });
    const paid = await newOrder({ coupon_code: 'REDEEMED' });
    const signed = t.sandbox!.pay(paid.id, 'success');
    await callback({
      razorpay_order_id: paid.id,
      razorpay_payment_id: signed.payment.id,
      razorpay_signature: signed.signature!,
    });
    const doctor = await loginAsDoctor(t.app);
    const remove = (code: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/dashboard/coupons?delete=true',
        headers: doctor,
        payload: { coupon_code: code },
      });
    expect((await remove('UNPAIDONLY')).statusCode).toBe(200);
    expect((await orderRow(unpaid.id)).couponCode).toBeNull();
    expect((await remove('REDEEMED')).statusCode).toBe(409);
    expect((await orderRow(paid.id)).couponCode).toBe('REDEEMED');
  });
});
