/**
 * The doctor's side of a family member (issue 28 point 3): a doctor treats a patient's family member when they have
 * a session (appointments.dependant_id), a prescription (prescriptions.dependant_id) or the member's own plan
 * (dependants.plan_doctor_id) with them. Such a member is a patient of their own on the doctor's lists ("Ramesh
 * Kumar (Parent, 74)", the account holder as the contact); their rows stay on the holder's account. One place for
 * the rule: the lists, the "For" choice of the prescription form and the writes for a member all ask here.
 */
import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ageFromBirthYear,
  rupeesToPaise,
  type DependantRelation,
  type PatientSummary,
  type TreatedMember,
  type TreatmentPlan,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointments, dependants, patients, prescriptions } from '../../platform/db/schema';
import { forbidden } from '../../platform/http/errors';
import { kolkataDayEnd, kolkataDayStart } from '../../platform/lib/time';
import { notYourPatient, requireCare } from '../patients';
import { memberPlan, requireOwnDependant, type DependantRow } from './dependants';

export const toTreatedMember = (row: DependantRow, now = new Date()): TreatedMember => ({
  id: row.id,
  name: row.name,
  relation: row.relation as DependantRelation,
  age: ageFromBirthYear(row.birthYear, now),
  plan: memberPlan(row) ?? null,
});

/** The family members this doctor treats, as a condition on `dependants` (live ones: still on the holder's list). */
const treatedBy = (doctorId: string): SQL =>
  and(
    isNull(dependants.removedAt),
    or(
      eq(dependants.planDoctorId, doctorId),
      sql`${dependants.id} in (select ${appointments.dependantId} from ${appointments} where ${appointments.doctorId} = ${doctorId} and ${appointments.dependantId} is not null)`,
      sql`${dependants.id} in (select ${prescriptions.dependantId} from ${prescriptions} where ${prescriptions.doctorId} = ${doctorId} and ${prescriptions.dependantId} is not null)`,
    ),
  )!;

/** The patient's family members this doctor treats, oldest on the list first. */
export async function treatedMembers(
  db: Executor,
  doctorId: string,
  holderId: string,
): Promise<TreatedMember[]> {
  const rows = await db
    .select()
    .from(dependants)
    .where(and(eq(dependants.patientId, holderId), treatedBy(doctorId)))
    .orderBy(asc(dependants.createdAt), asc(dependants.id));
  return rows.map((row) => toTreatedMember(row));
}

/**
 * The patient's own family member whom this doctor treats: 404 DEPENDANT_NOT_FOUND for anyone else's (ids cannot
 * be probed), 403 NOT_YOUR_PATIENT for one of theirs the doctor does not treat.
 */
export async function requireTreatedMember(
  db: Executor,
  doctorId: string,
  holderId: string,
  id: string,
): Promise<DependantRow> {
  const row = await requireOwnDependant(db, holderId, id);
  const [treated] = await db
    .select({ id: dependants.id })
    .from(dependants)
    .where(and(eq(dependants.id, id), treatedBy(doctorId)))
    .limit(1);
  if (!treated) throw notYourPatient();
  return row;
}

/**
 * Sets a family member's own plan. The doctor cares for the holder (403 NOT_YOUR_PATIENT); the member is the
 * holder's own (404 DEPENDANT_NOT_FOUND, nothing written); a member whose plan another doctor set is theirs to
 * change (403 NOT_ASSIGNED). The doctor who sets it treats the member from then on.
 */
export async function setMemberPlan(
  db: Executor,
  input: { doctorId: string; holderId: string; dependantId: string; plan: TreatmentPlan; now?: Date },
): Promise<TreatedMember> {
  const member = await requireOwnDependant(db, input.holderId, input.dependantId);
  await requireCare(db, input.doctorId, input.holderId);
  if (member.planDoctorId && member.planDoctorId !== input.doctorId)
    throw forbidden(
      'Only this family member’s own physiotherapist can change their treatment plan.',
      'NOT_ASSIGNED',
    );
  const now = input.now ?? new Date();
  const [row] = await db
    .update(dependants)
    .set({
      planSessions: input.plan.sessions,
      planPricePaise: rupeesToPaise(input.plan.price),
      planSetAt: now,
      planDoctorId: input.doctorId,
      updatedAt: now,
    })
    .where(and(eq(dependants.id, member.id), eq(dependants.patientId, input.holderId)))
    .returning();
  return toTreatedMember(row!);
}

type MemberListRow = {
  member: Pick<DependantRow, 'id' | 'name' | 'relation' | 'birthYear'>;
  holder: { id: string; name: string; email: string };
};

/** A member's row on the doctor's lists: the member, with the holder's name, mobile and e-mail as the contact. */
const toMemberSummary = ({ member, holder }: MemberListRow): PatientSummary => ({
  id: holder.id,
  name: holder.name,
  mobile: holder.id,
  email: holder.email,
  member: {
    id: member.id,
    name: member.name,
    relation: member.relation,
    age: ageFromBirthYear(member.birthYear),
  },
});

const memberListFields = {
  member: {
    id: dependants.id,
    name: dependants.name,
    relation: dependants.relation,
    birthYear: dependants.birthYear,
  },
  holder: { id: patients.id, name: patients.name, email: patients.email },
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The family members this doctor treats whose name matches (case-insensitive, partial), by name. */
export async function searchTreatedMembersByName(
  db: Executor,
  doctorId: string,
  name: string,
  limit: number,
): Promise<PatientSummary[]> {
  const pattern = `%${escapeLike(name.trim().toLowerCase())}%`;
  const rows = await db
    .select(memberListFields)
    .from(dependants)
    .innerJoin(patients, eq(patients.id, dependants.patientId))
    .where(and(treatedBy(doctorId), sql`lower(${dependants.name}) like ${pattern}`))
    .orderBy(asc(sql`lower(${dependants.name})`), asc(dependants.id))
    .limit(limit);
  return rows.map(toMemberSummary);
}

/** The family members with a session with this doctor dated, or booked, in the inclusive range (Kolkata days). */
export async function treatedMembersBookedBetween(
  db: Executor,
  doctorId: string,
  fromDate: string,
  toDate: string,
  limit: number,
): Promise<PatientSummary[]> {
  const from = kolkataDayStart(fromDate);
  const to = kolkataDayEnd(toDate);
  const booked = sql`${dependants.id} in (select ${appointments.dependantId} from ${appointments} where ${and(
    eq(appointments.doctorId, doctorId),
    or(
      and(gte(appointments.date, fromDate), lte(appointments.date, toDate)),
      and(gte(appointments.createdAt, from), lte(appointments.createdAt, to)),
    ),
  )})`;
  const rows = await db
    .select(memberListFields)
    .from(dependants)
    .innerJoin(patients, eq(patients.id, dependants.patientId))
    .where(and(isNull(dependants.removedAt), booked))
    .orderBy(asc(dependants.name), asc(dependants.id))
    .limit(limit);
  return rows.map(toMemberSummary);
}
