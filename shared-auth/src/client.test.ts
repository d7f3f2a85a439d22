import { CSRF_HEADER } from '@physio/shared-contracts';
import { apiClient, resetRefreshState } from './client';
import { setNavigator } from './navigation';
import { getAccessToken, setAccessToken } from './session';
import { getPreviousLogger, setDoctor, setProfile } from './storage';
import { doctorRecord, patientProfile, stubServer, tokenExpiringIn, makeJwt } from './test/stubServer';
import { learnServerClock, serverNow } from './token';

const NEW_TOKEN = tokenExpiringIn(900, { jti: 'new' });
const ok = { status: 200, data: { data: 'ok' } };
const refreshOk = () => ({ status: 200, data: { data: NEW_TOKEN } });

let navigate: jest.Mock;
let restoreNavigator: () => void;

beforeEach(() => {
  setAccessToken('');
  localStorage.clear();
  resetRefreshState();
  navigate = jest.fn();
  restoreNavigator = setNavigator(navigate);
});

afterEach(() => {
  restoreNavigator();
  jest.restoreAllMocks();
});

const authOf = (config: { headers: { get(name: string): unknown } }) => config.headers.get('Authorization');

describe('apiClient defaults', () => {
  it('has an empty base URL, a 120000 ms time-out and sends credentials', async () => {
    expect(apiClient.defaults.baseURL).toBe('');
    expect(apiClient.defaults.timeout).toBe(120000);
    expect(apiClient.defaults.withCredentials).toBe(true);
    setAccessToken(tokenExpiringIn(600));
    const server = stubServer({ 'GET /api/x': () => ok });
    await apiClient.get('/api/x');
    expect(server.calls[0]).toMatchObject({ timeout: 120000, withCredentials: true, baseURL: '' });
  });
});

