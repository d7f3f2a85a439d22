import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  type Language,
  type PatientProfile,
  type PatientSummary,
  type TreatmentPlan,
  parseLanguage,
  rupeesToPaise,
} from '@physio/shared-contracts';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../platform/db/client';
import { placeholders, statement, value } from '../../platform/db/prepared';
import { appointments, patientCare, patients } from '../../platform/db/schema';
import { BatchedRead } from '../../platform/lib/batched-read';
import { kolkataDayEnd, kolkataDayStart } from '../../platform/lib/time';
import { underCareOf } from './care';

export type PatientRow = typeof patients.$inferSelect;

export const SEARCH_LIMIT = 50;

export function toProfile(row: PatientRow): PatientProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.id,
    new_user: row.newUser,
    price: row.pricePaise / 100,
    sessions: row.sessions,
    plan_set: row.planSetAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export const toSummary = (row: Pick<PatientRow, 'id' | 'name' | 'email'>): PatientSummary => ({
  id: row.id,
  name: row.name,
  mobile: row.id,
  email: row.email,
});

const patientById = statement('patient_by_id', (db) =>
  db
    .select()
    .from(patients)
    .where(eq(patients.id, sql.placeholder('id')))
    .limit(1),
);

const patientsByIds = statement('patients_by_ids', (db) =>
  db
    .select()
    .from(patients)
    .where(sql`${patients.id} = any(${sql.placeholder('ids')}::text[])`),
);

/** The most patients one batched query asks for (a bigger burst is split into several). */
export const PATIENT_BATCH_MAX = 100;

/** Per database: the patients asked for in one turn of the event loop, read by one query (platform/lib/batched-read.ts). */
const batchedReads = new WeakMap<Db, BatchedRead<string, PatientRow>>();

function patientReads(db: Db): BatchedRead<string, PatientRow> {
  let reads = batchedReads.get(db);
  if (!reads) {
    reads = new BatchedRead(
      async (ids) => new Map((await patientsByIds(db, { ids })).map((row) => [row.id, row])),
      { max: PATIENT_BATCH_MAX },
    );
    batchedReads.set(db, reads);
  }
  return reads;
}

/** A patient by the exact id a doctor typed: their name only (a doctor may not yet be caring for them). */
export async function patientName(db: Executor, id: string): Promise<{ id: string; name: string } | null> {
  const row = await findPatient(db, id);
  return row ? { id: row.id, name: row.name } : null;
}

/**
 * One patient by mobile number. Outside a transaction the reads of one loop turn share one query (rows read after
 * each request arrived, never kept); inside one it is the transaction's own query.
 */
export async function findPatient(db: Executor, id: string): Promise<PatientRow | null> {
  if (db instanceof PgTransaction) {
    const rows = await patientById(db, { id });
    return rows[0] ?? null;
  }
  return patientReads(db as Db).get(id);
}

const upsertPatient = statement('patient_upsert_verified', (db) =>
  db
    .insert(patients)
    .values(placeholders(['id', 'name', 'email'] as const))
    // An existing patient keeps the name and e-mail of their account: one phone often serves a family, and
    // whoever types a name at login must not rename the account (the profile page changes them). The no-op
    // update only makes the statement return the stored row.
    .onConflictDoUpdate({ target: patients.id, set: { name: sql`${patients.name}` } })
    .returning(),
);

/** After a correct one-time code: create the patient with the name and e-mail typed, or read the existing one. */
export async function upsertVerifiedPatient(
  db: Executor,
  input: { mobile: string; name: string; email: string },
): Promise<PatientRow> {
  const rows = await upsertPatient(db, {
    id: input.mobile,
    name: input.name,
    email: input.email,
  });
  return rows[0]!;
}

export async function updatePatient(
  db: Executor,
  id: string,
  input: { name: string; email: string },
): Promise<PatientRow | null> {
  const rows = await db
    .update(patients)
    .set({ name: input.name, email: input.email, updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  return rows[0] ?? null;
}

/**
 * The site's language switch writes a cookie (LANGUAGE_COOKIE); the language of a patient's SMS, WhatsApp and
 * e-mails follows it when they sign in and when they book (issue 30). Without the cookie (a new device, the API
 * called directly) the language they chose before stays; an unchanged one writes nothing.
 */
export async function followLanguageCookie(
  db: Executor,
  id: string,
  cookie: string | undefined,
): Promise<void> {
  if (cookie === undefined) return;
  const language = parseLanguage(cookie);
  await db
    .update(patients)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(patients.id, id), ne(patients.language, language)));
}

