import { resetRefreshState } from './client';
import { doctorLogin, loadPatientProfile, logout, requestPatientOtp, verifyPatientOtp } from './login';
import { setNavigator } from './navigation';
import { errorMessage, errorStatus } from './result';
import { getAccessToken, setAccessToken } from './session';
import { getDoctor, getPreviousLogger, getProfile, setDoctor, setProfile } from './storage';
import { doctorRecord, patientProfile, stubServer, tokenExpiringIn } from './test/stubServer';

const DOCTOR_TOKEN = tokenExpiringIn(900, { sub: '9000000001', role: 'doctor' });
const PATIENT_TOKEN = tokenExpiringIn(900, { sub: '9876543210', role: 'patient' });

let restoreNavigator: () => void;
beforeEach(() => {
  setAccessToken('');
  localStorage.clear();
  resetRefreshState();
  restoreNavigator = setNavigator(jest.fn());
});
afterEach(() => restoreNavigator());

describe('doctorLogin', () => {
  it.each([
    ['Bearer <token>', `Bearer ${DOCTOR_TOKEN}`],
    ['a bare token', DOCTOR_TOKEN],
  ])('with %s: keeps the token, loads and stores the doctor, PreviousLogger "doctor"', async (_l, header) => {
    const server = stubServer({
      'POST /api/doctors/login': () => ({
        status: 200,
        data: { data: null },
        headers: { authorization: header },
      }),
      'GET /api/doctors/9000000001': () => ({ status: 200, data: { data: doctorRecord.doctorData } }),
    });
    const result = await doctorLogin('9000000001', 'Physio@123');
    expect(result).toEqual({ ok: true, data: doctorRecord.doctorData });
    expect(getAccessToken()).toBe(DOCTOR_TOKEN);
    expect(getDoctor()).toEqual({ doctorData: doctorRecord.doctorData, authorization: DOCTOR_TOKEN });
    expect(getPreviousLogger()).toBe('doctor');
    expect(JSON.parse(server.calls[0]!.data as string)).toEqual({ id: '9000000001', password: 'Physio@123' });
    expect(server.callsTo('GET /api/doctors/9000000001')[0]!.headers.get('Authorization')).toBe(
      `Bearer ${DOCTOR_TOKEN}`,
    );
    expect(server.callsTo('POST /api/token/refresh')).toHaveLength(0);
  });

  it('returns the server message on a failed login and stores nothing', async () => {
    stubServer({
      'POST /api/doctors/login': () => ({ status: 401, data: { message: 'Invalid id or password' } }),
    });
    expect(await doctorLogin('9000000001', 'nope')).toEqual({
      ok: false,
      status: 401,
      message: 'Invalid id or password',
    });
    expect(getDoctor()).toBeNull();
    expect(getAccessToken()).toBe('');
  });

  it('falls back to the spec message without a server message, and on a missing token header', async () => {
    stubServer({ 'POST /api/doctors/login': () => ({ status: 500 }) });
    expect(await doctorLogin('9000000001', 'x')).toMatchObject({
      ok: false,
      message: 'Error while Logging In!',
    });
    stubServer({ 'POST /api/doctors/login': () => ({ status: 200, data: {} }) });
    expect(await doctorLogin('9000000001', 'x')).toMatchObject({
      ok: false,
      message: 'Error while Logging In!',
    });
  });

  it('fails cleanly when the doctor details are malformed', async () => {
    stubServer({
      'POST /api/doctors/login': () => ({ status: 200, headers: { authorization: DOCTOR_TOKEN } }),
      'GET /api/doctors/9000000001': () => ({ status: 200, data: { data: { id: 1 } } }),
    });
    expect(await doctorLogin('9000000001', 'x')).toMatchObject({ ok: false, status: 502 });
    expect(getDoctor()).toBeNull();
  });
});

