import {
  DEFAULT_PLAN_SESSIONS,
  MESSAGES,
  type Doctor,
  type PatientProfile,
  type VerifiedPatient,
} from '@physio/shared-contracts';
import { apiClient, refreshQuietly, resetRefreshState } from './client';
import { asDoctor, asPatientProfile, asVerifiedPatient } from './shapes';
import { failure, type Result } from './result';
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

const GENERIC_ERROR = 'Something went wrong. Please try again.';
const BAD_ANSWER = {
  ok: false,
  status: 502,
  message: 'Unexpected answer from the server. Please try again.',
} as const;

/** Doctor login (spec §4): token from the `authorization` header, then the doctor's details are stored. */
export async function doctorLogin(id: string, password: string): Promise<Result<Doctor>> {
  try {
    const res = await apiClient.post('/api/doctors/login', { id, password }, { skipAuthRefresh: true });
    const token = bareToken(res.headers.authorization ?? res.headers.Authorization);
    if (!token) return { ok: false, status: res.status, message: MESSAGES.doctorLoginFailed };
    learnServerClock(token);
    setAccessToken(token);
    resetRefreshState();
    const details = await apiClient.get<{ data?: unknown }>(`/api/doctors/${encodeURIComponent(id)}`);
    const doctor = asDoctor(details.data?.data);
    if (!doctor) return BAD_ANSWER;
    setDoctor({ doctorData: doctor, authorization: token });
    setPreviousLogger('doctor');
    return { ok: true, data: doctor };
  } catch (err) {
    return failure(err, MESSAGES.doctorLoginFailed);
  }
}

/** Sends the one-time code to the patient's mobile. */
export async function requestPatientOtp(name: string, email: string, mobile: string): Promise<Result<void>> {
  try {
    await apiClient.post('/api/users/login', { name, email, mobile }, { skipAuthRefresh: true });
    return { ok: true, data: undefined };
  } catch (err) {
    return failure(err, GENERIC_ERROR);
  }
}

/** Verifies the code; on success the token is kept in memory and the patient Profile stored. */
export async function verifyPatientOtp(number: string, otp: string): Promise<Result<VerifiedPatient>> {
  try {
    const res = await apiClient.post<{ data?: unknown }>(
      '/api/users/login/verify',
      { number, otp },
      { skipAuthRefresh: true },
    );
    const verified = asVerifiedPatient(res.data?.data);
    const token = bareToken(res.headers.authorization ?? res.headers.Authorization);
    if (!verified || !token) return BAD_ANSWER;
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
  } catch (err) {
    return failure(err, MESSAGES.wrongOtp);
  }
}

/** GET /api/users/{id}; stores it as the session's Profile when it is the logged-in patient. */
export async function loadPatientProfile(id: string): Promise<Result<PatientProfile>> {
  try {
    const res = await apiClient.get<{ data?: unknown }>(`/api/users/${encodeURIComponent(id)}`);
    const profile = asPatientProfile(res.data?.data);
    if (!profile) return BAD_ANSWER;
    const claims = tokenClaims(getAccessToken());
    const isSessionPatient =
      getProfile()?.data.data.id === profile.id || (claims?.role === 'patient' && claims.sub === profile.id);
    if (isSessionPatient) setProfile(profile);
    return { ok: true, data: profile };
  } catch (err) {
    return failure(err, GENERIC_ERROR);
  }
}

/** Logs the current user out on the server (best effort), then clears the token and storage. */
export async function logout(): Promise<void> {
  const role = getDoctor() ? 'doctor' : getProfile() ? 'patient' : null;
  if (role) {
    // After a reload the token is gone; the server needs one (even expired) to revoke the session.
    if (!getAccessToken()) await refreshQuietly();
    try {
      await apiClient.post(role === 'doctor' ? '/api/doctors/logout' : '/api/users/logout', undefined, {
        skipAuthRefresh: true,
      });
    } catch {
      // The session ends locally either way; the server's refresh family expires on its own.
    }
  }
  setAccessToken('');
  clearAll();
  if (role) setPreviousLogger(role);
}
