import { desc, eq } from 'drizzle-orm';
import type { Prescription } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { dependants, doctors, patients, prescriptions } from '../../platform/db/schema';
import { requireOwnDependant } from '../family';
import { forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { requireCare } from '../patients';
import { mailPrescriptionAdded } from '../notifications';
import type { ExerciseRow } from '../../platform/db/schema/prescriptions';

type Row = typeof prescriptions.$inferSelect;

/** A prescription as its answers carry it: its doctor by name and public id, never by login id. */
type Member = { name: string | null; relation: string | null } | null;

const toPrescription = (
  row: Row,
  doctor: { name: string; publicId: string },
  member: Member = null,
): Prescription => ({
  id: row.id,
  patient_id: row.patientId,
  doctor_id: doctor.publicId,
  doctor_name: doctor.name,
  title: row.title,
  advice: row.advice,
  exercises: row.exercises.map((e) => ({ ...e, reps: String(e.reps) })),
  created_at: row.createdAt.toISOString(),
  // A family member's (issue 28 point 3): the patient area groups them "For: Ramesh Sharma (Parent)".
  ...(row.dependantId && member?.name
    ? { dependant: { id: row.dependantId, name: member.name, relation: member.relation ?? 'other' } }
    : {}),
});

const memberFields = { name: dependants.name, relation: dependants.relation };

export async function writePrescription(
  db: Executor,
  input: {
    patientId: string;
    doctorId: string;
    title: string;
    advice: string;
    exercises: ExerciseRow[];
    /** The patient's family member it is for (404 DEPENDANT_NOT_FOUND when not theirs). */
    dependantId?: string | undefined;
  },
): Promise<Prescription> {
  const member = input.dependantId ? await requireOwnDependant(db, input.patientId, input.dependantId) : null;
  const rows = await db.transaction(async (tx) => {
    const inserted = await tx.insert(prescriptions).values(input).returning();
    // The patient's e-mail (its title, where to read it), with the prescription.
    await mailPrescriptionAdded(tx, inserted[0]!.id);
    return inserted;
  });
  const doctor = await db
    .select({ name: doctors.name, publicId: doctors.publicId })
    .from(doctors)
    .where(eq(doctors.id, input.doctorId))
    .limit(1);
  return toPrescription(rows[0]!, doctor[0]!, member);
}

export async function listPrescriptions(db: Executor, patientId: string): Promise<Prescription[]> {
  const rows = await db
    .select({
      p: prescriptions,
      doctor: { name: doctors.name, publicId: doctors.publicId },
      member: memberFields,
    })
    .from(prescriptions)
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .leftJoin(dependants, eq(dependants.id, prescriptions.dependantId))
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.createdAt));
  return rows.map((r) => toPrescription(r.p, r.doctor, r.member));
}

/**
 * One prescription for its PDF, with the patient's name and the doctor's registration number: its patient or a
 * doctor (as the list); 404 unknown, 403 another patient's.
 */
export async function readPrescriptionForPaper(db: Executor, user: AuthUser, id: string) {
  const [found] = await db
    .select({
      p: prescriptions,
      doctor: { name: doctors.name, publicId: doctors.publicId },
      registrationNumber: doctors.registrationNumber,
      patientName: patients.name,
      member: memberFields,
    })
    .from(prescriptions)
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .leftJoin(dependants, eq(dependants.id, prescriptions.dependantId))
    .where(eq(prescriptions.id, id))
    .limit(1);
  if (!found) throw notFound('No prescription with this ID', 'PRESCRIPTION_NOT_FOUND');
  if (user.role === 'patient' && user.id !== found.p.patientId)
    throw forbidden('You can only see your own prescriptions');
  if (user.role === 'doctor') await requireCare(db, user.id, found.p.patientId);
  return {
    ...toPrescription(found.p, found.doctor, found.member),
    // The paper is the treated person's: a family member's name, else the patient's.
    patient_name: found.member?.name ?? found.patientName,
    registration_number: found.registrationNumber,
  };
}