/** Writes the language of the patient's messages (issue 30); the patient's row, or null when there is none. */
export async function setPatientLanguage(
  db: Executor,
  id: string,
  language: Language,
): Promise<PatientRow | null> {
  const rows = await db
    .update(patients)
    .set({ language, updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  return rows[0] ?? null;
}

/**
 * The treatment plan a doctor sets: what the book-physio flow charges (price per session × sessions). The
 * doctor who writes the plan treats the patient from then on, so the plan's sessions (and their payout) are
 * theirs, whoever the first booking was assigned to.
 */
export async function setTreatmentPlan(
  db: Executor,
  id: string,
  plan: TreatmentPlan,
  doctorId?: string,
): Promise<PatientRow | null> {
  const rows = await db
    .update(patients)
    .set({
      sessions: plan.sessions,
      pricePaise: rupeesToPaise(plan.price),
      planSetAt: new Date(),
      updatedAt: new Date(),
      ...(doctorId ? { doctorId } : {}),
    })
    .where(eq(patients.id, id))
    .returning();
  return rows[0] ?? null;
}

const markReturning = statement('patient_mark_returning', (db) =>
  db
    .update(patients)
    .set({
      newUser: false,
      updatedAt: value('now'),
      doctorId: sql`coalesce(${patients.doctorId}, ${sql.placeholder('doctorId')})`,
    })
    .where(eq(patients.id, sql.placeholder('id'))),
);

/**
 * A paid order makes the patient an existing one (their plan price applies from then on) and keeps the
 * doctor of its appointment as theirs unless they already have one. One update of the patient row.
 */
export async function markPatientReturning(
  db: Executor,
  id: string,
  doctorId: string | null = null,
): Promise<void> {
  await markReturning(db, { id, doctorId, now: new Date() });
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive partial name match among the doctor's own patients (modules/patients/care.ts): their rows of
 * `patient_care`, read in name order from its (doctor, name) index until a page is found, so the search never reads
 * another doctor's patients however many there are (1,000,000 patients: see bench/); a doctor refines the name when
 * there are more matches than one page.
 */
export async function searchPatientsByName(
  db: Executor,
  name: string,
  doctorId: string,
  limit = SEARCH_LIMIT,
): Promise<PatientSummary[]> {
  const pattern = `%${escapeLike(name.trim().toLowerCase())}%`;
  const own = db
    .select({ patientId: patientCare.patientId, nameLower: patientCare.nameLower })
    .from(patientCare)
    .where(and(eq(patientCare.doctorId, doctorId), sql`${patientCare.nameLower} like ${pattern}`))
    .orderBy(asc(patientCare.nameLower), asc(patientCare.patientId))
    .limit(limit)
    .as('own');
  const rows = await db
    .select({ id: patients.id, name: patients.name, email: patients.email })
    .from(own)
    .innerJoin(patients, eq(patients.id, own.patientId))
    .orderBy(asc(own.nameLower), asc(own.patientId));
  return rows.map(toSummary);
}

/**
 * The doctor's own patients (modules/patients/care.ts) registered or with an appointment (its date, or when it was booked)
 * in the inclusive range, Kolkata days.
 */
export async function searchPatientsByDateRange(
  db: Executor,
  fromDate: string,
  toDate: string,
  doctorId: string,
  limit = 500,
): Promise<PatientSummary[]> {
  const from = kolkataDayStart(fromDate);
  const to = kolkataDayEnd(toDate);
  const booked = db
    .select({ id: appointments.patientId })
    .from(appointments)
    .where(
      or(
        and(gte(appointments.date, fromDate), lte(appointments.date, toDate)),
        and(gte(appointments.createdAt, from), lte(appointments.createdAt, to)),
      ),
    );
  const rows = await db
    .select({ id: patients.id, name: patients.name, email: patients.email })
    .from(patients)
    .where(
      and(
        or(and(gte(patients.createdAt, from), lte(patients.createdAt, to)), inArray(patients.id, booked)),
        underCareOf(doctorId),
      ),
    )
    .orderBy(asc(patients.name), asc(patients.id))
    .limit(limit);
  return rows.map(toSummary);
}
