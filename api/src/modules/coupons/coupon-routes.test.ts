import { eq } from 'drizzle-orm';
import { MESSAGES } from '@physio/shared-contracts';
import { coupons } from '../../platform/db/schema';
import { COUPON_LOOKUP_CACHE_MS, findUsableCoupon } from './coupons';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let doctor: AuthHeaders;
let patient: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  doctor = await loginAsDoctor(t.app);
  patient = await loginAsPatient(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: AuthHeaders = doctor) => t.app.inject({ method: 'GET', url, headers });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object,
  headers: AuthHeaders = doctor,
) => t.app.inject({ method, url, payload, headers });

describe('coupon lookup', () => {
  it('answers an active coupon to patients and doctors', async () => {
    for (const headers of [patient, doctor]) {
      const res = await get('/api/dashboard/coupons?coupon_code=welcome10', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        coupon_code: 'WELCOME10',
        discount_percentage: 10,
        active: true,
        status: 'active',
        start_time: '00:00:00',
        end_time: '23:59:59',
      });
    }
  });

  it('marks an expired coupon inactive', async () => {
    const res = await get('/api/dashboard/coupons?coupon_code=OLD20', patient);
    expect(res.json().data).toMatchObject({ discount_percentage: 20, active: false, status: 'inactive' });
  });

  it(`answers 404 "${MESSAGES.coupon.notExists}" for an unknown code, 401 without a token`, async () => {
    const res = await get('/api/dashboard/coupons?coupon_code=NOPE', patient);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.coupon.notExists);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/coupons?coupon_code=WELCOME10' })).statusCode,
    ).toBe(401);
  });
});

describe('coupon list', () => {
  it('pages with limit and a page-index offset, answering data, total and count', async () => {
    const first = await get('/api/dashboard/coupons?limit=2&offset=0');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.count).toBe(2);
    expect(body.data).toHaveLength(2);
    const second = await get('/api/dashboard/coupons?limit=2&offset=1');
    expect(second.json().data[0].coupon_code).not.toBe(body.data[0].coupon_code);
    const past = await get('/api/dashboard/coupons?limit=10&offset=99');
    expect(past.json()).toMatchObject({ data: [], count: 0 });
  });

  it('is for doctors only and validates the paging', async () => {
    expect((await get('/api/dashboard/coupons?limit=10&offset=0', patient)).statusCode).toBe(403);
    expect((await get('/api/dashboard/coupons?limit=0&offset=0')).statusCode).toBe(400);
    expect((await get('/api/dashboard/coupons?limit=abc&offset=0')).statusCode).toBe(400);
    expect((await get('/api/dashboard/coupons')).statusCode).toBe(400);
  });
});

