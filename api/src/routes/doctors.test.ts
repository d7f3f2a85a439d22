import { eq } from 'drizzle-orm';
import { MESSAGES } from '@physio/shared-contracts';
import { doctorApplications, refreshTokens } from '../db/schema';
import { approveApplication } from '../services/doctors';
import { DEMO_DOCTOR } from '../services/seed';
import { ROTATION_GRACE_MS } from '../services/tokens';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  refreshCookie,
  type TestApp,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const doctorLogin = (id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/doctors/login', payload: { id, password } });
const refresh = (
  cookie: string | undefined,
  headers: Record<string, string> = { 'x-requested-with': 'physio' },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    headers,
    ...(cookie ? { cookies: { physio_refresh: cookie } } : {}),
  });

describe('POST /api/doctors/login', () => {
  it('logs the demo doctor in: doctor data, authorization header, refresh cookie', async () => {
    const res = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: '9000000001',
      name: 'Dr. Asha Rao',
      email: 'asha.rao@physiocare.in',
      mobile: '9000000001',
      gender: 'female',
      birth_date: '1986-04-12',
    });
    expect(res.headers.authorization).toEqual(expect.any(String));
    expect(refreshCookie(res)).toEqual(expect.any(String));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/doctors/9000000001',
      headers: { authorization: `Bearer ${res.headers.authorization as string}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.name).toBe('Dr. Asha Rao');
  });

  it('answers 401 "Error while Logging In!" for a wrong password or an unknown id', async () => {
    const wrong = await doctorLogin(DEMO_DOCTOR.id, 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.doctorLoginFailed, code: 'INVALID_CREDENTIALS' });
    const unknown = await doctorLogin('9000000099', 'whatever');
    expect(unknown.json()).toEqual(wrong.json());
    expect((await doctorLogin('abc', '')).statusCode).toBe(400);
  });

  it('throttles guessing per doctor id when limits are on', async () => {
    const limited = await createTestApp({ seed: true, authRateLimit: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/doctors/login',
          payload: { id: '9000000002', password: `guess-${i}` },
          remoteAddress: `10.0.0.${i + 1}`,
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('GET /api/doctors/{id}', () => {
  it('answers only the doctor themself', async () => {
    const other = await loginAsDoctor(t.app, '9000000002');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/doctors/9000000001', headers: other })).statusCode,
    ).toBe(403);
    const patient = await loginAsPatient(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/doctors/9000000001', headers: patient })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/doctors/9000000001' })).statusCode).toBe(401);
  });
});

describe('POST /api/doctors/signup', () => {
  const application = {
    name: 'Kavya Menon',
    email: 'kavya@example.com',
    mobile: '9123400001',
    gender: 'female',
    birth_date: '1991-02-03',
    password: 'Str0ng-pass',
  };

  it('stores an application that cannot log in until approved', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/doctors/signup', payload: application });
    expect(res.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(doctorApplications)
      .where(eq(doctorApplications.mobile, '9123400001'));
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await doctorLogin('9123400001', 'Str0ng-pass')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/doctors/signup', payload: application });
    expect(again.statusCode).toBe(409);

    await approveApplication(t.db, '9123400001');
    expect((await doctorLogin('9123400001', 'Str0ng-pass')).statusCode).toBe(200);
  });

  it('validates the application', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/signup',
      payload: { ...application, mobile: '9123400002', password: 'short', gender: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates the refresh cookie and answers a fresh access token', async () => {
    const login = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    const first = refreshCookie(login)!;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const token = res.json().data as string;
    expect(token.split('.')).toHaveLength(3);
    const second = refreshCookie(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/doctors/9000000001',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    // A parallel tab using the previous cookie within the grace period still gets a token (no new cookie).
    const parallel = await refresh(first);
    expect(parallel.statusCode).toBe(200);
    expect(refreshCookie(parallel)).toBeUndefined();
  });

  it('revokes the whole family when a rotated token is replayed later', async () => {
    const login = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    const first = refreshCookie(login)!;
    const rotated = await refresh(first);
    const second = refreshCookie(rotated)!;
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
      .where(eq(refreshTokens.subject, DEMO_DOCTOR.id));
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_REUSED');
    // The legitimate holder of the newest token is logged out too.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('401 without a cookie or with an unknown one, 403 without the custom header or from another site', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const login = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    const cookie = refreshCookie(login)!;
    expect((await refresh(cookie, {})).statusCode).toBe(403);
    const crossSite = await refresh(cookie, { 'x-requested-with': 'physio', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CSRF');
    const allowed = await refresh(cookie, { 'x-requested-with': 'physio', origin: 'http://localhost:8080' });
    expect(allowed.statusCode).toBe(200);
  });

  it('doctor logout revokes the session', async () => {
    const login = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/logout',
      headers: { authorization: `Bearer ${login.headers.authorization as string}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(refreshCookie(login))).statusCode).toBe(401);
  });
});
