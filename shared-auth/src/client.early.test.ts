// The shared client adopting the refresh the paint-first loader started (earlyRefresh.ts): exactly
// once, with the outcomes of its own refresh.
import { apiClient, refreshQuietly, resetRefreshState } from './client';
import { startEarlyRefresh, takeEarlyRefresh, type EarlyRefreshAnswer } from './earlyRefresh';
import { setNavigator } from './navigation';
import { getAccessToken, setAccessToken } from './session';
import { getPreviousLogger, setDoctor, setProfile } from './storage';
import { doctorRecord, makeJwt, patientProfile, stubServer, tokenExpiringIn } from './test/stubServer';
import { learnServerClock, serverNow } from './token';

const REFRESH = 'POST /api/token/refresh';
const ok = { status: 200, data: { data: 'ok' } };
const EARLY_TOKEN = tokenExpiringIn(900, { jti: 'early' });
const OWN_TOKEN = tokenExpiringIn(900, { jti: 'own' });

let navigate: jest.Mock;
let restoreNavigator: () => void;

beforeEach(() => {
  setAccessToken('');
  localStorage.clear();
  resetRefreshState();
  learnServerClock(makeJwt({ iat: Date.now() / 1000 }));
  navigate = jest.fn();
  restoreNavigator = setNavigator(navigate);
});

afterEach(() => {
  takeEarlyRefresh();
  restoreNavigator();
  jest.restoreAllMocks();
});

const authOf = (config: { headers: { get(name: string): unknown } }) => config.headers.get('Authorization');

/** Starts an "early refresh" whose answer the test gives when it likes. */
function early(): { answer: (a: Partial<EarlyRefreshAnswer>) => void; request: jest.Mock } {
  let resolve!: (a: EarlyRefreshAnswer) => void;
  const request = jest.fn(
    () =>
      new Promise<EarlyRefreshAnswer>((r) => {
        resolve = r;
      }),
  );
  startEarlyRefresh(request);
  return {
    request,
    answer: (a) => resolve({ status: 200, token: null, receivedAt: Date.now(), ...a }),
  };
}

const server = () =>
  stubServer({ [REFRESH]: () => ({ status: 200, data: { data: OWN_TOKEN } }), 'GET /api/x': () => ok });

describe('a successful early refresh', () => {
  it('is the only refresh of the load: concurrent calls wait for it and send its token', async () => {
    setDoctor(doctorRecord);
    const pending = early();
    const s = server();
    const calls = Promise.all([apiClient.get('/api/x'), apiClient.get('/api/x'), apiClient.get('/api/x')]);
    await new Promise((r) => setTimeout(r, 10));
    expect(s.callsTo('GET /api/x')).toHaveLength(0); // waiting for the early answer
    pending.answer({ token: EARLY_TOKEN });
    await calls;
    expect(s.callsTo(REFRESH)).toHaveLength(0);
    for (const config of s.callsTo('GET /api/x')) expect(authOf(config)).toBe(`Bearer ${EARLY_TOKEN}`);
    expect(getAccessToken()).toBe(EARLY_TOKEN);
    expect(pending.request).toHaveBeenCalledTimes(1);
  });

  it('is adopted once: a later refresh (the token expired) sends a request of its own', async () => {
    setProfile(patientProfile);
    const pending = early();
    pending.answer({ token: EARLY_TOKEN });
    const s = server();
    await apiClient.get('/api/x');
    setAccessToken(tokenExpiringIn(-5));
    await apiClient.get('/api/x');
    expect(s.callsTo(REFRESH)).toHaveLength(1);
    expect(getAccessToken()).toBe(OWN_TOKEN);
  });

  it("learns the server's clock from the token and the time its answer arrived", async () => {
    setProfile(patientProfile);
    const realNow = Date.now();
    const deviceNow = realNow + 3_600_000; // the device's clock is an hour fast
    jest.spyOn(Date, 'now').mockReturnValue(deviceNow);
    const issued = makeJwt({ iat: Math.floor(realNow / 1000), exp: Math.floor(realNow / 1000) + 900 });
    early().answer({ token: issued, receivedAt: deviceNow });
    const s = server();
    await apiClient.get('/api/x');
    await apiClient.get('/api/x');
    expect(s.callsTo(REFRESH)).toHaveLength(0);
    expect(authOf(s.callsTo('GET /api/x')[1]!)).toBe(`Bearer ${issued}`);
    expect(Math.abs(serverNow() - realNow)).toBeLessThan(2000);
  });

  it('whose token expired while nobody asked for it is dropped for a refresh of our own', async () => {
    setProfile(patientProfile);
    const now = Date.now();
    const issuedLongAgo = makeJwt({ iat: Math.floor(now / 1000) - 1000, exp: Math.floor(now / 1000) - 100 });
    early().answer({ token: issuedLongAgo, receivedAt: now - 1_000_000 });
    const s = server();
    await apiClient.get('/api/x');
    expect(s.callsTo(REFRESH)).toHaveLength(1);
    expect(authOf(s.callsTo('GET /api/x')[0]!)).toBe(`Bearer ${OWN_TOKEN}`);
  });
});

