import { eq } from 'drizzle-orm';
import { coupons, orders, patients } from '../../platform/db/schema';
import { createRazorpayProvider } from '../../platform/providers/payments';
import { loginAsDoctor, loginAsPatient } from '../../../test/helpers';
import { createPaymentsTestApp, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';
import { priceOrder } from './orders';

describe('priceOrder: the pricing table', () => {
  const quantities = Array.from({ length: 20 }, (_, i) => i + 1);
  const percents = Array.from({ length: 100 }, (_, i) => i + 1);

  it('charges first-time patients Rs. 499 per session whatever their profile price, for 1–20 sessions and coupons 1–100 %', () => {
    for (const quantity of quantities) {
      expect(priceOrder({ newUser: true, profilePricePaise: 80_000, quantity })).toEqual({
        unitPricePaise: 49_900,
        quantity,
        discountPercentage: null,
        amountPaise: 49_900 * quantity,
      });
      for (const percent of percents) {
        // 499 × q × (100 − p) is a whole number of paise: no rounding is involved.
        expect(
          priceOrder({ newUser: true, profilePricePaise: 80_000, quantity, discountPercentage: percent })
            .amountPaise,
        ).toBe(499 * quantity * (100 - percent));
      }
    }
  });

  it('charges existing patients their profile price, for 1–20 sessions and coupons 1–100 %', () => {
    for (const quantity of quantities) {
      for (const percent of percents) {
        const price = priceOrder({
          newUser: false,
          profilePricePaise: 65_000,
          quantity,
          discountPercentage: percent,
        });
        expect(price.unitPricePaise).toBe(65_000);
        expect(price.amountPaise).toBe(650 * quantity * (100 - percent));
      }
    }
  });

  it.each([
    // profile price (paise), quantity, coupon %, charged paise — rounded to 2 decimals of a rupee
    [33_333, 1, 15, 28_333], // 333.33 − 49.9995 = 283.3305 → 283.33
    [9_999, 3, 33, 20_098], // 299.97 − 98.9901 = 200.9799 → 200.98
    [49_999, 7, 12.5, 306_244], // 3499.93 − 437.49125 = 3062.43875 → 3062.44
    [65_050, 20, 1, 1_287_990], // 13010 − 130.10 = 12879.90
    [65_050, 1, 100, 0],
    [1_001, 2, 50, 1_001],
  ])('rounds %i paise × %i with %d %% off to %i paise', (pricePaise, quantity, percent, expected) => {
    expect(
      priceOrder({ newUser: false, profilePricePaise: pricePaise, quantity, discountPercentage: percent })
        .amountPaise,
    ).toBe(expected);
  });
});

describe('POST /api/orders', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: body });
  const ordersOf = (patientId: string) => t.db.select().from(orders).where(eq(orders.patientId, patientId));

  it('prices a first booking at Rs. 499 per session and creates the provider order', async () => {
    const headers = await loginAsPatient(t.app, '9123456789');
    const res = await post(headers, orderBody({ quantity: 2 }));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 99_800,
      currency: 'INR',
      patient_id: '9123456789',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, data.id));
    expect(row).toMatchObject({
      status: 'created',
      kind: 'first_booking',
      quantity: 2,
      unitPricePaise: 49_900,
      amountPaise: 99_800,
      mode: 'online',
      preferredDate: '2030-01-15',
      preferredTime: 'morning',
      provider: 'sandbox',
    });
    const providerOrder = await t.ctx.provider.fetchOrder(data.id);
    expect(providerOrder).toMatchObject({ amount: 99_800, receipt: row!.id });
  });

  it('prices an existing patient at their profile price and applies a valid coupon', async () => {
    const headers = await loginAsPatient(t.app, '9876543210');
    const plain = await post(headers, orderBody({ patient_id: '9876543210', quantity: 1, price: 650 }));
    expect(plain.json().data.amount).toBe(65_000);
    const withCoupon = await post(
      headers,
      orderBody({ patient_id: '9876543210', quantity: 3, price: 650, coupon_code: 'halfoff' }),
    );
    expect(withCoupon.statusCode).toBe(200);
    expect(withCoupon.json().data.amount).toBe(97_500);
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.providerOrderId, withCoupon.json().data.id));
    expect(row).toMatchObject({ couponCode: 'HALFOFF', discountPercentage: 50 });
    // WELCOME10 is a welcome: for a first booking only, so not for this returning patient (issue 26).
    const welcome = await post(
      headers,
      orderBody({ patient_id: '9876543210', quantity: 3, price: 650, coupon_code: 'welcome10' }),
    );
    expect(welcome.statusCode).toBe(422);
    expect(welcome.json().code).toBe('COUPON_FIRST_ORDER_ONLY');
  });

  it('rejects a tampered per-session price with 409 and stores nothing', async () => {
    const headers = await loginAsPatient(t.app, '9000011111');
    for (const price of [1, 498.99, 499.01, 650]) {
      const res = await post(headers, orderBody({ patient_id: '9000011111', price }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PRICE_MISMATCH',
        message: expect.stringContaining('₹499.00'),
      });
    }
    expect(await ordersOf('9000011111')).toHaveLength(0);
  });

  it('rejects an expired, unknown or inactive coupon with "Invalid Coupon"', async () => {
    const headers = await loginAsPatient(t.app, '9000022222');
    for (const code of ['OLD20', 'NOPE']) {
      const res = await post(headers, orderBody({ patient_id: '9000022222', coupon_code: code }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: 'Invalid Coupon', code: 'INVALID_COUPON' });
    }
    expect(await ordersOf('9000022222')).toHaveLength(0);
  });

  it('refuses a 100 % coupon that would make an unpayable zero order', async () => {
    await t.db
      .insert(coupons)
      .values({ code: 'FREE100', discountPercentage: 100, startDate: '2020-01-01', endDate: '2099-12-31' });
    const headers = await loginAsPatient(t.app, '9000033333');
    const res = await post(headers, orderBody({ patient_id: '9000033333', coupon_code: 'FREE100' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('AMOUNT_TOO_SMALL');
  });

  it('prices a physio booking as profile price × the plan sessions', async () => {
    const headers = await loginAsPatient(t.app, '9876543210');
    const res = await post(
      headers,
      orderBody({ kind: 'physio', patient_id: '9876543210', quantity: 6, price: 650 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amount).toBe(390_000);
    const changed = await post(
      headers,
      orderBody({ kind: 'physio', patient_id: '9876543210', quantity: 2, price: 650 }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('QUANTITY_MISMATCH');
  });

  it('answers 404 "Wrong Patient ID" for an unknown or unregistered patient on physio', async () => {
    const gone = await loginAsPatient(t.app, '9555555555');
    await t.db.delete(patients).where(eq(patients.id, '9555555555'));
    const unknown = await post(gone, orderBody({ kind: 'physio', patient_id: '9555555555', price: 499 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Wrong Patient ID');
    const fresh = await loginAsPatient(t.app, '9000044444');
    const unregistered = await post(
      fresh,
      orderBody({ kind: 'physio', patient_id: '9000044444', price: 499 }),
    );
    expect(unregistered.statusCode).toBe(404);
  });

  it('lets only the patient themself order: another patient and every doctor get 403', async () => {
    expect((await post({}, orderBody())).statusCode).toBe(401);
    const other = await loginAsPatient(t.app, '9000055555');
    const res = await post(other, orderBody({ patient_id: '9876543210', price: 650 }));
    expect(res.statusCode).toBe(403);
    const doctor = await loginAsDoctor(t.app);
    const byDoctor = await post(doctor, orderBody({ patient_id: '9876543210', price: 650 }));
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json().message).toMatch(/^Only patients book and pay for sessions/);
  });

  it.each([
    ['quantity 0', { quantity: 0 }],
    ['quantity 51', { quantity: 51 }],
    ['a negative price', { price: -1 }],
    ['a bad e-mail', { email: 'nope' }],
    ['an unknown kind', { kind: 'gift' }],
    ['home treatment without an address', { booking: { mode: 'home' } }],
  ])('answers 400 for %s', async (_label, override) => {
    const headers = await loginAsPatient(t.app, '9000066666');
    const res = await post(headers, orderBody({ patient_id: '9000066666', ...override }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await ordersOf('9000066666')).toHaveLength(0);
  });
});

describe('POST /api/orders with an unreachable provider', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({
      provider: createRazorpayProvider({
        keyId: 'rzp_test_x',
        keySecret: 's',
        webhookSecret: 'w',
        apiUrl: 'http://127.0.0.1:1',
        timeoutMs: 2_000,
      }),
    });
  });
  afterAll(() => t.close());

  it('answers 502 with a message and keeps the order as failed', async () => {
    const headers = await loginAsPatient(t.app, '9000077777');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: orderBody({ patient_id: '9000077777' }),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('PROVIDER_UNAVAILABLE');
    const rows = await t.db.select().from(orders).where(eq(orders.patientId, '9000077777'));
    expect(rows.map((r) => [r.status, r.failureCode])).toEqual([['failed', 'PROVIDER_ERROR']]);
  });
});

describe('GET /api/orders', () => {
  let t: PaymentsTestApp;
  let orderId: string;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    const headers = await loginAsPatient(t.app, '9876543210');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: orderBody({ patient_id: '9876543210', price: 650, coupon_code: 'HALFOFF' }),
    });
    orderId = res.json().data.id;
  });
  afterAll(() => t.close());

  it('lists and reads the orders of the patient themself', async () => {
    const headers = await loginAsPatient(t.app, '9876543210');
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?patient_id=9876543210', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'created',
        amount: 32_500,
        coupon_code: 'HALFOFF',
        discount_percentage: 50,
        payment_id: null,
        appointment: null,
      }),
    ]);
    const one = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: orderId,
      kind: 'first_booking',
      quantity: 1,
      currency: 'INR',
    });
  });

  it('lets any doctor read them, but not another patient', async () => {
    const doctor = await loginAsDoctor(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: doctor })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?patient_id=9876543210', headers: doctor }))
        .statusCode,
    ).toBe(200);
    const other = await loginAsPatient(t.app, '9000088888');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: other })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?patient_id=9876543210', headers: other }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown order and 400 for a bad patient id', async () => {
    const doctor = await loginAsDoctor(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/order_nope', headers: doctor })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?patient_id=12', headers: doctor })).statusCode,
    ).toBe(400);
  });
});
