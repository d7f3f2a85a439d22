import { api, type Result } from '@physio/shared-auth';
import { type PatientProfile } from '@physio/shared-contracts';
import { ERROR_CODES } from '@physio/shared-contracts/error-codes';

/**
 * A patient as the logged-in doctor may see them: the whole profile when the patient is under their care, else
 * (403 NOT_YOUR_PATIENT) only the name behind the exact id, so that a doctor can start a plan for someone who
 * phoned the clinic (which puts the patient under their care).
 */
export type PatientForDoctor =
  { care: true; profile: PatientProfile } | { care: false; id: string; name: string };

export async function loadPatientForDoctor(id: string, failure: string): Promise<Result<PatientForDoctor>> {
  const full = await api.users.get({ params: { id } }, failure);
  if (full.ok) return { ok: true, data: { care: true, profile: full.data } };
  if (full.code !== ERROR_CODES.NOT_YOUR_PATIENT) return full;
  const named = await api.users.nameOf({ params: { id } }, failure);
  if (!named.ok) return named;
  return { ok: true, data: { care: false, ...named.data } };
}
