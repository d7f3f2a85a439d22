/**
 * The care relationship (issue 25): a doctor reads and changes only their own patients — those with an order,
 * an appointment, a treatment plan or a prescription with them. The order's doctor is the one its money went to
 * (its ledger line); the plan's is the patient's assigned doctor (`patients.doctor_id`, set by the first paid order
 * or by the doctor who starts the plan). Triggers of migration 0013 keep the pairs in `patient_care` (never removed),
 * so the per-patient check is one primary-key read and a doctor's searches read only their own rows: both always
 * agree.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isErasedOwnerId, RECORD_READ_ONLY_MESSAGE } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { patientCare, patients } from '../../platform/db/schema';
import { forbidden } from '../../platform/http/errors';

/** The patients under this doctor's care, as a condition on `patients`. */
export const underCareOf = (doctorId: string): SQL =>
  sql`${patients.id} in (select ${patientCare.patientId} from ${patientCare} where ${patientCare.doctorId} = ${doctorId})`;

/** Whether the patient is under this doctor's care. */
export async function isUnderCare(db: Executor, doctorId: string, patientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: patientCare.patientId })
    .from(patientCare)
    .where(and(eq(patientCare.doctorId, doctorId), eq(patientCare.patientId, patientId)))
    .limit(1);
  return rows.length > 0;
}

export const NOT_YOUR_PATIENT_MESSAGE =
  'This patient is not under your care: they have no booking, plan or prescription with you. Start a treatment plan for them to see their details.';
export const notYourPatient = () => forbidden(NOT_YOUR_PATIENT_MESSAGE, 'NOT_YOUR_PATIENT');

/**
 * An erased account's kept treatment records (issue 30) are read-only: 403 RECORD_READ_ONLY for any change. One
 * place for it: the auth hook of the record's routes and the doctor-only writes (plan, prescription) ask here.
 */
export function requireWritableRecord(patientId: string): void {
  if (isErasedOwnerId(patientId)) throw forbidden(RECORD_READ_ONLY_MESSAGE, 'RECORD_READ_ONLY');
}

/** 403 NOT_YOUR_PATIENT unless the patient is under the doctor's care. */
export async function requireCare(db: Executor, doctorId: string, patientId: string): Promise<void> {
  if (!(await isUnderCare(db, doctorId, patientId))) throw notYourPatient();
}

/**
 * Who may set a patient's treatment plan: their assigned doctor, or any doctor while they have none (a patient who
 * phoned the clinic) — who then becomes it. 403 NOT_ASSIGNED for another doctor's patient.
 */
export async function requirePlanDoctor(db: Executor, doctorId: string, patientId: string): Promise<void> {
  const rows = await db
    .select({ doctorId: patients.doctorId })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  const assigned = rows[0]?.doctorId ?? null;
  if (assigned && assigned !== doctorId)
    throw forbidden(
      'Only this patient’s own physiotherapist can change their treatment plan.',
      'NOT_ASSIGNED',
    );
}