describe('requestPatientOtp', () => {
  it('posts name, email and mobile without refreshing', async () => {
    const server = stubServer({
      'POST /api/users/login': () => ({ status: 200, data: { message: 'OTP sent' } }),
    });
    expect(await requestPatientOtp('Ravi', 'ravi@example.com', '9876543210')).toEqual({
      ok: true,
      data: undefined,
    });
    expect(JSON.parse(server.calls[0]!.data as string)).toEqual({
      name: 'Ravi',
      email: 'ravi@example.com',
      mobile: '9876543210',
    });
    expect(server.calls).toHaveLength(1);
  });

  it('returns the server message when sending fails', async () => {
    stubServer({ 'POST /api/users/login': () => ({ status: 429, data: { message: 'Too many requests' } }) });
    expect(await requestPatientOtp('Ravi', 'r@e.in', '9876543210')).toEqual({
      ok: false,
      status: 429,
      message: 'Too many requests',
    });
  });
});

describe('verifyPatientOtp', () => {
  const verified = {
    id: '9876543210',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    new_user: false,
    price: 650,
  };

  it('keeps the token, stores the full Profile and PreviousLogger "patient"', async () => {
    const server = stubServer({
      'POST /api/users/login/verify': () => ({
        status: 200,
        data: { data: verified },
        headers: { authorization: `Bearer ${PATIENT_TOKEN}`, refreshtoken: 'ignored' },
      }),
      'GET /api/users/9876543210': () => ({ status: 200, data: { data: patientProfile } }),
    });
    const result = await verifyPatientOtp('9876543210', '123456');
    expect(result).toEqual({ ok: true, data: verified });
    expect(JSON.parse(server.calls[0]!.data as string)).toEqual({ number: '9876543210', otp: '123456' });
    expect(getAccessToken()).toBe(PATIENT_TOKEN);
    expect(getProfile()).toEqual({ data: { data: patientProfile } });
    expect(getPreviousLogger()).toBe('patient');
  });

  it('still stores a Profile built from the verify answer when the profile read fails', async () => {
    stubServer({
      'POST /api/users/login/verify': () => ({
        status: 200,
        data: { data: { ...verified, new_user: true, price: 499 } },
        headers: { authorization: PATIENT_TOKEN },
      }),
      'GET /api/users/9876543210': () => ({ status: 503 }),
    });
    expect((await verifyPatientOtp('9876543210', '123456')).ok).toBe(true);
    expect(getProfile()?.data.data).toEqual({
      ...verified,
      new_user: true,
      price: 499,
      mobile: '9876543210',
      sessions: 1,
    });
  });

  it('returns "Wrong OTP!" or the server message on a wrong code, storing nothing', async () => {
    stubServer({ 'POST /api/users/login/verify': () => ({ status: 400 }) });
    expect(await verifyPatientOtp('9876543210', '000000')).toEqual({
      ok: false,
      status: 400,
      message: 'Wrong OTP!',
    });
    stubServer({
      'POST /api/users/login/verify': () => ({ status: 401, data: { message: 'Code expired' } }),
    });
    expect(await verifyPatientOtp('9876543210', '000000')).toMatchObject({ message: 'Code expired' });
    expect(getProfile()).toBeNull();
    expect(getAccessToken()).toBe('');
  });

  it('rejects an answer without token or with a foreign body', async () => {
    stubServer({ 'POST /api/users/login/verify': () => ({ status: 200, data: { data: verified } }) });
    expect(await verifyPatientOtp('9876543210', '123456')).toMatchObject({ ok: false, status: 502 });
    expect(getProfile()).toBeNull();
  });
});

describe('loadPatientProfile', () => {
  it('stores the profile of the logged-in patient (token subject)', async () => {
    setAccessToken(PATIENT_TOKEN);
    stubServer({ 'GET /api/users/9876543210': () => ({ status: 200, data: { data: patientProfile } }) });
    expect(await loadPatientProfile('9876543210')).toEqual({ ok: true, data: patientProfile });
    expect(getProfile()?.data.data).toEqual(patientProfile);
  });

  it('updates the stored profile of the same patient, never stores someone else', async () => {
    setProfile({ ...patientProfile, sessions: 1 });
    setDoctor(doctorRecord);
    setAccessToken(DOCTOR_TOKEN);
    const other = { ...patientProfile, id: '9123456789', mobile: '9123456789' };
    stubServer({
      'GET /api/users/9876543210': () => ({ status: 200, data: { data: patientProfile } }),
      'GET /api/users/9123456789': () => ({ status: 200, data: { data: other } }),
    });
    await loadPatientProfile('9876543210');
    expect(getProfile()?.data.data.sessions).toBe(6);
    expect((await loadPatientProfile('9123456789')).ok).toBe(true);
    expect(getProfile()?.data.data.id).toBe('9876543210');
  });

  it('reports failures and malformed answers', async () => {
    setAccessToken(PATIENT_TOKEN);
    stubServer({ 'GET /api/users/1': () => ({ status: 404, data: { message: 'Patient not found' } }) });
    expect(await loadPatientProfile('1')).toEqual({ ok: false, status: 404, message: 'Patient not found' });
    stubServer({ 'GET /api/users/1': () => ({ status: 200, data: { data: null } }) });
    expect(await loadPatientProfile('1')).toMatchObject({ ok: false, status: 502 });
  });
});