describe('coupon create, update, expire, delete', () => {
  const coupon = {
    coupon_code: 'monsoon25',
    offer_name: 'Monsoon',
    discount_percentage: 25,
    start_date: '2026-01-01',
    end_date: '2030-12-31',
  };

  it('creates with the code uppercased and fixed times', async () => {
    const res = await send('POST', '/api/dashboard/coupons', {
      ...coupon,
      start_time: '10:00:00',
      end_time: '11:00:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MESSAGES.coupon.added,
      data: { coupon_code: 'MONSOON25', start_time: '00:00:00', end_time: '23:59:59', status: 'active' },
    });
    const dup = await send('POST', '/api/dashboard/coupons', coupon);
    expect(dup.statusCode).toBe(409);
  });

  it('rejects bad discounts and reversed dates with the spec messages', async () => {
    const zero = await send('POST', '/api/dashboard/coupons', {
      ...coupon,
      coupon_code: 'ZERO',
      discount_percentage: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(MESSAGES.coupon.invalidDiscount);
    const big = await send('POST', '/api/dashboard/coupons', {
      ...coupon,
      coupon_code: 'BIG',
      discount_percentage: 100.5,
    });
    expect(big.json().message).toBe(MESSAGES.coupon.invalidDiscount);
    const reversed = await send('POST', '/api/dashboard/coupons', {
      ...coupon,
      coupon_code: 'REV',
      start_date: '2027-01-02',
      end_date: '2027-01-01',
    });
    expect(reversed.json().message).toBe(MESSAGES.coupon.startAfterEnd);
    expect(
      (await send('POST', '/api/dashboard/coupons', { ...coupon, coupon_code: 'PAT' }, patient)).statusCode,
    ).toBe(403);
  });

  it('updates by code (the code itself cannot change) and 404s an unknown code', async () => {
    const res = await send('PUT', '/api/dashboard/coupons', {
      coupon_code: 'MONSOON25',
      discount_percentage: 30,
      start_date: '2026-01-01',
      end_date: '2031-01-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.coupon.updated,
      data: { discount_percentage: 30, end_date: '2031-01-31' },
    });
    const missing = await send('PUT', '/api/dashboard/coupons', { ...coupon, coupon_code: 'GHOST' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.coupon.notExists);
  });

  it('expires with delete=false and deletes with delete=true', async () => {
    const expired = await send('DELETE', '/api/dashboard/coupons?delete=false', { coupon_code: 'MONSOON25' });
    expect(expired.statusCode).toBe(200);
    expect(expired.json().message).toBe(MESSAGES.coupon.expired);
    expect((await get('/api/dashboard/coupons?coupon_code=MONSOON25')).json().data.status).toBe('inactive');
    const deleted = await send('DELETE', '/api/dashboard/coupons?delete=true', { coupon_code: 'MONSOON25' });
    expect(deleted.json().message).toBe(MESSAGES.coupon.deleted);
    expect((await get('/api/dashboard/coupons?coupon_code=MONSOON25')).statusCode).toBe(404);
    expect(
      (await send('DELETE', '/api/dashboard/coupons?delete=true', { coupon_code: 'MONSOON25' })).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', '/api/dashboard/coupons?delete=maybe', { coupon_code: 'HALFOFF' })).statusCode,
    ).toBe(400);
    expect(
      (await send('DELETE', '/api/dashboard/coupons?delete=true', { coupon_code: 'HALFOFF' }, patient))
        .statusCode,
    ).toBe(403);
  });
});

describe('coupon lookup cache (modules/coupons/coupons.ts lookupCoupon)', () => {
  const lookup = async (code: string) => {
    const res = await get(`/api/dashboard/coupons?coupon_code=${code}`, patient);
    return { status: res.statusCode, data: res.json().data };
  };
  const plan = { offer_name: 'Cache', start_date: '2026-01-01', end_date: '2030-12-31' };
  afterEach(() => jest.restoreAllMocks());

  it('shows every coupon write of this instance at once: create, update, expire, delete', async () => {
    expect((await lookup('CACHE10')).status).toBe(404); // the miss is cached…
    await send('POST', '/api/dashboard/coupons', {
      ...plan,
      coupon_code: 'CACHE10',
      discount_percentage: 10,
    });
    expect((await lookup('cache10')).data).toMatchObject({ discount_percentage: 10, status: 'active' }); // …and dropped
    await send('PUT', '/api/dashboard/coupons', { ...plan, coupon_code: 'CACHE10', discount_percentage: 15 });
    expect((await lookup('CACHE10')).data.discount_percentage).toBe(15);
    await send('DELETE', '/api/dashboard/coupons?delete=false', { coupon_code: 'CACHE10' });
    expect((await lookup('CACHE10')).data.status).toBe('inactive');
    await send('DELETE', '/api/dashboard/coupons?delete=true', { coupon_code: 'CACHE10' });
    expect((await lookup('CACHE10')).status).toBe(404);
  });

  it("sees another instance's write after at most COUPON_LOOKUP_CACHE_MS; prices always read it at once", async () => {
    await send('POST', '/api/dashboard/coupons', {
      ...plan,
      coupon_code: 'OTHER20',
      discount_percentage: 20,
    });
    expect((await lookup('OTHER20')).data.discount_percentage).toBe(20);
    // Another API instance (same database, its own memory) changes the coupon.
    await t.db.update(coupons).set({ discountPercentage: 40 }).where(eq(coupons.code, 'OTHER20'));
    expect((await lookup('OTHER20')).data.discount_percentage).toBe(20);
    expect(Number((await findUsableCoupon(t.db, 'OTHER20'))?.discountPercentage)).toBe(40);
    const later = Date.now() + COUPON_LOOKUP_CACHE_MS;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect((await lookup('OTHER20')).data.discount_percentage).toBe(40);
  });

  it('answers the same coupon to anyone allowed to look it up, and still 401s without a token', async () => {
    const byPatient = await get('/api/dashboard/coupons?coupon_code=WELCOME10', patient);
    const byDoctor = await get('/api/dashboard/coupons?coupon_code=WELCOME10', doctor);
    expect(byDoctor.json()).toEqual(byPatient.json());
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/coupons?coupon_code=WELCOME10',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
