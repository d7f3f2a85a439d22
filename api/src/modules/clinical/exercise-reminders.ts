/**
 * The daily home-exercise reminder (issue 29): at the time the patient picked (India's time), once a day, an SMS and
 * an e-mail through the outbox (modules/notifications/mail/exercise-reminder.ts), only while they have a program.
 * A reminder is due from its minute for REMINDER_WINDOW_MINUTES (a job that was down for a while still sends it,
 * late); the outbox key (patient and day) makes it once a day however often the job runs or how many instances run it.
 * A family member's program has its own reminder (issue 28 point 3): sent to the holder, naming the member, keyed by
 * patient, member and day; each reminder is due only while its own program (the patient's or that member's) exists.
 */
import { and, gte, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, LeaderLock } from '../../platform/db/client';
import { exercisePrograms, exerciseReminders, outbox } from '../../platform/db/schema';
import { kolkataDateAndMinute } from '../../platform/lib/kolkata';
import { defineJob, type Job } from '../../platform/jobs/define-job';
import { outboxKey, remindOfExercises } from '../notifications';

/** How long after its minute a reminder is still sent (never past midnight: that day is over). */
export const REMINDER_WINDOW_MINUTES = 120;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The day and the range of picked times (HH:MM, both included) whose reminder is due at `now`. */
export function dueReminders(now: Date): { day: string; from: string; to: string } {
  const { date, minute } = kolkataDateAndMinute(now);
  return { day: date, from: hhmm(Math.max(0, minute - REMINDER_WINDOW_MINUTES + 1)), to: hhmm(minute) };
}

/** Whether a reminder picked for `time` is due at `now` (the same rule as the job's query). */
export function isReminderDue(time: string, now: Date): boolean {
  const { from, to } = dueReminders(now);
  return time >= from && time <= to;
}

export async function runExerciseReminders(db: Db, now = new Date()): Promise<number> {
  const { day, from, to } = dueReminders(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ patientId: exerciseReminders.patientId, dependantId: exerciseReminders.dependantId })
      .from(exerciseReminders)
      .where(
        and(
          gte(exerciseReminders.time, from),
          lte(exerciseReminders.time, to),
          // The program the reminder is for: the patient's own (null) or that member's.
          sql`exists (select 1 from ${exercisePrograms} where ${exercisePrograms.patientId} = ${exerciseReminders.patientId} and ${exercisePrograms.dependantId} is not distinct from ${exerciseReminders.dependantId})`,
          // remindOfExercises' key: patient/day, or patient/member/day.
          sql`not exists (select 1 from ${outbox} where ${outbox.key} = ${outboxKey({ kind: 'exercise.reminder', channel: 'sms', ref: '' })} || ${exerciseReminders.patientId} || coalesce('/' || ${exerciseReminders.dependantId}::text, '') || ${`/${day}`})`,
        ),
      )
      .limit(1000);
    for (const { patientId, dependantId } of due)
      await remindOfExercises(tx, { patientId, day, ...(dependantId ? { dependantId } : {}) });
    return due.length;
  });
}

/** The reminders every `every` ms, by the instance holding `lock`. */
export function exerciseRemindersJob(
  deps: { db: Db; log: FastifyBaseLogger },
  every = 60_000,
  lock?: LeaderLock,
): Job {
  return defineJob(
    {
      name: 'exercise reminders',
      every,
      lock,
      run: async () => {
        const sent = await runExerciseReminders(deps.db);
        if (sent) deps.log.info({ exerciseReminders: sent }, 'exercise reminders');
      },
    },
    deps.log,
  );
}
