/**
 * Session reminders by SMS and e-mail, 24 h and 2 h before each scheduled session, and the release of lapsed holds.
 * Each reminder is claimed once per channel in appointment_reminders (unique per appointment, kind, start and
 * channel, so a rescheduled session is reminded again for its new time) and enqueued in the outbox in the same
 * transaction (modules/notifications/outbox.ts: sent by the drain, retried there when the mail server refuses); a run is taken
 * by one API instance at a time (pg_try_advisory_xact_lock: transaction-scoped, so a pooled connection never keeps
 * it), and two runs that overlapped anyway could not claim one reminder twice.
 */
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import type { Db, LeaderLock } from '../../platform/db/client';
import { appointmentReminders, appointments, dependants, doctors } from '../../platform/db/schema';
import { enqueue, mailSessionReminder, phoneChannel, reminderVariables } from '../notifications';
import { releaseExpiredHolds } from './holds';
import { defineJob, type Job } from '../../platform/jobs/define-job';

const HOUR = 3_600_000;
/** A reminder is due from `before` ahead of the start until the next, shorter one takes over. */
export const REMINDERS = [
  { kind: '24h', before: 24 * HOUR, until: 2 * HOUR },
  { kind: '2h', before: 2 * HOUR, until: 0 },
] as const;

export interface SchedulingJobDeps {
  db: Db;
  /** Reminders by e-mail too; without it only SMS reminders are claimed. */
  email?: boolean;
  log: FastifyBaseLogger;
}

export interface ReminderReport {
  /** False when another instance held the run. */
  ran: boolean;
  /** SMS reminders claimed and enqueued. */
  sent: number;
  /** E-mail reminders claimed and enqueued. */
  emailed: number;
  releasedHolds: number;
}

type Channel = (typeof appointmentReminders.$inferInsert)['channel'] & string;

const claimedFor = (kind: string, channel: Channel) =>
  sql`exists (select 1 from ${appointmentReminders} r where r.appointment_id = ${appointments.id}
    and r.kind = ${kind} and r.start = ${appointments.start} and r.channel = ${channel})`;

export async function runReminders(deps: SchedulingJobDeps, now = new Date()): Promise<ReminderReport> {
  const channels: Channel[] = deps.email ? ['sms', 'email'] : ['sms'];
  const report = await deps.db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.remindersRun}) as ok`,
    )) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!lock.rows[0]?.ok) return null;
    const releasedHolds = await releaseExpiredHolds(tx, now);
    let sent = 0;
    let emailed = 0;
    for (const reminder of REMINDERS) {
      const due = await tx
        .select({ a: appointments, doctorName: doctors.name, treated: dependants.name })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .leftJoin(dependants, eq(dependants.id, appointments.dependantId))
        .where(
          and(
            eq(appointments.status, 'scheduled'),
            gt(appointments.start, new Date(now.getTime() + reminder.until)),
            lte(appointments.start, new Date(now.getTime() + reminder.before)),
            or(...channels.map((channel) => sql`not ${claimedFor(reminder.kind, channel)}`)),
          ),
        )
        .limit(500);
      for (const { a, doctorName, treated } of due) {
        const rows = await tx
          .insert(appointmentReminders)
          .values(
            channels.map((channel) => ({
              appointmentId: a.id,
              kind: reminder.kind,
              start: a.start!,
              channel,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: appointmentReminders.id, channel: appointmentReminders.channel });
        // Each claim's message goes out with it (the outbox, keyed by the claim): once, after the commit.
        for (const row of rows) {
          if (row.channel === 'sms') {
            // The phone claim goes by WhatsApp (with quick replies) to a patient who opted in, else by SMS; a
            // WhatsApp reminder that fails falls back to the SMS of the same claim (notifications/deliver-message.ts).
            const payload = {
              mobile: a.patientId,
              reminder: reminderVariables({ mode: a.mode, doctorName, start: a.start!, treated }),
              appointmentId: a.id,
            };
            const channel = await phoneChannel(tx, a.patientId);
            await enqueue(tx, { kind: 'session.reminder', channel, ref: row.id, payload });
            sent += 1;
          } else {
            await mailSessionReminder(tx, row.id, a.id);
            emailed += 1;
          }
        }
      }
    }
    return { ran: true, sent, emailed, releasedHolds };
  });
  return report ?? { ran: false, sent: 0, emailed: 0, releasedHolds: 0 };
}

/** Reminders (and the release of lapsed holds) every `every` ms, by the instance holding `lock`. */
export function remindersJob(deps: SchedulingJobDeps, every = 60_000, lock?: LeaderLock): Job {
  return defineJob(
    {
      name: 'scheduling job',
      every,
      lock,
      run: async () => {
        const r = await runReminders(deps);
        if (r.sent || r.emailed || r.releasedHolds) deps.log.info({ reminders: r }, 'scheduling job');
      },
    },
    deps.log,
  );
}
