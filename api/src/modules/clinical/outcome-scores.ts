/**
 * Outcome scores (issue 29, point 4): the patient or their doctor records a PSFS or a pain rating; the API scores
 * it (outcome-scoring.ts) and adds it, never edits one. Every read and write goes into the access log.
 */
import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { OutcomeScore, Outcomes, PainRatingRequest, PsfsActivity } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointments, clinicalIntakes, outcomeScores } from '../../platform/db/schema';
import type { AuthUser } from '../../platform/http/auth-user';
import { recordAccess } from './access-log';
import { requireOwnAppointment } from './notes';
import { psfsDue, psfsScore } from './outcome-scoring';

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

/** When each session of the patient that took place ended (completed, or scheduled and over). */
async function sessionsHeld(db: Executor, patientId: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ end: appointments.end })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        isNotNull(appointments.end),
        lt(appointments.end, now),
        inArray(appointments.status, ['scheduled', 'completed']),
      ),
    );
  return rows.map((r) => r.end!);
}

/** The scores, oldest first, without logging the read (the caller logs what it shows). */
export async function loadScores(db: Executor, patientId: string): Promise<OutcomeScore[]> {
  const rows = await db
    .select()
    .from(outcomeScores)
    .where(eq(outcomeScores.patientId, patientId))
    .orderBy(asc(outcomeScores.recordedAt), asc(outcomeScores.id));
  return rows.map(toScore);
}

export async function listOutcomes(
  db: Executor,
  user: AuthUser,
  patientId: string,
  now = new Date(),
): Promise<Outcomes> {
  const [scores, held, intake] = await Promise.all([
    loadScores(db, patientId),
    sessionsHeld(db, patientId, now),
    db
      .select({ id: clinicalIntakes.id })
      .from(clinicalIntakes)
      .where(eq(clinicalIntakes.patientId, patientId))
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
  values: Pick<typeof outcomeScores.$inferInsert, 'instrument' | 'score' | 'activities' | 'appointmentId'>,
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
): Promise<OutcomeScore> {
  const score = psfsScore(activities.map((a) => a.rating));
  return addScore(db, user, patientId, {
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
  input: Pick<PainRatingRequest, 'pain' | 'appointment_id'>,
): Promise<OutcomeScore> {
  await requireOwnAppointment(db, patientId, input.appointment_id);
  return addScore(db, user, patientId, {
    instrument: 'pain',
    score: input.pain,
    activities: [],
    appointmentId: input.appointment_id ?? null,
  });
}
