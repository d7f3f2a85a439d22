/**
 * Outcome scores (issue 29, point 4): the patient or their doctor records a PSFS or a pain rating; the API scores
 * it (outcome-scoring.ts) and adds it, never edits one. Every read and write goes into the access log. A family
 * member has their own scores (issue 28 point 3: `dependant_id`), their PSFS due from their own sessions and intake.
 */
import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { OutcomeScore, Outcomes, PainRatingRequest, PsfsActivity } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointments, clinicalIntakes, outcomeScores } from '../../platform/db/schema';
import type { AuthUser } from '../../platform/http/auth-user';
import { recordAccess } from './access-log';
import { requireOwnAppointment } from './notes';
import { psfsDue, psfsScore } from './outcome-scoring';
import { ofMember, recordMember } from './record-member';

type Row = typeof outcomeScores.$inferSelect;

const toScore = (row: Row): OutcomeScore => ({
  id: row.id,
  instrument: row.instrument,
  score: row.score,
  activities: row.activities,
  appointment_id: row.appointmentId,
  recorded_by: row.recordedByRole,
  recorded_at: row.recordedAt.toISOString(),
});

/** When each session of the patient (or member) that took place ended (completed, or scheduled and over). */
async function sessionsHeld(
  db: Executor,
  patientId: string,
  member: string | null,
  now: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ end: appointments.end })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        ofMember(appointments.dependantId, member),
        isNotNull(appointments.end),
        lt(appointments.end, now),
        inArray(appointments.status, ['scheduled', 'completed']),
      ),
    );
  return rows.map((r) => r.end!);
}

/** The scores (the patient's, or a member's), oldest first, without logging the read (the caller logs it). */
export async function loadScores(
  db: Executor,
  patientId: string,
  member: string | null = null,
): Promise<OutcomeScore[]> {
  const rows = await db
    .select()
    .from(outcomeScores)
    .where(and(eq(outcomeScores.patientId, patientId), ofMember(outcomeScores.dependantId, member)))
    .orderBy(asc(outcomeScores.recordedAt), asc(outcomeScores.id));
  return rows.map(toScore);
}

export async function listOutcomes(
  db: Executor,
  user: AuthUser,
  patientId: string,
  { dependantId, now = new Date() }: { dependantId?: string; now?: Date } = {},
): Promise<Outcomes> {
  const member = await recordMember(db, user, patientId, dependantId);
  const [scores, held, intake] = await Promise.all([
    loadScores(db, patientId, member),
    sessionsHeld(db, patientId, member, now),
    db
      .select({ id: clinicalIntakes.id })
      .from(clinicalIntakes)
      .where(and(eq(clinicalIntakes.patientId, patientId), ofMember(clinicalIntakes.dependantId, member)))
      .orderBy(desc(clinicalIntakes.createdAt))
      .limit(1),
  ]);
  const lastPsfs = scores.filter((s) => s.instrument === 'psfs').at(-1);
  const due = psfsDue({
    hasIntake: intake.length > 0,
    sessionsHeld: held,
    lastScoredAt: lastPsfs ? new Date(lastPsfs.recorded_at) : null,
  });
  await recordAccess(db, { patientId, user, action: 'read', record: 'scores' });
  return { scores, due };
}

async function addScore(
  db: Executor,
  user: AuthUser,
  patientId: string,
  values: Pick<
    typeof outcomeScores.$inferInsert,
    'instrument' | 'score' | 'activities' | 'appointmentId' | 'dependantId'
  >,
): Promise<OutcomeScore> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(outcomeScores)
      .values({
        patientId,
        ...values,
        recordedById: user.id,
        recordedByRole: user.role === 'doctor' ? 'doctor' : 'patient',
      })
      .returning();
    await recordAccess(tx, { patientId, user, action: 'write', record: 'scores' });
    return toScore(row!);
  });
}

export async function recordPsfs(
  db: Executor,
  user: AuthUser,
  patientId: string,
  activities: readonly PsfsActivity[],
  dependantId?: string,
): Promise<OutcomeScore> {
  const member = await recordMember(db, user, patientId, dependantId);
  const score = psfsScore(activities.map((a) => a.rating));
  return addScore(db, user, patientId, {
    dependantId: member,
    instrument: 'psfs',
    score,
    activities: activities.map(({ activity, rating }) => ({ activity, rating })),
    appointmentId: null,
  });
}

export async function recordPain(
  db: Executor,
  user: AuthUser,
  patientId: string,
  input: Pick<PainRatingRequest, 'pain' | 'appointment_id' | 'dependant_id'>,
): Promise<OutcomeScore> {
  const member = await recordMember(db, user, patientId, input.dependant_id);
  // The session named is the member's own (or the patient's own, not a member's).
  await requireOwnAppointment(db, patientId, input.appointment_id, member);
  return addScore(db, user, patientId, {
    dependantId: member,
    instrument: 'pain',
    score: input.pain,
    activities: [],
    appointmentId: input.appointment_id ?? null,
  });
}
