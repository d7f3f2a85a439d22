import {
  DEFAULT_PLAN_SESSIONS,
  endpoints,
  MESSAGES,
  type Doctor,
  type PatientProfile,
  type VerifiedPatient,
} from '@physio/shared-contracts';
import { BAD_ANSWER_MESSAGE, call, GENERIC_ERROR, send } from './api';
import { apiClient, refreshQuietly, resetRefreshState } from './client';
import type { Result } from './result';
// The session through its shared name, never a relative path: see src/state.ts.
import {
  bareToken,
  clearAll,
  getAccessToken,
  getDoctor,
  getProfile,
  learnServerClock,
  setAccessToken,
  setDoctor,
  setPreviousLogger,
  setProfile,
  tokenClaims,
} from '@physio/shared-auth/state';

const { doctors, patientLogin, users } = endpoints;

/** Doctor login (spec §4): token from the `authorization` header, then the doctor's details are stored. */
export async function doctorLogin(id: string, password: string): Promise<Result<Doctor>> {
  // Spec §7: the login's status and authorization header count; the details come from GET /api/doctors/{id}.
  const login = await send(
    apiClient,
    doctors.login,
    { body: { id, password } },
    MESSAGES.doctorLoginFailed,
    false,
  );
  if (!login.ok) return login;
  const token = bareToken(login.data.header('authorization'));
  if (!token) return { ok: false, status: login.data.status, message: MESSAGES.doctorLoginFailed };
  learnServerClock(token);
  setAccessToken(token);
  resetRefreshState();
  const details = await call(apiClient, doctors.get, { params: { id } }, MESSAGES.doctorLoginFailed);
  if (!details.ok) return details;
  setDoctor({ doctorData: details.data, authorization: token });
  setPreviousLogger('doctor');
  return details;
}

/** Sends the one-time code to the patient's mobile. */
export async function requestPatientOtp(name: string, email: string, mobile: string): Promise<Result<void>> {
  // The code goes out by SMS: only the status counts.
  const sent = await send(
    apiClient,
    patientLogin.request,
    { body: { name, email, mobile } },
    GENERIC_ERROR,
    false,
  );
  return sent.ok ? { ok: true, data: undefined } : sent;
}

/** Verifies the code; on success the token is kept in memory and the patient Profile stored. */
export async function verifyPatientOtp(number: string, otp: string): Promise<Result<VerifiedPatient>> {
  const sent = await send(apiClient, patientLogin.verify, { body: { number, otp } }, MESSAGES.wrongOtp);
  if (!sent.ok) return sent;
  const verified = sent.data.answer;
  const token = bareToken(sent.data.header('authorization'));
  if (!token) return { ok: false, status: 502, message: BAD_ANSWER_MESSAGE };
  learnServerClock(token);
  setAccessToken(token);
  resetRefreshState();
  // Keep what the verify answer tells us at once, then complete it (mobile, sessions) from the profile.
  const existing = getProfile()?.data.data;
  setProfile({
    mobile: number,
    sessions: existing?.id === verified.id ? existing.sessions : DEFAULT_PLAN_SESSIONS,
    ...verified,
  });
  setPreviousLogger('patient');
  await loadPatientProfile(verified.id);
  return { ok: true, data: verified };
}

/** GET /api/users/{id}; stores it as the session's Profile when it is the logged-in patient. */
export async function loadPatientProfile(id: string): Promise<Result<PatientProfile>> {
  const loaded = await call(apiClient, users.get, { params: { id } }, GENERIC_ERROR);
  if (!loaded.ok) return loaded;
  const profile = loaded.data;
  const claims = tokenClaims(getAccessToken());
  const isSessionPatient =
    getProfile()?.data.data.id === profile.id || (claims?.role === 'patient' && claims.sub === profile.id);
  if (isSessionPatient) setProfile(profile);
  return loaded;
}

/** Logs the current user out on the server (best effort), then clears the token and storage. */
export async function logout(): Promise<void> {
  const role = getDoctor() ? 'doctor' : getProfile() ? 'patient' : null;
  if (role) {
    // After a reload the token is gone; the server needs one (even expired) to revoke the session.
    if (!getAccessToken()) await refreshQuietly();
    // Best effort: the session ends locally either way; the server's refresh family expires on its own.
    await send(apiClient, (role === 'doctor' ? doctors : patientLogin).logout, {}, GENERIC_ERROR, false);
  }
  setAccessToken('');
  clearAll();
  if (role) setPreviousLogger(role);
}
