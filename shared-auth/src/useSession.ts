import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@physio/shared-contracts';
import { getAccessToken, subscribe } from './session';
import { getDoctor, getProfile, readRaw, type StoredDoctor, type StoredProfile } from './storage';

export interface Session {
  accessToken: string;
  doctor: StoredDoctor | null;
  profile: StoredProfile | null;
  /** The doctor takes precedence over a patient (spec §6). */
  role: 'doctor' | 'patient' | null;
}

let cachedKey: string | null = null;
let cached: Session | null = null;

/** The current session; the same object is returned until the token or stored records change. */
export function getSession(): Session {
  const key = JSON.stringify([getAccessToken(), readRaw(STORAGE_KEYS.doctor), readRaw(STORAGE_KEYS.profile)]);
  if (cached && key === cachedKey) return cached;
  const doctor = getDoctor();
  const profile = getProfile();
  cachedKey = key;
  cached = {
    accessToken: getAccessToken(),
    doctor,
    profile,
    role: doctor ? 'doctor' : profile ? 'patient' : null,
  };
  return cached;
}

const serverSession: Session = { accessToken: '', doctor: null, profile: null, role: null };

/** React hook: re-renders when the token or the stored Doctor/Profile change (also from other tabs). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => serverSession);
}