describe('an early refresh answered 401', () => {
  it('for a doctor: clears storage, PreviousLogger "doctor", /dashboard/login, rejects the call like a 401', async () => {
    setDoctor(doctorRecord);
    early().answer({ status: 401, body: { message: 'Session expired', code: 'UNAUTHORIZED' } });
    const s = server();
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({
      isAxiosError: true,
      response: { status: 401, data: { message: 'Session expired' } },
    });
    expect(s.calls).toHaveLength(0);
    expect(localStorage.getItem('Doctor')).toBeNull();
    expect(getPreviousLogger()).toBe('doctor');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/dashboard/login');
  });

  it('for a patient: goes to /user/login', async () => {
    setProfile(patientProfile);
    early().answer({ status: 401 });
    server();
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(getPreviousLogger()).toBe('patient');
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });

  it('without a stored session (a stale hint): no redirect, the call goes out without a token', async () => {
    early().answer({ status: 401 });
    const s = server();
    await apiClient.get('/api/x');
    await apiClient.get('/api/x');
    expect(navigate).not.toHaveBeenCalled();
    expect(s.callsTo(REFRESH)).toHaveLength(0);
    for (const config of s.callsTo('GET /api/x')) expect(authOf(config)).toBeUndefined();
  });
});

describe('other early refresh outcomes', () => {
  it.each([
    ['a 500', { status: 500 }],
    ['a 403', { status: 403 }],
    ['an answer without a token', { status: 200, token: null }],
    ['no answer (network)', { status: 0, error: 'Failed to fetch' }],
  ])('%s: the call proceeds with the token in state, logged once, no second request', async (_l, a) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setDoctor(doctorRecord);
    const stale = tokenExpiringIn(-30);
    setAccessToken(stale);
    early().answer(a);
    const s = server();
    await apiClient.get('/api/x');
    expect(s.callsTo(REFRESH)).toHaveLength(0);
    expect(authOf(s.callsTo('GET /api/x')[0]!)).toBe(`Bearer ${stale}`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('refreshQuietly (logout after a reload)', () => {
  it('adopts the early refresh instead of presenting the cookie a second time', async () => {
    setProfile(patientProfile);
    early().answer({ token: EARLY_TOKEN });
    const s = server();
    expect(await refreshQuietly()).toBe(true);
    expect(s.callsTo(REFRESH)).toHaveLength(0);
    expect(getAccessToken()).toBe(EARLY_TOKEN);
  });

  it('reports an early 401 as a failure, without side effects', async () => {
    setProfile(patientProfile);
    early().answer({ status: 401 });
    server();
    expect(await refreshQuietly()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('Profile')).not.toBeNull();
  });
});

describe('without an early refresh', () => {
  it('the client refreshes itself, as before', async () => {
    setProfile(patientProfile);
    const s = server();
    await apiClient.get('/api/x');
    expect(s.callsTo(REFRESH)).toHaveLength(1);
    expect(getAccessToken()).toBe(OWN_TOKEN);
  });
});
