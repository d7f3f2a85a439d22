/**
 * The day of home exercises (issue 29): the patient ticks today's sets and logs pain afterwards, picks a daily
 * reminder, and the doctor reads the adherence. A family member's program (issue 28 point 3, `dependant_id`) has a
 * day of its own, kept by the holder: the member's sets (their program's items), their pain, their reminder (sent to
 * the holder) and their adherence, each resolved through `recordMember` before anything is read or written. The
 * patient's own day, reminder and adherence never take a member's rows (`ofMember(…, null)`). Every read and write
 * is in the access log (record `exercises`), in the change's transaction for writes.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  type Adherence,
  type ExerciseDay,
  EXERCISE_MESSAGES,
  setsPerDay,
  todayInIndia,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import {
  exercisePainLogs,
  exerciseProgramItems,
  exercisePrograms,
  exerciseReminders,
  exerciseSetLogs,
} from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { addDays } from '../../platform/lib/kolkata';
import { recordAccess } from './access-log';
import { mondayOf, type VersionSpan, weeklyAdherence } from './exercise-adherence';
import { currentProgram } from './exercise-programs';
import { ofMember, recordMember } from './record-member';

/** Weeks of adherence and pain the doctor's page shows. */
export const ADHERENCE_WEEKS = 12;

/** One person's day: the patient themself (member null) or one of their family members. */
interface Whose {
  patientId: string;
  member: string | null;
}

/** The day without recording a read (the writes that answer with it record their write). */
async function dayOf(db: Executor, { patientId, member }: Whose, now: Date): Promise<ExerciseDay> {
  const day = todayInIndia(now);
  const program = await currentProgram(db, patientId, member);
  const itemIds = program?.items.map((i) => i.id) ?? [];
  const done = itemIds.length
    ? await db
        .select({ item_id: exerciseSetLogs.itemId, sets_done: exerciseSetLogs.setsDone })
        .from(exerciseSetLogs)
        .where(and(inArray(exerciseSetLogs.itemId, itemIds), eq(exerciseSetLogs.day, day)))
    : [];
  const [pain] = await db
    .select({ pain: exercisePainLogs.pain })
    .from(exercisePainLogs)
    .where(
      and(
        eq(exercisePainLogs.patientId, patientId),
        ofMember(exercisePainLogs.dependantId, member),
        eq(exercisePainLogs.day, day),
      ),
    );
  const [reminder] = await db
    .select({ time: exerciseReminders.time })
    .from(exerciseReminders)
    .where(and(eq(exerciseReminders.patientId, patientId), ofMember(exerciseReminders.dependantId, member)));
  return { day, program, done, pain: pain?.pain ?? null, reminder_time: reminder?.time ?? null };
}

const whose = async (db: Executor, user: AuthUser, patientId: string, dependantId?: string) => ({
  patientId,
  member: await recordMember(db, user, patientId, dependantId),
});

export async function readToday(
  db: Executor,
  user: AuthUser,
  patientId: string,
  dependantId?: string,
  now = new Date(),
) {
  const today = await dayOf(db, await whose(db, user, patientId, dependantId), now);
  await recordAccess(db, { patientId, user, action: 'read', record: 'exercises' });
  return today;
}

/** The sets of one exercise done today (a count, so a second tap of the same box changes nothing). */
export async function logSets(
  db: Executor,
  user: AuthUser,
  patientId: string,
  input: { itemId: string; setsDone: number; dependantId?: string },
  now = new Date(),
): Promise<ExerciseDay> {
  const { itemId, setsDone } = input;
  const who = await whose(db, user, patientId, input.dependantId);
  const program = await currentProgram(db, patientId, who.member);
  const item = program?.items.find((i) => i.id === itemId);
  if (!item) throw notFound('That exercise is not in your current program', 'PROGRAM_ITEM_NOT_FOUND');
  if (setsDone > setsPerDay(item)) throw badRequest(EXERCISE_MESSAGES.tooManySets, 'TOO_MANY_SETS');
  const day = todayInIndia(now);
  return db.transaction(async (tx) => {
    await tx
      .insert(exerciseSetLogs)
      .values({ itemId, patientId, day, setsDone, updatedAt: now })
      .onConflictDoUpdate({
        target: [exerciseSetLogs.itemId, exerciseSetLogs.day],
        set: { setsDone, updatedAt: now },
      });
    await recordAccess(tx, { patientId, user, action: 'write', record: 'exercises' });
    return dayOf(tx, who, now);
  });
}

