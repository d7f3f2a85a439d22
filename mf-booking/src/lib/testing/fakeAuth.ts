/**
 * Tests only: a stand-in for @physio/shared-auth with the same names, backed by the fake axios
 * adapter (so calls and failures go through real axios) and an in-memory session.
 * Use: jest.mock('@physio/shared-auth', () => jest.requireActual('<path>/lib/testing/fakeAuth'));
 */
import { useSyncExternalStore } from 'react';
import { isAxiosError } from 'axios';
import { createApi } from '@physio/shared-auth/api';
import type { Doctor, PatientProfile, VerifiedPatient } from '@physio/shared-contracts';
import { fakeClient } from './fakeApi';

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string };
export interface StoredProfile {
  data: { data: PatientProfile };
}
export interface StoredDoctor {
  doctorData: Doctor;
  authorization: string;
}

export const apiClient = fakeClient;
/** The real typed client, generated from the endpoint table, over the fake HTTP client. */
export const api = createApi(fakeClient);

export function errorMessage(err: unknown, fallback: string): string {
  if (isAxiosError(err)) {
    const message = (err.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

const failure = (err: unknown, fallback: string) => ({
  ok: false as const,
  status: isAxiosError(err) ? (err.response?.status ?? 0) : 0,
  message: errorMessage(err, fallback),
});

interface SessionState {
  accessToken: string;
  doctor: StoredDoctor | null;
  profile: StoredProfile | null;
  role: 'doctor' | 'patient' | null;
}
let session: SessionState = { accessToken: '', doctor: null, profile: null, role: null };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

export function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
export const useSession = () => useSyncExternalStore(subscribe, () => session);

/** Test helper: log a patient in (or out with null). */
export function setPatientSession(profile: PatientProfile | null) {
  session = {
    ...session,
    profile: profile ? { data: { data: profile } } : null,
    role: session.doctor ? 'doctor' : profile ? 'patient' : null,
    accessToken: profile ? 'patient-token' : session.accessToken,
  };
  emit();
}
/** Test helper: a doctor session. */
export function setDoctorSession(doctor: Doctor | null) {
  session = {
    ...session,
    doctor: doctor ? { doctorData: doctor, authorization: 'doctor-token' } : null,
    role: doctor ? 'doctor' : session.profile ? 'patient' : null,
  };
  emit();
}
export function resetSession() {
  session = { accessToken: '', doctor: null, profile: null, role: null };
  emit();
}

export const getAccessToken = () => session.accessToken;
export const getProfile = () => session.profile;
export const getDoctor = () => session.doctor;

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

export const logout = jest.fn(async () => resetSession());
