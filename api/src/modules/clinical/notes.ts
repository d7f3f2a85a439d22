/**
 * Session notes (issue 29): the treating doctor drafts a SOAP note, saves it as often as they like and signs it.
 * A signed note is never edited (here, and by trigger clinical_notes_signed_frozen in the database): what changes
 * afterwards is a new dated amendment, shown under the original. The patient reads the signed notes' plain-language
 * summary and the plan when the doctor shares it.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  CLINICAL_MESSAGES,
  type NoteSummary,
  type SessionNote,
  noteRequestSchema,
} from '@physio/shared-contracts';
import type { z } from 'zod/mini';
import type { Executor } from '../../platform/db/client';
import {
  appointments,
  clinicalNoteAmendments,
  clinicalNotes,
  dependants,
  doctors,
} from '../../platform/db/schema';
import { requireTreatedMember } from '../family';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { recordAccess } from './access-log';
import { ofMember } from './record-member';

type Row = typeof clinicalNotes.$inferSelect;
export type NoteInput = z.output<typeof noteRequestSchema>;

const noteNotFound = () => notFound('No note with this ID for this patient', 'NOTE_NOT_FOUND');
const signedAlready = () =>
  conflict('This note is signed and can no longer be edited: add an amendment instead', 'NOTE_SIGNED');

const memberFields = { name: dependants.name, relation: dependants.relation };
/** A family member's note names them (issue 28 point 3): "For: Ramesh Sharma (Parent)". */
const memberOf = (note: Row, member: { name: string | null; relation: string | null } | null) =>
  note.dependantId && member?.name
    ? { dependant: { id: note.dependantId, name: member.name, relation: member.relation ?? 'other' } }
    : {};

/** The patient's notes (or one), newest first, each with its author's name and its amendments, oldest first. */
async function loadNotes(db: Executor, user: AuthUser, patientId: string, noteId?: string) {
  const rows = await db
    .select({ note: clinicalNotes, doctorName: doctors.name, member: memberFields })
    .from(clinicalNotes)
    .innerJoin(doctors, eq(doctors.id, clinicalNotes.doctorId))
    .leftJoin(dependants, eq(dependants.id, clinicalNotes.dependantId))
    .where(and(eq(clinicalNotes.patientId, patientId), noteId ? eq(clinicalNotes.id, noteId) : undefined))
    .orderBy(desc(clinicalNotes.createdAt));
  // Another doctor's draft is theirs until signed.
  const visible = rows.filter((r) => r.note.status === 'signed' || r.note.doctorId === user.id);
  const amendments = visible.length
    ? await db
        .select({ a: clinicalNoteAmendments, doctorName: doctors.name })
        .from(clinicalNoteAmendments)
        .innerJoin(doctors, eq(doctors.id, clinicalNoteAmendments.doctorId))
        .where(
          inArray(
            clinicalNoteAmendments.noteId,
            visible.map((r) => r.note.id),
          ),
        )
        .orderBy(asc(clinicalNoteAmendments.createdAt))
    : [];
  return visible.map(({ note, doctorName, member }): SessionNote => ({
    id: note.id,
    patient_id: note.patientId,
    appointment_id: note.appointmentId,
    doctor_name: doctorName,
    mine: note.doctorId === user.id,
    status: note.status,
    subjective: note.subjective,
    objective: note.objective,
    assessment: note.assessment,
    plan: note.plan,
    patient_summary: note.patientSummary,
    share_plan: note.sharePlan,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    signed_at: note.signedAt?.toISOString() ?? null,
    ...memberOf(note, member),
    amendments: amendments
      .filter((x) => x.a.noteId === note.id)
      .map((x) => ({
        id: x.a.id,
        doctor_name: x.doctorName,
        text: x.a.text,
        created_at: x.a.createdAt.toISOString(),
      })),
  }));
}

async function loadNote(db: Executor, user: AuthUser, patientId: string, noteId: string) {
  const [note] = await loadNotes(db, user, patientId, noteId);
  if (!note) throw noteNotFound();
  return note;
}

export async function listNotes(db: Executor, user: AuthUser, patientId: string): Promise<SessionNote[]> {
  const notes = await loadNotes(db, user, patientId);
  await recordAccess(db, { patientId, user, action: 'read', record: 'notes' });
  return notes;
}

/** 404 unless the session is this patient's. */
export async function requireOwnAppointment(
  db: Executor,
  patientId: string,
  appointmentId: string | null | undefined,
  /** When given: the session must be this family member's (null: the patient's own). */
  member?: string | null,
) {
  if (!appointmentId) return;
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.patientId, patientId),
        member === undefined ? undefined : ofMember(appointments.dependantId, member),
      ),
    )
    .limit(1);
  if (!rows.length) throw notFound('This patient has no session with this ID', 'APPOINTMENT_NOT_FOUND');
}

const columnsOf = (input: NoteInput) => ({
  appointmentId: input.appointment_id ?? null,
  subjective: input.subjective,
  objective: input.objective,
  assessment: input.assessment,
  plan: input.plan,
  patientSummary: input.patient_summary,
  sharePlan: input.share_plan,
});

