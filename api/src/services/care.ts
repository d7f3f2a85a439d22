/**
 * The care relationship (issue 25): a doctor reads and changes only their own patients — those with an order,
 * an appointment, a treatment plan or a prescription with them. The order's doctor is the one its money went to
 * (its ledger line) or the one its sessions are with; the plan's is the patient's assigned doctor
 * (`patients.doctor_id`, set by the first paid order or by the doctor who starts the plan). One SQL set, used by
 * the per-patient check and by the doctor's searches, so both always agree.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { patients } from '../db/schema';
import { forbidden } from '../lib/errors';

/** The ids of the patients under this doctor's care (a subquery of one column, `patient_id`). */
export const ownPatientsSql = (doctorId: string): SQL => sql`(
  select p.id from patients p where p.doctor_id = ${doctorId}
  union select a.patient_id from appointments a where a.doctor_id = ${doctorId}
  union select r.patient_id from prescriptions r where r.doctor_id = ${doctorId}
  union select o.patient_id from doctor_earnings e join orders o on o.id::text = e.order_id
    where e.doctor_id = ${doctorId} and e.kind = 'order'
)`;

/** Whether the patient is under this doctor's care (one round trip, index lookups on the patient). */
export async function isUnderCare(db: Executor, doctorId: string, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({
      under: sql<boolean>`(
        exists (select 1 from patients p where p.id = ${patientId} and p.doctor_id = ${doctorId})
        or exists (select 1 from appointments a where a.patient_id = ${patientId} and a.doctor_id = ${doctorId})
        or exists (select 1 from prescriptions r where r.patient_id = ${patientId} and r.doctor_id = ${doctorId})
        or exists (select 1 from orders o join doctor_earnings e on e.order_id = o.id::text and e.kind = 'order'
          where o.patient_id = ${patientId} and e.doctor_id = ${doctorId}))`,
    })
    .from(sql`(select 1) as one`);
  return row?.under === true;
}

export const NOT_YOUR_PATIENT_MESSAGE =
  'This patient is not under your care: they have no booking, plan or prescription with you. Start a treatment plan for them to see their details.';
export const notYourPatient = () => forbidden(NOT_YOUR_PATIENT_MESSAGE, 'NOT_YOUR_PATIENT');

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