describe('logout', () => {
  it('a doctor: POST /api/doctors/logout, then token and storage cleared, PreviousLogger kept as doctor', async () => {
    setDoctor(doctorRecord);
    setProfile(patientProfile);
    setAccessToken(DOCTOR_TOKEN);
    const server = stubServer({ 'POST /api/doctors/logout': () => ({ status: 204 }) });
    await logout();
    expect(server.calls.map((c) => c.url)).toEqual(['/api/doctors/logout']);
    expect(server.calls[0]!.headers.get('Authorization')).toBe(`Bearer ${DOCTOR_TOKEN}`);
    expect(getAccessToken()).toBe('');
    expect(getDoctor()).toBeNull();
    expect(getProfile()).toBeNull();
    expect(getPreviousLogger()).toBe('doctor');
  });

  it('a patient: POST /api/users/logout; a server failure still ends the local session', async () => {
    setProfile(patientProfile);
    setAccessToken(PATIENT_TOKEN);
    const server = stubServer({ 'POST /api/users/logout': () => ({ status: 500 }) });
    await logout();
    expect(server.calls.map((c) => c.url)).toEqual(['/api/users/logout']);
    expect(getProfile()).toBeNull();
    expect(getAccessToken()).toBe('');
    expect(getPreviousLogger()).toBe('patient');
  });

  it('after a reload (no token): refreshes quietly first so the server can revoke the session', async () => {
    setDoctor(doctorRecord);
    const server = stubServer({
      'POST /api/token/refresh': () => ({ status: 200, data: { data: DOCTOR_TOKEN } }),
      'POST /api/doctors/logout': () => ({ status: 200 }),
    });
    await logout();
    expect(server.calls.map((c) => c.url)).toEqual(['/api/token/refresh', '/api/doctors/logout']);
    expect(server.calls[0]!.headers.get('X-Requested-With')).toBe('physio');
    expect(server.calls[1]!.headers.get('Authorization')).toBe(`Bearer ${DOCTOR_TOKEN}`);
    expect(getAccessToken()).toBe('');
  });

  it.each([
    ['401', () => ({ status: 401 })],
    ['an answer without token', () => ({ status: 200, data: {} })],
  ])(
    'after a reload, a refresh failing with %s still logs out locally, without redirect',
    async (_l, refresh) => {
      setProfile(patientProfile);
      const navigate = jest.fn();
      const restore = setNavigator(navigate);
      const server = stubServer({
        'POST /api/token/refresh': refresh,
        'POST /api/users/logout': () => ({ status: 200 }),
      });
      await logout();
      restore();
      expect(server.calls.map((c) => c.url)).toEqual(['/api/token/refresh', '/api/users/logout']);
      expect(server.calls[1]!.headers.get('Authorization')).toBeUndefined();
      expect(navigate).not.toHaveBeenCalled();
      expect(getProfile()).toBeNull();
      expect(getPreviousLogger()).toBe('patient');
    },
  );

  it('nobody logged in: no call, just cleared', async () => {
    setAccessToken('stray');
    const server = stubServer({});
    await logout();
    expect(server.calls).toHaveLength(0);
    expect(getAccessToken()).toBe('');
    expect(getPreviousLogger()).toBeNull();
  });
});

describe('errorMessage and errorStatus', () => {
  it('use the server message only when it is a non-empty string', () => {
    expect(errorMessage(new Error('x'), 'fallback')).toBe('fallback');
    expect(errorStatus('nope')).toBe(0);
  });
});
