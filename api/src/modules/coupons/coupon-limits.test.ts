/**
 * Coupon usage limits (issue 26 point 15): first order only, per patient and in all, enforced when an order is
 * placed, under the coupon's row lock. Runs on PGlite and (TEST_DB=postgres) on PostgreSQL, where the concurrent
 * redemptions at the end truly run in parallel.
 */
import { eq } from 'drizzle-orm';
import { COUPON_LIMIT_MESSAGES } from '@physio/shared-contracts';
import { coupons, orders } from '../../platform/db/schema';
import { loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, orderBody, type PaymentsTestApp } from '../../../test/payments-helpers';
import { pay } from '../../../test/scheduling-helpers';

let t: PaymentsTestApp;
let doctor: AuthHeaders;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  doctor = await loginAsDoctor(t.app);
});
afterAll(() => t.close());

let nextPatient = 9500000000;
/** A new patient (first-time unless `returning`), logged in. */
async function patient(returning = false) {
  const id = String(nextPatient++);
  const headers = await loginAsPatient(t.app, id, { newUser: !returning, pricePaise: 60000, sessions: 1 });
  return { id, headers, price: returning ? 600 : 499 };
}
type Patient = Awaited<ReturnType<typeof patient>>;

const order = (p: Patient, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: p.headers,
    payload: orderBody({ patient_id: p.id, quantity: 1, price: p.price, coupon_code: code }),
  });
/** Places and pays an order with the coupon; returns the order id. */
async function redeem(p: Patient, code: string): Promise<string> {
  const res = await order(p, code);
  expect(res.statusCode).toBe(200);
  await pay(t.app, res.json().data.id, p.headers);
  // A paid booking makes them a returning patient: their profile price from now on.
  p.price = 600;
  return res.json().data.id as string;
}
const coupon = (code: string, limits: Partial<typeof coupons.$inferInsert>) =>
  t.db.insert(coupons).values({
    code,
    discountPercentage: 10,
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    ...limits,
  });

describe('coupon usage limits', () => {
  it('WELCOME10 (first order only) works on a first booking and never again on the same patient', async () => {
    const p = await patient();
    await redeem(p, 'WELCOME10');
    const again = await order(p, 'WELCOME10');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: COUPON_LIMIT_MESSAGES.firstOrderOnly,
      code: 'COUPON_FIRST_ORDER_ONLY',
    });
    const returning = await order(await patient(true), 'WELCOME10');
    expect(returning.json().code).toBe('COUPON_FIRST_ORDER_ONLY');
    // Other coupons still work for them.
    expect((await order(p, 'HALFOFF')).statusCode).toBe(200);
  });

  it('counts uses per patient; a checkout closed and started again is not a second use', async () => {
    await coupon('TWICE', { maxPerPatient: 2 });
    const p = await patient(true);
    // Two unpaid orders in a row (the first checkout was closed): the first is given up, not counted.
    const abandoned = (await order(p, 'TWICE')).json().data.id as string;
    await redeem(p, 'TWICE');
    const [first] = await t.db.select().from(orders).where(eq(orders.providerOrderId, abandoned));
    expect(first!.status).toBe('expired');
    await redeem(p, 'TWICE');
    const third = await order(p, 'TWICE');
    expect(third.statusCode).toBe(422);
    expect(third.json()).toEqual({
      message: COUPON_LIMIT_MESSAGES.usedByPatient,
      code: 'COUPON_USED_BY_PATIENT',
    });
    // Another patient still may.
    expect((await order(await patient(true), 'TWICE')).statusCode).toBe(200);
  });

  it('counts uses in all, unpaid orders still payable included, and says when it is used up', async () => {
    await coupon('THREE', { maxTotal: 3 });
    await redeem(await patient(true), 'THREE');
    await redeem(await patient(true), 'THREE');
    expect((await order(await patient(true), 'THREE')).statusCode).toBe(200); // unpaid, still payable
    const fourth = await order(await patient(true), 'THREE');
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({ message: COUPON_LIMIT_MESSAGES.usedUp, code: 'COUPON_USED_UP' });
    // No order row was left by the refused request.
    const rows = await t.db.select().from(orders).where(eq(orders.couponCode, 'THREE'));
    expect(rows).toHaveLength(3);
  });

  it('lets the doctor set, read and change the limits; bad limits are 400 and change nothing', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/coupons',
      headers: doctor,
      payload: {
        coupon_code: 'LIMITED',
        discount_percentage: 20,
        start_date: '2026-01-01',
        end_date: '2099-01-01',
        first_order_only: true,
        max_per_patient: 1,
        max_total: 100,
      },
    });
    expect(create.statusCode).toBe(201);
    expect(create.json().data).toMatchObject({ first_order_only: true, max_per_patient: 1, max_total: 100 });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/dashboard/coupons',
        headers: doctor,
        payload: {
          coupon_code: 'LIMITED',
          discount_percentage: 20,
          start_date: '2026-01-01',
          end_date: '2099-01-01',
          ...payload,
        },
      });
    const bad = await update({ max_total: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(COUPON_LIMIT_MESSAGES.total);
    // Limits left out of an update stay; null lifts one.
    const kept = await update({});
    expect(kept.json().data).toMatchObject({ first_order_only: true, max_per_patient: 1, max_total: 100 });
    const lifted = await update({ max_total: null, first_order_only: false });
    expect(lifted.json().data).toMatchObject({
      first_order_only: false,
      max_per_patient: 1,
      max_total: null,
    });
  });
});

describe('concurrent redemptions (parallel on PostgreSQL)', () => {
  it('twelve patients racing for the last 5 uses: exactly 5 orders, the others told it is used up', async () => {
    await coupon('LASTFIVE', { maxTotal: 5 });
    const racers = await Promise.all(Array.from({ length: 12 }, () => patient(true)));
    const results = await Promise.all(racers.map((p) => order(p, 'LASTFIVE')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(422)]);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(r.json().code).toBe('COUPON_USED_UP');
    expect(await t.db.select().from(orders).where(eq(orders.couponCode, 'LASTFIVE'))).toHaveLength(5);
  });

  it('one patient placing six orders at once with a once-per-patient coupon: one stays payable', async () => {
    await coupon('ONCE', { maxPerPatient: 1 });
    const p = await patient(true);
    const results = await Promise.all(Array.from({ length: 6 }, () => order(p, 'ONCE')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db.select().from(orders).where(eq(orders.couponCode, 'ONCE'));
    // Each later order gave up the earlier ones: one live order, so the coupon is paid for once at most.
    expect(rows.filter((r) => r.status === 'created')).toHaveLength(1);
    await pay(t.app, rows.find((r) => r.status === 'created')!.providerOrderId!, p.headers);
    expect((await order(p, 'ONCE')).json().code).toBe('COUPON_USED_BY_PATIENT');
  });
});
