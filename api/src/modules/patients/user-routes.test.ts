import { eq } from 'drizzle-orm';
import { MESSAGES } from '@physio/shared-contracts';
import { otpCodes, patients } from '../../platform/db/schema';
import {
  createTestApp,
  latestOtp,
  loginAsDoctor,
  loginAsPatient,
  refreshCookie,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const login = (body: object) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: body });
const verify = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/login/verify', payload: body });

describe('patient one-time code login', () => {
  it('sends a code and verifies it: profile data, authorization header, httpOnly refresh cookie', async () => {
    const res = await login({ name: 'Meera Iyer', email: 'meera@example.com', mobile: '9812345670' });
    expect(res.statusCode).toBe(200);
    // Nothing about the patient is written before the code is verified.
    expect(await t.db.select().from(patients).where(eq(patients.id, '9812345670'))).toHaveLength(0);
    const otp = await latestOtp(t.app, '9812345670');
    expect(otp).toMatch(/^\d{6}$/);
    const stored = await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, '9812345670'));
    expect(stored[0]?.codeHash).not.toContain(otp);

    const ok = await verify({ number: '9812345670', otp });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      data: { id: '9812345670', name: 'Meera Iyer', email: 'meera@example.com', new_user: true, price: 499 },
    });
    expect(ok.headers.authorization).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookie = ok.cookies.find((c) => c.name === 'physio_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token' });

    // The same code cannot be used twice.
    const again = await verify({ number: '9812345670', otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.wrongOtp);
  });

  it('accepts only the newest code: an older one stops working when a new one is sent, and after it is used', async () => {
    const body = { name: 'Two Codes', email: 'two@example.com', mobile: '9813579246' };
    expect((await login(body)).statusCode).toBe(200);
    const first = await latestOtp(t.app, body.mobile);
    await t.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpCodes.mobile, body.mobile));
    expect((await login(body)).statusCode).toBe(200);
    const second = await latestOtp(t.app, body.mobile);
    if (first !== second) {
      expect((await verify({ number: body.mobile, otp: first })).json().code).toBe('WRONG_OTP');
    }
    expect((await verify({ number: body.mobile, otp: second })).statusCode).toBe(200);
    // Neither code opens a second session once the newest one was used.
    expect((await verify({ number: body.mobile, otp: first })).statusCode).toBe(400);
    expect((await verify({ number: body.mobile, otp: second })).statusCode).toBe(400);
  });

  it('answers the same for registered and unknown numbers', async () => {
    const known = await login({ name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9876543210' });
    const unknown = await login({ name: 'New Person', email: 'new@example.com', mobile: '9811111111' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it('keeps an existing patient price and flags on verify', async () => {
    await t.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpCodes.mobile, '9876543210'));
    const otp = await latestOtp(t.app, '9876543210');
    const ok = await verify({ number: '9876543210', otp });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: '9876543210', new_user: false, price: 650 });
  });

  it('never renames an existing patient: a login with another name and e-mail keeps the stored ones', async () => {
    const mobile = '9855555501';
    await t.db.insert(patients).values({ id: mobile, name: 'Lakshmi Rao', email: 'lakshmi@example.com' });
    expect((await login({ name: 'Someone Else', email: 'someone@example.com', mobile })).statusCode).toBe(
      200,
    );
    const ok = await verify({ number: mobile, otp: await latestOtp(t.app, mobile) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: mobile, name: 'Lakshmi Rao', email: 'lakshmi@example.com' });
    const [stored] = await t.db.select().from(patients).where(eq(patients.id, mobile));
    expect(stored).toMatchObject({ name: 'Lakshmi Rao', email: 'lakshmi@example.com' });
    // The profile page is where they change.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${mobile}`,
      headers: { authorization: `Bearer ${ok.headers.authorization as string}` },
      payload: { name: 'Lakshmi R.', email: 'lr@example.com' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ name: 'Lakshmi R.', email: 'lr@example.com' });
  });

  it('rejects a wrong code with "Wrong OTP!" and locks after 5 wrong tries', async () => {
    await login({ name: 'Lock Test', email: 'lock@example.com', mobile: '9822222222' });
    const right = await latestOtp(t.app, '9822222222');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify({ number: '9822222222', otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.wrongOtp, code: 'WRONG_OTP' });
    }
    const locked = await verify({ number: '9822222222', otp: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('OTP_LOCKED');
  });

  it('refuses an expired code', async () => {
    await login({ name: 'Old Code', email: 'old@example.com', mobile: '9833333333' });
    const otp = await latestOtp(t.app, '9833333333');
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.mobile, '9833333333'));
    expect((await verify({ number: '9833333333', otp })).statusCode).toBe(400);
  });

  it('asks to wait 15 s between codes and allows 5 per hour', async () => {
    const body = { name: 'Busy', email: 'busy@example.com', mobile: '9844444444' };
    expect((await login(body)).statusCode).toBe(200);
    const tooSoon = await login(body);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('OTP_RESEND_TOO_SOON');
    for (let i = 0; i < 4; i++) {
      await t.db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - (i + 1) * 60_000) })
        .where(eq(otpCodes.mobile, '9844444444'));
      expect((await login(body)).statusCode).toBe(200);
    }
    await t.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.mobile, '9844444444'));
    const hourly = await login(body);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().code).toBe('OTP_HOURLY_LIMIT');
  });

  it('validates the fields with the spec messages', async () => {
    const res = await login({ name: 'X', email: 'x@example.com', mobile: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.invalidMobile, code: 'VALIDATION_FAILED' });
    expect((await verify({ number: '9812345670', otp: '12ab56' })).statusCode).toBe(400);
    expect((await login({ name: 'X', email: 'not-an-email', mobile: '9812345670' })).json().message).toBe(
      MESSAGES.booking.email,
    );
  });

  it('answers 503 with a message when the SMS gateway fails', async () => {
    const failing = await createTestApp({
      sms: {
        name: 'msg91',
        sendOtp: async () => {
          throw new Error('gateway down');
        },
      },
    });
    try {
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { name: 'A', email: 'a@example.com', mobile: '9855555555' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SMS_FAILED' });
      // The dev outbox does not exist with a real gateway.
      expect(
        (await failing.app.inject({ method: 'GET', url: '/api/dev/sms?mobile=9855555555' })).statusCode,
      ).toBe(404);
    } finally {
      await failing.close();
    }
  });

  it('limits code requests per IP when the limits are on', async () => {
    const limited = await createTestApp({ authRateLimit: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { name: 'A', email: 'a@example.com', mobile: `98${String(60000000 + i)}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('takes the per-IP and per-number limits from the configuration', async () => {
    const limited = await createTestApp({
      authRateLimit: true,
      env: { OTP_REQUEST_RATE_LIMIT: '3', OTP_VERIFY_RATE_LIMIT: '2', OTP_HOURLY_LIMIT: '1' },
    });
    try {
      const request = (mobile: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { name: 'A', email: 'a@example.com', mobile },
        });
      expect((await request('9870000001')).statusCode).toBe(200);
      // One code per hour for this number: an older code still counts once the resend wait is over.
      await limited.db
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(otpCodes.mobile, '9870000001'));
      const hourly = await request('9870000001');
      expect(hourly.statusCode).toBe(429);
      expect(hourly.json().code).toBe('OTP_HOURLY_LIMIT');
      expect((await request('9870000002')).statusCode).toBe(200);
      const perIp = await request('9870000003');
      expect(perIp.statusCode).toBe(429);
      expect(perIp.json().code).toBe('RATE_LIMITED');

      const verify = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/login/verify',
          payload: { number: '9870000002', otp: '000000' },
        });
      expect((await verify()).json().code).toBe('WRONG_OTP');
      expect((await verify()).json().code).toBe('WRONG_OTP');
      const tooMany = await verify();
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the patient themself', async () => {
    const headers = await loginAsPatient(t.app, '9876543210');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/9876543210', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: '9876543210',
      mobile: '9876543210',
      name: 'Ravi Kumar',
      new_user: false,
      price: 650,
      sessions: 6,
    });
  });

  it('answers the patient’s own doctor; to others an unknown id and a stranger look alike (403), the name lookup says 404', async () => {
    const headers = await loginAsDoctor(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/9876543210', headers })).statusCode).toBe(
      200,
    );
    const missing = await t.app.inject({ method: 'GET', url: '/api/users/9999999999', headers });
    expect([missing.statusCode, missing.json().code]).toEqual([403, 'NOT_YOUR_PATIENT']);
    const named = await t.app.inject({ method: 'GET', url: '/api/users/9999999999/name', headers });
    expect(named.statusCode).toBe(404);
    expect(named.json().message).toBe(MESSAGES.patientNotRegistered);
  });

  it('401 without a token or with a forged one, 403 for another patient', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/9876543210' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/users/9876543210',
      headers: {
        authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiI5ODc2NTQzMjEwIiwicm9sZSI6ImRvY3RvciJ9.',
      },
    });
    expect(forged.statusCode).toBe(401);
    const other = await loginAsPatient(t.app, '9700000000');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/9876543210', headers: other });
    expect(res.statusCode).toBe(403);
  });

  it('400 for an id that is not a mobile number', async () => {
    const headers = await loginAsDoctor(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/12', headers })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/{id} and /plan', () => {
  it('lets the patient change name and e-mail, nobody else', async () => {
    const own = await loginAsPatient(t.app, '9700000001');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/9700000001',
      headers: own,
      payload: { name: 'Anita Shah', email: 'anita@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Anita Shah', email: 'anita@example.com' });
    const other = await loginAsPatient(t.app, '9700000002');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/9700000001',
          headers: other,
          payload: { name: 'X', email: 'x@example.com' },
        })
      ).statusCode,
    ).toBe(403);
    const doctor = await loginAsDoctor(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/9700000001',
          headers: doctor,
          payload: { name: 'X', email: 'x@example.com' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets a doctor set the treatment plan (price in rupees on the wire, paise in the DB)', async () => {
    await loginAsPatient(t.app, '9700000003');
    const doctor = await loginAsDoctor(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/9700000003/plan',
      headers: doctor,
      payload: { sessions: 8, price: 725.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sessions: 8, price: 725.5 });
    const row = await t.db.select().from(patients).where(eq(patients.id, '9700000003'));
    expect(row[0]).toMatchObject({ pricePaise: 72550, sessions: 8, doctorId: '9000000001' });
    // Assigned to another doctor (a first booking with them): only that doctor changes the plan now.
    await t.db.update(patients).set({ doctorId: '9000000002' }).where(eq(patients.id, '9700000003'));
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/users/9700000003/plan',
      headers: doctor,
      payload: { sessions: 4, price: 700 },
    });
    expect([again.statusCode, again.json().code]).toEqual([403, 'NOT_ASSIGNED']);
    const [kept] = await t.db.select().from(patients).where(eq(patients.id, '9700000003'));
    expect(kept).toMatchObject({ pricePaise: 72550, sessions: 8, doctorId: '9000000002' });
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/users/9700000003/plan',
      headers: await loginAsDoctor(t.app, '9000000002'),
      payload: { sessions: 4, price: 700 },
    });
    expect(theirs.statusCode).toBe(200);
    const patient = await loginAsPatient(t.app, '9700000003');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/9700000003/plan',
          headers: patient,
          payload: { sessions: 1, price: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/9799999999/plan',
          headers: doctor,
          payload: { sessions: 2, price: 500 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/9700000003/plan',
          headers: doctor,
          payload: { sessions: 0, price: -5 },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/users?name=', () => {
  it('finds patients by partial, case-insensitive name (doctors only)', async () => {
    const doctor = await loginAsDoctor(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/users?name=RAVI', headers: doctor });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: '9876543210', name: 'Ravi Kumar', mobile: '9876543210', email: expect.any(String) },
    ]);
    const none = await t.app.inject({ method: 'GET', url: '/api/users?name=zzzz', headers: doctor });
    expect(none.json()).toEqual({ data: null });
    // LIKE wildcards typed by the user are literal.
    const wildcard = await t.app.inject({ method: 'GET', url: '/api/users?name=%25', headers: doctor });
    expect(wildcard.json()).toEqual({ data: null });
    const patient = await loginAsPatient(t.app, '9876543210');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users?name=ravi', headers: patient })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users?name=', headers: doctor })).statusCode).toBe(
      400,
    );
  });
});

describe('appointments and logout', () => {
  it('lists a patient appointments for the patient or a doctor', async () => {
    const patient = await loginAsPatient(t.app, '9876543210');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/9876543210/appointments',
      headers: patient,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      patient_id: '9876543210',
      patient_name: 'Ravi Kumar',
      status: 'completed',
    });
  });

  it('logout revokes the refresh family and clears the cookie', async () => {
    await login({ name: 'Out', email: 'out@example.com', mobile: '9866666666' });
    const ok = await verify({ number: '9866666666', otp: await latestOtp(t.app, '9866666666') });
    const refresh = refreshCookie(ok)!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${ok.headers.authorization as string}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'physio_refresh')?.value).toBe('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { 'x-requested-with': 'physio' },
      cookies: { physio_refresh: refresh },
    });
    expect(res.statusCode).toBe(401);
  });
});
