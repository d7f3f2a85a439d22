import type { Doctor, PatientProfile, VerifiedPatient } from '@physio/shared-contracts';

// Hand-written checks of the three shapes this package stores. The zod schemas of
// @physio/shared-contracts describe the same shapes (a test keeps them in agreement), but zod would
// add ~100 KB gzipped to the shell's first load, which imports this package for the account icon.

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (o: Obj, k: string) => typeof o[k] === 'string';
const num = (o: Obj, k: string) => typeof o[k] === 'number' && Number.isFinite(o[k]);

export function asDoctor(v: unknown): Doctor | null {
  if (!isObj(v) || !['id', 'name', 'email', 'mobile', 'gender', 'birth_date'].every((k) => str(v, k)))
    return null;
  const { id, name, email, mobile, gender, birth_date } = v as Doctor;
  return { id, name, email, mobile, gender, birth_date };
}

export function asVerifiedPatient(v: unknown): VerifiedPatient | null {
  if (!isObj(v) || !['id', 'name', 'email'].every((k) => str(v, k))) return null;
  if (typeof v.new_user !== 'boolean' || !num(v, 'price')) return null;
  const { id, name, email, new_user, price } = v as VerifiedPatient;
  return { id, name, email, new_user, price };
}

export function asPatientProfile(v: unknown): PatientProfile | null {
  const base = asVerifiedPatient(v);
  if (!base || !isObj(v) || !str(v, 'mobile') || !Number.isSafeInteger(v.sessions)) return null;
  if (v.created_at !== undefined && !str(v, 'created_at')) return null;
  const profile: PatientProfile = { ...base, mobile: v.mobile as string, sessions: v.sessions as number };
  if (v.created_at !== undefined) profile.created_at = v.created_at as string;
  return profile;
}
