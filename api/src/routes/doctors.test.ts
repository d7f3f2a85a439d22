import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@physio/shared-contracts';
import { doctorApplications, doctors, refreshTokens } from '../db/schema';
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

  it('locks a doctor id after 10 wrong passwords in 15 minutes, from any address; right passwords never count', async () => {
    const limited = await createTestApp({ seed: true, authRateLimit: true });
    let address = 0;
    // A new address each time: the per-IP limit (20 a minute) is not what is tested here.
    const login = (id: string, password: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/doctors/login',
        payload: { id, password },
        remoteAddress: `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
      });
    const codes = async (id: string, passwords: string[]) => {
      const out: number[] = [];
      for (const password of passwords) out.push((await login(id, password)).statusCode);
      return out;
    };
    const wrong = (n: number) => Array.from({ length: n }, (_, i) => `guess-${i}`);
    try {
      // A doctor who logs in often is never locked out.
      expect(await codes('9000000003', Array(12).fill(DEMO_DOCTOR.password))).toEqual(Array(12).fill(200));
      // A right password clears the wrong ones before it.
      expect(await codes('9000000002', [...wrong(9), DEMO_DOCTOR.password, ...wrong(10)])).toEqual([
        ...Array(9).fill(401),
        200,
        ...Array(10).fill(401),
      ]);
      // Ten wrong in the window: the id is locked, the right password too is refused, with a message.
      const locked = await login('9000000002', DEMO_DOCTOR.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        message: 'Too many wrong passwords for this account. Please try again in 15 minutes.',
        code: 'RATE_LIMITED',
      });
      expect((await login('9000000002', 'guess-x')).statusCode).toBe(429);
      // Other doctors are untouched.
      expect((await login(DEMO_DOCTOR.id, DEMO_DOCTOR.password)).statusCode).toBe(200);
      // Guesses sent at once are counted before any password is checked: ten get an answer, the rest are refused.
      const burst = await Promise.all(wrong(14).map((p) => login('9000000003', p)));
      expect(burst.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
      // Once the window has passed, the right password works again and clears the count.
      await limited.db
        .update(doctors)
        .set({ loginFailuresSince: sql`now() - interval '16 minutes'` })
        .where(eq(doctors.id, '9000000002'));
      expect((await login('9000000002', DEMO_DOCTOR.password)).statusCode).toBe(200);
      const [row] = await limited.db.select().from(doctors).where(eq(doctors.id, '9000000002'));
      expect({ failures: row?.loginFailures, since: row?.loginFailuresSince }).toEqual({
        failures: 0,
        since: null,
      });
    } finally {
      await limited.close();
    }
  }, 120_000);
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