describe('token freshness before each request', () => {
  it('sends a token with more than 1 s left as is, without refreshing', async () => {
    const token = tokenExpiringIn(600);
    setAccessToken(token);
    const server = stubServer({ 'GET /api/x': () => ok, 'POST /api/token/refresh': refreshOk });
    const res = await apiClient.get('/api/x');
    expect(res.data).toEqual({ data: 'ok' });
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(0);
    expect(authOf(server.calls[0]!)).toBe(`Bearer ${token}`);
  });

  it('sends a token with exactly 1 s left (the threshold is inclusive)', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const token = makeJwt({ exp: 1_700_000_001 });
    setAccessToken(token);
    const server = stubServer({ 'GET /api/x': () => ok, 'POST /api/token/refresh': refreshOk });
    await apiClient.get('/api/x');
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(0);
  });

  it.each([
    ['absent', ''],
    ['expired', tokenExpiringIn(-60)],
    ['near expiry (<1 s left)', tokenExpiringIn(0.5)],
    ['garbage', 'not-a-jwt'],
    ['a JWT without exp', makeJwt({ sub: '1' })],
    ['a JWT with a string exp', makeJwt({ exp: 'tomorrow' })],
    ['a JWT whose payload is not JSON', 'aGVhZGVy.bm90IGpzb24.c2ln'],
  ])('refreshes first when the token is %s, then sends the new one', async (_label, token) => {
    setProfile(patientProfile);
    setAccessToken(token);
    const server = stubServer({ 'GET /api/x': () => ok, 'POST /api/token/refresh': refreshOk });
    await apiClient.get('/api/x');
    const [refresh, request] = server.calls;
    expect(refresh?.url).toBe('/api/token/refresh');
    expect(refresh?.method).toBe('post');
    expect(refresh?.headers.get(CSRF_HEADER.name)).toBe('physio');
    expect(refresh?.withCredentials).toBe(true);
    expect(request?.url).toBe('/api/x');
    expect(authOf(request!)).toBe(`Bearer ${NEW_TOKEN}`);
    expect(getAccessToken()).toBe(NEW_TOKEN);
  });

  it('five concurrent requests during a refresh share exactly one refresh call', async () => {
    setProfile(patientProfile);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = stubServer({
      'POST /api/token/refresh': async () => {
        await gate;
        return refreshOk();
      },
      'GET /api/x': () => ok,
    });
    const requests = Array.from({ length: 5 }, () => apiClient.get('/api/x'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(1);
    release();
    await Promise.all(requests);
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(1);
    const sent = server.callsTo('GET /api/x');
    expect(sent).toHaveLength(5);
    for (const config of sent) expect(authOf(config)).toBe(`Bearer ${NEW_TOKEN}`);
  });

  it('a later expiry triggers a new refresh (the shared call is not cached forever)', async () => {
    setProfile(patientProfile);
    const server = stubServer({ 'POST /api/token/refresh': refreshOk, 'GET /api/x': () => ok });
    await apiClient.get('/api/x');
    setAccessToken(tokenExpiringIn(-1));
    await apiClient.get('/api/x');
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(2);
  });
});

describe('refresh answered 401', () => {
  it('for a doctor: clears storage, PreviousLogger "doctor", goes to /dashboard/login, rejects the call', async () => {
    setDoctor(doctorRecord);
    setProfile(patientProfile);
    localStorage.setItem('unrelated', 'x');
    setAccessToken(tokenExpiringIn(-5));
    const server = stubServer({
      'POST /api/token/refresh': () => ({
        status: 401,
        data: { message: 'Session expired', code: 'UNAUTHORIZED' },
      }),
      'GET /api/x': () => ok,
    });
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.callsTo('GET /api/x')).toHaveLength(0);
    expect(localStorage.length).toBe(1);
    expect(getPreviousLogger()).toBe('doctor');
    expect(localStorage.getItem('unrelated')).toBeNull();
    expect(getAccessToken()).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/dashboard/login');
  });

  it('for a patient: clears storage, PreviousLogger "patient", goes to /user/login', async () => {
    setProfile(patientProfile);
    localStorage.setItem('PreviousLogger', 'doctor');
    stubServer({ 'POST /api/token/refresh': () => ({ status: 401, data: {} }), 'GET /api/x': () => ok });
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem('Profile')).toBeNull();
    expect(getPreviousLogger()).toBe('patient');
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });

  it('with only an expired in-memory token (records gone): treated as a patient session', async () => {
    setAccessToken(tokenExpiringIn(-5));
    stubServer({ 'POST /api/token/refresh': () => ({ status: 401 }), 'GET /api/x': () => ok });
    await expect(apiClient.get('/api/x')).rejects.toBeTruthy();
    expect(getPreviousLogger()).toBe('patient');
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });

  it('five concurrent requests redirect once', async () => {
    setDoctor(doctorRecord);
    stubServer({ 'POST /api/token/refresh': () => ({ status: 401 }), 'GET /api/x': () => ok });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => apiClient.get('/api/x')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('for a visitor who never logged in: no redirect, the call goes out without a token, no retry storm', async () => {
    const server = stubServer({
      'POST /api/token/refresh': () => ({ status: 401 }),
      'POST /api/contact': () => ok,
    });
    await apiClient.post('/api/contact', { name: 'A' });
    await apiClient.post('/api/contact', { name: 'B' });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(1);
    const sent = server.callsTo('POST /api/contact');
    expect(sent).toHaveLength(2);
    for (const config of sent) expect(authOf(config)).toBeUndefined();
  });

  it('a visitor who logs in afterwards refreshes normally again', async () => {
    const server = stubServer({ 'POST /api/token/refresh': () => ({ status: 401 }), 'GET /api/x': () => ok });
    await apiClient.get('/api/x');
    setProfile(patientProfile);
    await expect(apiClient.get('/api/x')).rejects.toBeTruthy();
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(2);
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });
});

describe('other refresh errors', () => {
  it.each([
    ['a 500', () => ({ status: 500, data: { message: 'boom' } })],
    ['a 403', () => ({ status: 403 })],
    ['an answer without a token', () => ({ status: 200, data: { data: null } })],
    [
      'a network error',
      () => {
        throw new Error('Network Error');
      },
    ],
  ])('%s: the request proceeds with the token in state, logged once', async (_label, refresh) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setDoctor(doctorRecord);
    const stale = tokenExpiringIn(-30);
    setAccessToken(stale);
    const server = stubServer({ 'POST /api/token/refresh': refresh, 'GET /api/x': () => ok });
    const results = await Promise.all(Array.from({ length: 3 }, () => apiClient.get('/api/x')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const config of server.callsTo('GET /api/x')) expect(authOf(config)).toBe(`Bearer ${stale}`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('Doctor')).not.toBeNull();
  });
});

describe('401 on a request that carried a token', () => {
  it('refreshes once and retries with the new token', async () => {
    setProfile(patientProfile);
    const revoked = tokenExpiringIn(600, { jti: 'revoked' });
    setAccessToken(revoked);
    const server = stubServer({
      'POST /api/token/refresh': refreshOk,
      'GET /api/x': (config) => (authOf(config) === `Bearer ${NEW_TOKEN}` ? ok : { status: 401 }),
    });
    const res = await apiClient.get('/api/x');
    expect(res.status).toBe(200);
    expect(server.callsTo('GET /api/x')).toHaveLength(2);
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(1);
  });

  it('gives up when the refresh does not produce a new token, and never loops', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setProfile(patientProfile);
    setAccessToken(tokenExpiringIn(600));
    const server = stubServer({
      'POST /api/token/refresh': () => ({ status: 500 }),
      'GET /api/x': () => ({ status: 401, data: { message: 'Unauthorized' } }),
    });
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.callsTo('GET /api/x')).toHaveLength(1);
  });

  it('does not retry a 401 from a call sent without a token, nor a retried call', async () => {
    const server = stubServer({
      'POST /api/token/refresh': refreshOk,
      'POST /api/doctors/login': () => ({ status: 401, data: { message: 'Invalid id or password' } }),
      'GET /api/y': () => ({ status: 401 }),
    });
    await expect(apiClient.post('/api/doctors/login', {}, { skipAuthRefresh: true })).rejects.toBeTruthy();
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(0);
    setProfile(patientProfile);
    setAccessToken(tokenExpiringIn(600));
    await expect(apiClient.get('/api/y')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.callsTo('GET /api/y')).toHaveLength(2);
  });

  it('passes non-401 errors and non-HTTP errors through untouched', async () => {
    setAccessToken(tokenExpiringIn(600));
    stubServer({ 'GET /api/x': () => ({ status: 404, data: { message: 'Not found' } }) });
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ response: { status: 404 } });
    stubServer({});
    await expect(apiClient.get('/api/none')).rejects.toThrow('no route');
  });
});

