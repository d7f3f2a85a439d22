import crypto from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@physio/shared-contracts';
import { doctorApplications, loginAttempts, refreshTokens } from '../../platform/db/schema';
import {
  approveApplication,
  DOCTOR_LOGIN_GLOBAL_MAX_FAILURES,
  DOCTOR_LOGIN_GLOBAL_WINDOW_MINUTES,
  resetDoctorPassword,
  setDoctorActive,
} from './doctors';
import { DEMO_DOCTOR } from '../site/seed';
import { REFRESH_TOKEN_DAYS, ROTATION_GRACE_MS } from '../identity/tokens';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  refreshCookie,
  type TestApp,
} from '../../../test/helpers';

const sha256 = (v: string) => crypto.createHash('sha256').update(v).digest('base64url');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const doctorLogin = (id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/doctors/login', payload: { id, password } });
/** The doctor reads their own record with the access token a login answered. */
const readSelf = (id: string, login: { headers: Record<string, unknown> }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/doctors/${id}`,
    headers: { authorization: `Bearer ${login.headers.authorization as string}` },
  });
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

  it('locks an (id, address) after 10 wrong passwords in 15 minutes, without locking the doctor out elsewhere; right passwords never count', async () => {
    const limited = await createTestApp({ seed: true, authRateLimit: true });
    let address = 0;
    const fresh = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
    const login = (id: string, password: string, remoteAddress = fresh()) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/doctors/login',
        payload: { id, password },
        remoteAddress,
      });
    // The per-IP route limit (20 a minute) is not what is tested: each address below stays under it.
    const codes = async (id: string, passwords: string[], from: string) => {
      const out: number[] = [];
      for (const password of passwords) out.push((await login(id, password, from)).statusCode);
      return out;
    };
    const wrong = (n: number) => Array.from({ length: n }, (_, i) => `guess-${i}`);
    const stranger = '203.0.113.7';
    try {
      // A doctor who logs in often is never locked out.
      expect(await codes('9000000003', Array(12).fill(DEMO_DOCTOR.password), '198.51.100.1')).toEqual(
        Array(12).fill(200),
      );
      // A right password clears the wrong ones before it.
      expect(
        await codes('9000000002', [...wrong(9), DEMO_DOCTOR.password, ...wrong(9)], '198.51.100.4'),
      ).toEqual([...Array(9).fill(401), 200, ...Array(9).fill(401)]);
      // Ten wrong from one address: that address is refused, the right password too, with a message…
      expect(await codes('9000000002', wrong(10), stranger)).toEqual(Array(10).fill(401));
      const locked = await login('9000000002', DEMO_DOCTOR.password, stranger);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        message: 'Too many wrong passwords for this account. Please try again in 15 minutes.',
        code: 'RATE_LIMITED',
      });
      // …but the doctor logs in from their own address: a stranger cannot lock them out.
      expect((await login('9000000002', DEMO_DOCTOR.password, '198.51.100.2')).statusCode).toBe(200);
      // An unknown id answers exactly like a known one: 401s, then the same lock-out message.
      const unknown = await codes('9000000077', wrong(10), '203.0.113.9');
      expect(unknown).toEqual(Array(10).fill(401));
      const unknownLocked = await login('9000000077', 'guess-x', '203.0.113.9');
      expect(unknownLocked.statusCode).toBe(429);
      expect(unknownLocked.json()).toEqual(locked.json());
      // Guesses sent at once are counted before any password is checked: ten get an answer, the rest are refused.
      const burst = await Promise.all(wrong(14).map((p) => login('9000000003', p, '198.51.100.3')));
      expect(burst.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
      // Once the window has passed, the right password works again and clears the count.
      await limited.db
        .update(loginAttempts)
        .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
        .where(eq(loginAttempts.key, `doctor:9000000002@${stranger}`));
      expect((await login('9000000002', DEMO_DOCTOR.password, stranger)).statusCode).toBe(200);
      const [row] = await limited.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `doctor:9000000002@${stranger}`));
      expect(row?.failures).toBe(0);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('a slower global limit per id stops guesses spread over many addresses, for known and unknown ids alike', async () => {
    const limited = await createTestApp({ seed: true, authRateLimit: true });
    let address = 0;
    const login = (id: string, password: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/doctors/login',
        payload: { id, password },
        remoteAddress: `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
      });
    try {
      for (const id of ['9000000002', '9000000088']) {
        // As if guesses had come from 49 addresses already (each far below its own limit): the 50th still answers…
        await limited.db
          .insert(loginAttempts)
          .values({ key: `doctor:${id}`, failures: DOCTOR_LOGIN_GLOBAL_MAX_FAILURES - 1 });
        expect((await login(id, 'g-50')).statusCode).toBe(401);
        // …and past it the id is refused from every address, the right password too.
        const locked = await login(id, id === '9000000002' ? DEMO_DOCTOR.password : 'x');
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toBe(
          `Too many wrong passwords for this account. Please try again in ${DOCTOR_LOGIN_GLOBAL_WINDOW_MINUTES} minutes.`,
        );
      }
      // The right password is not counted: a doctor's own logins never use up the global limit.
      await limited.db
        .insert(loginAttempts)
        .values({ key: 'doctor:9000000003', failures: DOCTOR_LOGIN_GLOBAL_MAX_FAILURES - 1 });
      for (let i = 0; i < 3; i++)
        expect((await login('9000000003', DEMO_DOCTOR.password)).statusCode).toBe(200);
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
    // A second application, or one for a number that is already a doctor, answers exactly like a first one
    // (sign-up does not tell which numbers have accounts) and stores nothing.
    const again = await t.app.inject({ method: 'POST', url: '/api/doctors/signup', payload: application });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    const existing = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/signup',
      payload: { ...application, mobile: DEMO_DOCTOR.id },
    });
    expect(existing.statusCode).toBe(201);
    expect(existing.json()).toEqual(res.json());
    expect(
      await t.db.select().from(doctorApplications).where(eq(doctorApplications.mobile, '9123400001')),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(doctorApplications).where(eq(doctorApplications.mobile, DEMO_DOCTOR.id)),
    ).toHaveLength(0);

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
    // Once the newer cookie has been used, a parallel tab using the previous one within the grace period still
    // gets a token, and no new cookie: the browser holds the newest one.
    const third = refreshCookie(await refresh(second!))!;
    const parallel = await refresh(first);
    expect(parallel.statusCode).toBe(200);
    expect(refreshCookie(parallel)).toBeUndefined();
    expect((await refresh(third)).statusCode).toBe(200);
  });

  it('a browser that never received the rotated cookie (its call aborted) keeps its session past the grace period', async () => {
    const login = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    const first = refreshCookie(login)!;
    const lost = refreshCookie(await refresh(first))!; // the answer a navigation aborted
    // The browser presents the previous cookie again, within the grace period: it gets the lost one again.
    const again = await refresh(first);
    expect(again.statusCode).toBe(200);
    const replacement = refreshCookie(again)!;
    expect(replacement).toBe(lost);
    // Long after the grace period, the replacement is the session: no replay, nothing revoked.
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
      .where(and(eq(refreshTokens.subject, DEMO_DOCTOR.id), isNotNull(refreshTokens.rotatedAt)));
    const later = await refresh(replacement);
    expect(later.statusCode).toBe(200);
    expect(refreshCookie(later)).toBeDefined();
    // The previous cookie presented after the grace period is still a replay: the family is revoked.
    expect((await refresh(first)).json().code).toBe('REFRESH_REUSED');
    expect((await refresh(refreshCookie(later))).statusCode).toBe(401);
  });

  it('replays inside the grace period all get the one successor: the family never has two live branches', async () => {
    const login = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    const first = refreshCookie(login)!;
    // One rotation and three replays (a copied cookie), then five presentations at once.
    const answers = [await refresh(first), await refresh(first), await refresh(first), await refresh(first)];
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => refresh(first)))));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const successor = refreshCookie(answers[0]!)!;
    expect(new Set(answers.map((a) => refreshCookie(a)))).toEqual(new Set([successor]));
    const [origin] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(first)));
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, origin!.familyId));
    expect(family.filter((r) => !r.rotatedAt && !r.revokedAt)).toHaveLength(1);
    expect(family).toHaveLength(2);
    // Once the successor is used, a replay of the first inside the grace gets no cookie and forks nothing.
    const third = refreshCookie(await refresh(successor))!;
    const late = await refresh(first);
    expect(late.statusCode).toBe(200);
    expect(refreshCookie(late)).toBeUndefined();
    expect((await refresh(third)).statusCode).toBe(200);
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

  it('a session ends 30 days after its login however often it is refreshed', async () => {
    const login = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    const first = refreshCookie(login)!;
    const [family] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(first)));
    const rotated = await refresh(first);
    const second = refreshCookie(rotated)!;
    const [next] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(second)));
    // Rotation keeps the family's expiry: it never moves forward.
    expect(next!.expiresAt.getTime()).toBe(family!.expiresAt.getTime());
    expect(family!.expiresAt.getTime() - family!.createdAt.getTime()).toBeLessThanOrEqual(
      REFRESH_TOKEN_DAYS * 86_400_000 + 5_000,
    );
    const cookieExpiry = rotated.cookies.find((c) => c.name === 'physio_refresh')?.expires?.getTime();
    expect(Math.floor(cookieExpiry! / 1000)).toBe(Math.floor(family!.expiresAt.getTime() / 1000));
    // 30 days after the login the newest token is refused.
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, family!.familyId));
    const expired = await refresh(second);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('REFRESH_EXPIRED');
  });

  it('a password reset ends every session of the doctor', async () => {
    const a = await doctorLogin('9000000002', DEMO_DOCTOR.password);
    const b = await doctorLogin('9000000002', DEMO_DOCTOR.password);
    const other = await doctorLogin(DEMO_DOCTOR.id, DEMO_DOCTOR.password);
    await resetDoctorPassword(t.db, '9000000002', DEMO_DOCTOR.password);
    // The access token they hold goes too: refused once the server reads its revocations again (every 2 s).
    t.app.revocations.reread();
    expect((await readSelf('9000000002', a)).json().code).toBe('INVALID_TOKEN');
    expect((await readSelf(DEMO_DOCTOR.id, other)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(a))).json().code).toBe('REFRESH_REVOKED');
    expect((await refresh(refreshCookie(b))).json().code).toBe('REFRESH_REVOKED');
    expect((await refresh(refreshCookie(other))).statusCode).toBe(200);
  });

  it('deactivation ends every session, and an inactive doctor is never refreshed', async () => {
    const a = await doctorLogin('9000000003', DEMO_DOCTOR.password);
    expect((await readSelf('9000000003', a)).statusCode).toBe(200);
    await setDoctorActive(t.db, '9000000003', false);
    t.app.revocations.reread();
    expect((await readSelf('9000000003', a)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(a))).statusCode).toBe(401);
    expect((await doctorLogin('9000000003', DEMO_DOCTOR.password)).statusCode).toBe(401);
    // Marked inactive behind the service's back (e.g. by SQL): the refresh itself checks the doctor.
    await setDoctorActive(t.db, '9000000003', true);
    const b = await doctorLogin('9000000003', DEMO_DOCTOR.password);
    expect(b.statusCode).toBe(200);
    await t.db.execute(sql`update doctors set active = false where id = '9000000003'`);
    const refused = await refresh(refreshCookie(b));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('REFRESH_INACTIVE');
    await setDoctorActive(t.db, '9000000003', true);
  });
});
