/**
 * Tests only: the session side of @physio/shared-auth/testing, in memory, with shared-auth's own
 * types. The login calls go through the fake `apiClient`, so their answers come from the route table.
 */
import { useSyncExternalStore } from 'react';
import type { Doctor, PatientProfile, VerifiedPatient } from '@physio/shared-contracts';
import { failure, type Result } from '../result';
import type { Session } from '../useSession';
import { fakeClient as apiClient, resetApi } from './fakeHttp';

const NO_SESSION: Session = { accessToken: '', doctor: null, profile: null, role: null };
let session = NO_SESSION;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

export function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
export const useSession = (): Session => useSyncExternalStore(subscribe, () => session);
export const getSession = (): Session => session;
export const getAccessToken = (): string => session.accessToken;
export const getProfile = () => session.profile;
export const getDoctor = () => session.doctor;

/** Logs a patient in (or out with null); a doctor session, if any, keeps precedence. */
export function setPatientSession(profile: PatientProfile | null): void {
  session = {
    ...session,
    profile: profile ? { data: { data: profile } } : null,
    role: session.doctor ? 'doctor' : profile ? 'patient' : null,
    accessToken: profile ? 'patient-token' : session.accessToken,
  };
  emit();
}

/** Logs a doctor in (or out with null). */
export function setDoctorSession(doctor: Doctor | null): void {
  session = {
    ...session,
    doctor: doctor ? { doctorData: doctor, authorization: 'doctor-token' } : null,
    role: doctor ? 'doctor' : session.profile ? 'patient' : null,
    accessToken: doctor ? 'doctor-token' : session.accessToken,
  };
  emit();
}

export function resetSession(): void {
  session = NO_SESSION;
  emit();
}

export async function requestPatientOtp(name: string, email: string, mobile: string): Promise<Result<void>> {
  try {
    await apiClient.post('/api/users/login', { name, email, mobile });
    return { ok: true, data: undefined };
  } catch (err) {
    return failure(err, 'Could not send the code');
  }
}

export async function verifyPatientOtp(number: string, otp: string): Promise<Result<VerifiedPatient>> {
  try {
    const res = await apiClient.post<{ data: VerifiedPatient }>('/api/users/login/verify', { number, otp });
    const p = res.data.data;
    setPatientSession({ ...p, mobile: number, sessions: 1 });
    return { ok: true, data: p };
  } catch (err) {
    return failure(err, 'Wrong OTP!');
  }
}

export async function loadPatientProfile(id: string): Promise<Result<PatientProfile>> {
  try {
    const res = await apiClient.get<{ data: PatientProfile }>(`/api/users/${id}`);
    if (session.profile?.data.data.id === id) setPatientSession(res.data.data);
    return { ok: true, data: res.data.data };
  } catch (err) {
    return failure(err, 'Could not load the profile');
  }
}

/** Scripted per test (`doctorLogin.mockResolvedValue({ ok: true, data: DOCTOR })`). */
export const doctorLogin = jest.fn<Promise<Result<Doctor>>, [string, string]>();
export const logout = jest.fn(async () => resetSession());

/** A fresh start for each test: no routes or scripted answers, no session unless one is given. */
export function resetAuthFake({ doctor = null }: { doctor?: Doctor | null } = {}): void {
  resetApi();
  resetSession();
  doctorLogin.mockReset();
  logout.mockClear();
  if (doctor) setDoctorSession(doctor);
}