describe('skipAuthRefresh calls', () => {
  it('never refresh first and still send a token when one exists', async () => {
    const server = stubServer({ 'POST /api/users/logout': () => ok, 'POST /api/token/refresh': refreshOk });
    setDoctor(doctorRecord);
    await apiClient.post('/api/users/logout', undefined, { skipAuthRefresh: true });
    expect(authOf(server.calls[0]!)).toBeUndefined();
    const stale = tokenExpiringIn(-10);
    setAccessToken(stale);
    await apiClient.post('/api/users/logout', undefined, { skipAuthRefresh: true });
    expect(authOf(server.calls[1]!)).toBe(`Bearer ${stale}`);
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(0);
  });
});

describe('session calls (login, OTP, signup, logout)', () => {
  it.each(['/api/users/login', '/api/users/login/verify', '/api/doctors/login', '/api/doctors/signup'])(
    '%s is never preceded by a refresh, nor retried after a 401',
    async (path) => {
      setProfile(patientProfile);
      setAccessToken(tokenExpiringIn(600));
      const server = stubServer({
        'POST /api/token/refresh': refreshOk,
        [`POST ${path}`]: () => ({ status: 401, data: { message: 'Invalid' } }),
        [`POST ${path}?x=1`]: () => ({ status: 401, data: { message: 'Invalid' } }),
      });
      await expect(apiClient.post(path, {})).rejects.toMatchObject({ response: { status: 401 } });
      setAccessToken('');
      await expect(apiClient.post(`${path}?x=1`, {})).rejects.toMatchObject({ response: { status: 401 } });
      expect(server.callsTo('POST /api/token/refresh')).toHaveLength(0);
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});

describe('device clock off', () => {
  it('an hour fast does not force a refresh before every call', async () => {
    const realNow = Date.now();
    const deviceNow = realNow + 3_600_000;
    jest.spyOn(Date, 'now').mockReturnValue(deviceNow);
    setProfile(patientProfile);
    const issued = makeJwt({ iat: Math.floor(realNow / 1000), exp: Math.floor(realNow / 1000) + 900 });
    const server = stubServer({
      'POST /api/token/refresh': () => ({ status: 200, data: { data: issued } }),
      'GET /api/x': () => ok,
    });
    await apiClient.get('/api/x');
    await apiClient.get('/api/x');
    await apiClient.get('/api/x');
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(1);
    expect(Math.abs(serverNow() - realNow)).toBeLessThan(2000);
    learnServerClock(makeJwt({ iat: deviceNow / 1000 }));
    expect(serverNow()).toBe(deviceNow);
  });

  it('ignores small offsets and tokens without iat', () => {
    const now = Date.now();
    learnServerClock(makeJwt({ iat: now / 1000 + 3 }), now);
    expect(serverNow(now)).toBe(now);
    learnServerClock('garbage', now);
    expect(serverNow(now)).toBe(now);
  });
});
