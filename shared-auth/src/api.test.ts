import { endpoints } from '@physio/shared-contracts';
import { BAD_ANSWER_MESSAGE, createApi, GENERIC_ERROR, type HttpClient } from './api';
import { resetRefreshState } from './client';
import { api } from './index';
import { setAccessToken } from './session';
import { setDoctor } from './storage';
import { doctorRecord, patientProfile, stubServer, tokenExpiringIn } from './test/stubServer';

const coupon = {
  coupon_code: 'WELCOME10',
  offer_name: 'Welcome',
  discount_percentage: 10,
  start_date: '2026-01-01',
  start_time: '00:00:00',
  end_date: '2026-12-31',
  end_time: '23:59:59',
  active: true,
  status: 'active',
};

beforeEach(() => {
  setAccessToken(tokenExpiringIn(600));
  resetRefreshState();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('api (generated from the endpoint table)', () => {
  it('has one method per endpoint of every area', () => {
    for (const [area, calls] of Object.entries(endpoints)) {
      for (const name of Object.keys(calls)) {
        expect(typeof (api as unknown as Record<string, Record<string, unknown>>)[area]?.[name]).toBe(
          'function',
        );
      }
    }
  });

  it('fills path params (URL-encoded), sends the token and returns the parsed `data`', async () => {
    const server = stubServer({
      'GET /api/users/9876543210': () => ({ status: 200, data: { data: patientProfile } }),
    });
    expect(await api.users.get({ params: { id: '9876543210' } })).toEqual({ ok: true, data: patientProfile });
    expect(server.calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('passes the query as params and returns a non-enveloped answer whole (the coupon list)', async () => {
    const server = stubServer({
      'GET /api/dashboard/coupons': () => ({ status: 200, data: { data: [coupon], total: 1, count: 1 } }),
    });
    const result = await api.coupons.list({ query: { limit: 10, offset: 0 } });
    expect(result).toEqual({ ok: true, data: { data: [coupon], total: 1, count: 1 } });
    expect(server.calls[0]?.params).toEqual({ limit: 10, offset: 0 });
  });

  it('sends a DELETE body and query, and a POST body', async () => {
    const server = stubServer({
      'DELETE /api/dashboard/coupons': () => ({ status: 200, data: { data: null, message: 'gone' } }),
      'POST /api/dashboard/search': () => ({ status: 200, data: { data: [] } }),
    });
    expect(await api.coupons.remove({ query: { delete: 'true' }, body: { coupon_code: 'OLD20' } })).toEqual({
      ok: true,
      data: null,
    });
    expect(server.calls[0]?.params).toEqual({ delete: 'true' });
    expect(JSON.parse(server.calls[0]?.data as string)).toEqual({ coupon_code: 'OLD20' });
    expect(
      await api.users.searchByDates({ body: { from_date: '2026-01-01', to_date: '2026-01-31' } }),
    ).toEqual({ ok: true, data: [] });
  });

  it('calls without input take only the fallback message', async () => {
    stubServer({ 'GET /api/payments/config': () => ({ status: 503, data: {} }) });
    expect(await api.payments.config('Could not start the payment')).toEqual({
      ok: false,
      status: 503,
      message: 'Could not start the payment',
    });
  });

  it('a failure carries the status and the server message, else the fallback', async () => {
    stubServer({
      'GET /api/users/9876543210': () => ({
        status: 404,
        data: { message: 'Patient ID is not Registered.' },
      }),
      'PUT /api/users/9876543210': () => ({ status: 500 }),
    });
    expect(await api.users.get({ params: { id: '9876543210' } })).toEqual({
      ok: false,
      status: 404,
      message: 'Patient ID is not Registered.',
    });
    expect(
      await api.users.update({ params: { id: '9876543210' }, body: { name: 'A', email: 'a@b.in' } }),
    ).toEqual({
      ok: false,
      status: 500,
      message: GENERIC_ERROR,
    });
  });

  it('a failure carries the server’s code and details (the sessions a change of hours would leave out)', async () => {
    const details = [{ id: 'a1', start: '2030-01-26T09:45:00+05:30' }];
    stubServer({
      'PUT /api/doctors/9000000001/availability': () => ({
        status: 409,
        data: {
          message: 'One booked session falls outside the new hours.',
          code: 'STRANDED_SESSIONS',
          details,
        },
      }),
    });
    expect(
      await api.availability.save({
        params: { id: '9000000001' },
        query: {},
        body: { slot_minutes: 45, weekly: [], exceptions: [] },
      }),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'One booked session falls outside the new hours.',
      code: 'STRANDED_SESSIONS',
      details,
    });
  });

  it('an answer that breaks the contract is a 502 failure, never cast', async () => {
    stubServer({ 'GET /api/users/9876543210': () => ({ status: 200, data: { data: { id: 42 } } }) });
    expect(await api.users.get({ params: { id: '9876543210' } })).toEqual({
      ok: false,
      status: 502,
      message: BAD_ANSWER_MESSAGE,
    });
  });

  it('public calls never wait on a refresh', async () => {
    setAccessToken('');
    const server = stubServer({
      'POST /api/contact': () => ({ status: 201, data: { data: { id: 'c1' } } }),
    });
    const body = { name: 'Ravi', email: 'ravi@example.com', message: 'Hello' };
    expect(await api.contact.send({ body })).toEqual({ ok: true, data: { id: 'c1' } });
    expect(server.calls).toHaveLength(1);
  });

  it('a doctor reading their own hours after a reload refreshes first and sends the token (the API answers them by login id only then)', async () => {
    setAccessToken('');
    setDoctor(doctorRecord);
    const server = stubServer({
      'POST /api/token/refresh': () => ({ status: 200, data: { data: tokenExpiringIn(900) } }),
      'GET /api/doctors/9000000001/availability': (config) =>
        config.headers.get('Authorization')
          ? { status: 200, data: { data: { slot_minutes: 45, weekly: [], exceptions: [] } } }
          : { status: 404, data: { message: 'No doctor with this ID', code: 'DOCTOR_NOT_FOUND' } },
    });
    expect(await api.availability.get({ params: { id: '9000000001' } })).toMatchObject({ ok: true });
    expect(server.calls.map((c) => c.url)).toEqual([
      '/api/token/refresh',
      '/api/doctors/9000000001/availability',
    ]);
  });

  it('works over any axios-like client (test doubles) and a path with a missing param throws', async () => {
    const client: HttpClient = {
      get: jest.fn(async () => ({ status: 200, data: { data: 1200 }, headers: {} })),
      post: jest.fn(),
      put: jest.fn(),
      patch: jest.fn(),
      delete: jest.fn(),
    };
    const doubled = createApi(client);
    expect(await doubled.payouts.balance({ params: { doctorId: '9000000001' } })).toEqual({
      ok: true,
      data: 1200,
    });
    expect(client.get).toHaveBeenCalledWith('/api/appointments/9000000001/sum');
    await expect(doubled.payouts.balance({ params: {} as { doctorId: string } })).rejects.toThrow(
      'missing path parameter doctorId',
    );
  });
});
