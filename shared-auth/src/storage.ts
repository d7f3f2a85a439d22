import { STORAGE_KEYS, type Doctor, type PatientProfile } from '@physio/shared-contracts';
import { notify } from './session';
import { asDoctor, asPatientProfile } from './shapes';

export interface StoredDoctor {
  doctorData: Doctor;
  /** The access token the doctor logged in with (spec §3: "an authorization header"). */
  authorization: string;
}

/** The patient session as the spec stores it: the profile sits at data.data. */
export interface StoredProfile {
  data: { data: PatientProfile };
}

export type PreviousLogger = 'patient' | 'doctor';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (privacy settings, sandboxed frames)
  }
}

export function readRaw(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the in-memory token still works for this page.
  }
  notify();
}

function readJson(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The stored Doctor record, or null when absent, corrupt or of a foreign shape. */
export function getDoctor(): StoredDoctor | null {
  const value = readJson(STORAGE_KEYS.doctor);
  if (!value || typeof value !== 'object') return null;
  const { doctorData, authorization } = value as Record<string, unknown>;
  const doctor = asDoctor(doctorData);
  if (!doctor || typeof authorization !== 'string') return null;
  return { doctorData: doctor, authorization };
}

export function setDoctor(doctor: StoredDoctor): void {
  write(STORAGE_KEYS.doctor, JSON.stringify(doctor));
}

/** The stored patient Profile ({ data: { data: profile } }), or null when absent, corrupt or foreign. */
export function getProfile(): StoredProfile | null {
  const value = readJson(STORAGE_KEYS.profile);
  if (!value || typeof value !== 'object') return null;
  const outer = (value as { data?: unknown }).data;
  if (!outer || typeof outer !== 'object') return null;
  const profile = asPatientProfile((outer as { data?: unknown }).data);
  return profile ? { data: { data: profile } } : null;
}

export function setProfile(profile: PatientProfile): void {
  write(STORAGE_KEYS.profile, JSON.stringify({ data: { data: profile } } satisfies StoredProfile));
}

export function getPreviousLogger(): PreviousLogger | null {
  const raw = readRaw(STORAGE_KEYS.previousLogger);
  // Accept both the bare value and a JSON string, as older builds wrote either.
  const value = raw?.replace(/^"(.*)"$/, '$1');
  return value === 'patient' || value === 'doctor' ? value : null;
}

export function setPreviousLogger(role: PreviousLogger): void {
  write(STORAGE_KEYS.previousLogger, role);
}

/** Clears all local storage (spec §4: a failed refresh clears everything). */
export function clearAll(): void {
  try {
    store()?.clear();
  } catch {
    // nothing stored that we could clear
  }
  notify();
}