export async function draftNote(
  db: Executor,
  user: AuthUser,
  patientId: string,
  input: NoteInput,
): Promise<SessionNote> {
  await requireOwnAppointment(db, patientId, input.appointment_id);
  // A family member's note: one of the patient's own (404) whom this doctor treats (403), before anything is written.
  const dependantId = input.dependant_id
    ? (await requireTreatedMember(db, user.id, patientId, input.dependant_id)).id
    : null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clinicalNotes)
      .values({ patientId, doctorId: user.id, dependantId, ...columnsOf(input) })
      .returning({ id: clinicalNotes.id });
    await recordAccess(tx, { patientId, user, action: 'write', record: 'note' });
    return row!.id;
  });
  return loadNote(db, user, patientId, id);
}

/** The draft the caller may change: 404 unknown (or another doctor's draft), 403 not theirs, 409 signed. */
async function requireOwnDraft(
  db: Executor,
  user: AuthUser,
  patientId: string,
  noteId: string,
): Promise<Row> {
  const [row] = await db
    .select()
    .from(clinicalNotes)
    .where(and(eq(clinicalNotes.id, noteId), eq(clinicalNotes.patientId, patientId)))
    .limit(1);
  if (!row || (row.status === 'draft' && row.doctorId !== user.id)) throw noteNotFound();
  if (row.status === 'signed') throw signedAlready();
  if (row.doctorId !== user.id) throw forbidden('Only the note’s author can change it', 'NOT_YOURS');
  return row;
}

/** The update only lands on a draft (a sign in between wins: 409). */
async function updateDraft(
  db: Executor,
  user: AuthUser,
  patientId: string,
  noteId: string,
  set: Partial<typeof clinicalNotes.$inferInsert>,
): Promise<SessionNote> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(clinicalNotes)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(clinicalNotes.id, noteId),
          eq(clinicalNotes.doctorId, user.id),
          eq(clinicalNotes.status, 'draft'),
        ),
      )
      .returning({ id: clinicalNotes.id });
    if (!updated.length) throw signedAlready();
    await recordAccess(tx, { patientId, user, action: 'write', record: 'note' });
  });
  return loadNote(db, user, patientId, noteId);
}

export async function saveNote(
  db: Executor,
  user: AuthUser,
  patientId: string,
  noteId: string,
  input: NoteInput,
): Promise<SessionNote> {
  await requireOwnDraft(db, user, patientId, noteId);
  await requireOwnAppointment(db, patientId, input.appointment_id);
  return updateDraft(db, user, patientId, noteId, columnsOf(input));
}

export async function signNote(
  db: Executor,
  user: AuthUser,
  patientId: string,
  noteId: string,
  now = new Date(),
): Promise<SessionNote> {
  const row = await requireOwnDraft(db, user, patientId, noteId);
  if (![row.subjective, row.objective, row.assessment, row.plan].some((part) => part.trim() !== ''))
    throw badRequest(CLINICAL_MESSAGES.noteEmpty, 'NOTE_EMPTY');
  return updateDraft(db, user, patientId, noteId, { status: 'signed', signedAt: now });
}

export async function amendNote(
  db: Executor,
  user: AuthUser,
  patientId: string,
  noteId: string,
  text: string,
): Promise<SessionNote> {
  const [row] = await db
    .select({ status: clinicalNotes.status, doctorId: clinicalNotes.doctorId })
    .from(clinicalNotes)
    .where(and(eq(clinicalNotes.id, noteId), eq(clinicalNotes.patientId, patientId)))
    .limit(1);
  if (!row || (row.status === 'draft' && row.doctorId !== user.id)) throw noteNotFound();
  if (row.status !== 'signed')
    throw conflict('Sign the note first: a draft is edited, not amended', 'NOTE_NOT_SIGNED');
  await db.transaction(async (tx) => {
    await tx.insert(clinicalNoteAmendments).values({ noteId, doctorId: user.id, text });
    await recordAccess(tx, { patientId, user, action: 'write', record: 'note' });
  });
  return loadNote(db, user, patientId, noteId);
}

/** What the patient reads of their signed notes: the summary, and the plan only when the doctor shared it. */
export async function listNoteSummaries(
  db: Executor,
  user: AuthUser,
  patientId: string,
): Promise<NoteSummary[]> {
  const rows = await db
    .select({ note: clinicalNotes, doctorName: doctors.name, member: memberFields })
    .from(clinicalNotes)
    .innerJoin(doctors, eq(doctors.id, clinicalNotes.doctorId))
    .leftJoin(dependants, eq(dependants.id, clinicalNotes.dependantId))
    .where(and(eq(clinicalNotes.patientId, patientId), eq(clinicalNotes.status, 'signed')))
    .orderBy(desc(clinicalNotes.signedAt));
  await recordAccess(db, { patientId, user, action: 'read', record: 'notes' });
  return rows.map(({ note, doctorName, member }) => ({
    id: note.id,
    doctor_name: doctorName,
    signed_at: note.signedAt!.toISOString(),
    summary: note.patientSummary,
    plan: note.sharePlan ? note.plan : null,
    ...memberOf(note, member),
  }));
}