export async function logPain(
  db: Executor,
  user: AuthUser,
  patientId: string,
  input: { pain: number; dependantId?: string },
  now = new Date(),
) {
  const who = await whose(db, user, patientId, input.dependantId);
  const { pain } = input;
  const day = todayInIndia(now);
  return db.transaction(async (tx) => {
    await tx
      .insert(exercisePainLogs)
      .values({ patientId, dependantId: who.member, day, pain, updatedAt: now })
      .onConflictDoUpdate({
        target: [exercisePainLogs.patientId, exercisePainLogs.dependantId, exercisePainLogs.day],
        set: { pain, updatedAt: now },
      });
    await recordAccess(tx, { patientId, user, action: 'write', record: 'exercises' });
    return dayOf(tx, who, now);
  });
}

/** The daily reminder's time in India (null stops it); a member's goes to the holder, naming the member. */
export async function setReminder(
  db: Executor,
  user: AuthUser,
  patientId: string,
  input: { time: string | null; dependantId?: string },
) {
  const { member } = await whose(db, user, patientId, input.dependantId);
  const { time } = input;
  await db.transaction(async (tx) => {
    if (time === null)
      await tx
        .delete(exerciseReminders)
        .where(
          and(eq(exerciseReminders.patientId, patientId), ofMember(exerciseReminders.dependantId, member)),
        );
    else
      await tx
        .insert(exerciseReminders)
        .values({ patientId, dependantId: member, time })
        .onConflictDoUpdate({
          target: [exerciseReminders.patientId, exerciseReminders.dependantId],
          set: { time, updatedAt: new Date() },
        });
    await recordAccess(tx, { patientId, user, action: 'write', record: 'exercises' });
  });
  return { time };
}

/** Adherence per week and pain per day over the last ADHERENCE_WEEKS weeks, of the patient or one member. */
export async function readAdherence(
  db: Executor,
  user: AuthUser,
  patientId: string,
  dependantId?: string,
  now = new Date(),
): Promise<Adherence> {
  const { member } = await whose(db, user, patientId, dependantId);
  const today = todayInIndia(now);
  const since = addDays(mondayOf(today), -7 * (ADHERENCE_WEEKS - 1));
  const rows = await db
    .select({ id: exercisePrograms.id, createdAt: exercisePrograms.createdAt })
    .from(exercisePrograms)
    .where(and(eq(exercisePrograms.patientId, patientId), ofMember(exercisePrograms.dependantId, member)))
    .orderBy(asc(exercisePrograms.version));
  const items = rows.length
    ? await db
        .select()
        .from(exerciseProgramItems)
        .where(
          inArray(
            exerciseProgramItems.programId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const versions: VersionSpan[] = rows.map((r, i) => {
    const from = todayInIndia(r.createdAt);
    const next = rows[i + 1];
    return {
      from: from < since ? since : from,
      until: next ? todayInIndia(next.createdAt) : null,
      items: items
        .filter((it) => it.programId === r.id)
        .map((it) => ({
          id: it.id,
          sets: it.sets,
          times_per_day: it.timesPerDay,
          days_per_week: it.daysPerWeek,
        })),
    };
  });
  const inWindow = versions.filter((v) => v.until === null || v.until > since);
  // Only this person's programs' items: the holder's and each member's ticks share the patient's id.
  const logs = items.length
    ? await db
        .select({
          item_id: exerciseSetLogs.itemId,
          day: exerciseSetLogs.day,
          sets_done: exerciseSetLogs.setsDone,
        })
        .from(exerciseSetLogs)
        .where(
          and(
            inArray(
              exerciseSetLogs.itemId,
              items.map((it) => it.id),
            ),
            gte(exerciseSetLogs.day, since),
          ),
        )
    : [];
  const pain = await db
    .select({ day: exercisePainLogs.day, pain: exercisePainLogs.pain })
    .from(exercisePainLogs)
    .where(
      and(
        eq(exercisePainLogs.patientId, patientId),
        ofMember(exercisePainLogs.dependantId, member),
        gte(exercisePainLogs.day, since),
      ),
    )
    .orderBy(asc(exercisePainLogs.day));
  await recordAccess(db, { patientId, user, action: 'read', record: 'exercises' });
  return { weeks: weeklyAdherence(inWindow, logs, today), pain };
}
