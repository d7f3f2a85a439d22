/**
 * Session reminders by SMS and e-mail, 24 h and 2 h before each scheduled session, and the release of lapsed holds.
 * Each reminder is claimed once per channel in appointment_reminders (unique per appointment, kind, start and
 * channel, so a rescheduled session is reminded again for its new time) before it is sent; a run is taken by one
 * API instance at a time (pg_try_advisory_xact_lock: transaction-scoped, so a pooled connection never keeps it),
 * and two runs that overlapped anyway could not claim one reminder twice. An e-mail the mail server refused gives
 * its claim back, so the next run tries again (an SMS is best effort and keeps its claim).
 */
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { appointmentReminders, appointments, doctors, patients } from '../../platform/db/schema';
import { kolkataIso } from '../../platform/lib/kolkata';
import type { SessionReminder, SmsProvider } from '../../platform/providers/sms/types';
import { sessionReminderMail, type Mailer } from './mail';
import { releaseExpiredHolds } from '../scheduling';

/** Advisory lock key of the reminders run (one number per purpose across the API). */
export const REMINDERS_LOCK_KEY = 7_014_350_017;

const HOUR = 3_600_000;
/** A reminder is due from `before` ahead of the start until the next, shorter one takes over. */
export const REMINDERS = [
  { kind: '24h', before: 24 * HOUR, until: 2 * HOUR },
  { kind: '2h', before: 2 * HOUR, until: 0 },
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The variables of the reminder's fixed DLT text (REMINDER_TEMPLATE), each cut to DLT's 30 characters. */
export function reminderVariables(session: {
  mode: 'online' | 'home';
  doctorName: string;
  start: Date;
}): SessionReminder {
  const iso = kolkataIso(session.start); // 2026-01-31T09:00:00+05:30
  const cut = (v: string) => v.slice(0, 30);
  return {
    session: session.mode === 'online' ? 'online session' : 'home visit',
    doctor: cut(session.doctorName),
    date: `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    time: iso.slice(11, 16),
  };
}

export interface SchedulingJobDeps {
  db: Db;
  sms: SmsProvider;
  /** The e-mail channel; without it only SMS reminders are claimed and sent. */
  mail?: Mailer;
  log: FastifyBaseLogger;
}

export interface ReminderReport {
  /** False when another instance held the run. */
  ran: boolean;
  /** SMS reminders sent. */
  sent: number;
  /** E-mail reminders the mail server accepted. */
  emailed: number;
  releasedHolds: number;
}

type Channel = (typeof appointmentReminders.$inferInsert)['channel'] & string;

const claimedFor = (kind: string, channel: Channel) =>
  sql`exists (select 1 from ${appointmentReminders} r where r.appointment_id = ${appointments.id}
    and r.kind = ${kind} and r.start = ${appointments.start} and r.channel = ${channel})`;

export async function runReminders(deps: SchedulingJobDeps, now = new Date()): Promise<ReminderReport> {
  const channels: Channel[] = deps.mail ? ['sms', 'email'] : ['sms'];
  const claimed = await deps.db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK_KEY}) as ok`,
    )) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!lock.rows[0]?.ok) return null;
    const releasedHolds = await releaseExpiredHolds(tx, now);
    const messages: { mobile: string; reminder: SessionReminder }[] = [];
    const emails: {
      claimId: string;
      appointment: typeof appointments.$inferSelect;
      doctorName: string;
      patient: { email: string; name: string };
    }[] = [];
    for (const reminder of REMINDERS) {
      const due = await tx
        .select({ a: appointments, doctorName: doctors.name, email: patients.email, name: patients.name })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .where(
          and(
            eq(appointments.status, 'scheduled'),
            gt(appointments.start, new Date(now.getTime() + reminder.until)),
            lte(appointments.start, new Date(now.getTime() + reminder.before)),
            or(...channels.map((channel) => sql`not ${claimedFor(reminder.kind, channel)}`)),
          ),
        )
        .limit(500);
      for (const { a, doctorName, email, name } of due) {
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
        for (const row of rows) {
          if (row.channel === 'sms')
            messages.push({
              mobile: a.patientId,
              reminder: reminderVariables({ mode: a.mode, doctorName, start: a.start! }),
            });
          else emails.push({ claimId: row.id, appointment: a, doctorName, patient: { email, name } });
        }
      }
    }
    return { releasedHolds, messages, emails };
  });
  if (!claimed) return { ran: false, sent: 0, emailed: 0, releasedHolds: 0 };
  // After the claims are committed: a message goes out at most once. sendReminder never throws (it logs failures).
  for (const m of claimed.messages) {
    if (deps.sms.sendReminder) await deps.sms.sendReminder(m.mobile, m.reminder);
    else deps.log.warn('SMS gateway without transactional messages: reminder not sent');
  }
  const unsent: string[] = [];
  let emailed = 0;
  const mail = deps.mail;
  if (mail)
    for (const due of claimed.emails) {
      const message = await sessionReminderMail(mail, due);
      if (!message) continue;
      if (await mail.deliver('session reminder', message)) emailed++;
      else unsent.push(due.claimId);
    }
  // Refused by the mail server (logged by deliver): the claim goes, so the next run tries again.
  if (unsent.length)
    await deps.db.delete(appointmentReminders).where(inArray(appointmentReminders.id, unsent));
  return {
    ran: true,
    sent: claimed.messages.length,
    emailed,
    releasedHolds: claimed.releasedHolds,
  };
}

/** Runs reminders (and releases lapsed holds) every `every` ms until the returned stop function is called. */
export function startSchedulingJobs(deps: SchedulingJobDeps, every = 60_000): () => void {
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    runReminders(deps)
      .then((r) => {
        if (r.sent || r.emailed || r.releasedHolds) deps.log.info({ reminders: r }, 'scheduling job');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'scheduling job failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, every);
  timer.unref();
  return () => clearInterval(timer);
}
