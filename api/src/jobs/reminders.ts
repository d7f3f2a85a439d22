/**
 * Session reminders by SMS, 24 h and 2 h before each scheduled session, and the release of lapsed holds.
 * Each reminder is claimed once in appointment_reminders (unique per appointment, kind and start, so a rescheduled
 * session is reminded again for its new time) before it is sent; a run is taken by one API instance at a time
 * (pg_try_advisory_xact_lock: transaction-scoped, so a pooled connection never keeps it), and two runs that
 * overlapped anyway could not claim one reminder twice.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { appointmentReminders, appointments, doctors } from '../db/schema';
import { kolkataIso } from '../lib/kolkata';
import type { SmsProvider } from '../providers/sms/types';
import { releaseExpiredHolds } from '../services/sessions';

/** Advisory lock key of the reminders run (one number per purpose across the API). */
export const REMINDERS_LOCK_KEY = 7_014_350_017;

const HOUR = 3_600_000;
/** A reminder is due from `before` ahead of the start until the next, shorter one takes over. */
export const REMINDERS = [
  { kind: '24h', before: 24 * HOUR, until: 2 * HOUR },
  { kind: '2h', before: 2 * HOUR, until: 0 },
] as const;

/**
 * The DLT-registered text (TRAI rules: fixed words, only the {#var#} parts change, each at most 30 characters).
 * Variables: session kind, doctor, date, time.
 */
export const REMINDER_TEMPLATE =
  'PhysioCare: reminder of your {#var#} with {#var#} on {#var#} at {#var#} IST. Open your PhysioCare account for details or to join.';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function reminderText(session: { mode: 'online' | 'home'; doctorName: string; start: Date }): string {
  const iso = kolkataIso(session.start); // 2026-01-31T09:00:00+05:30
  const date = `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  const values = [
    session.mode === 'online' ? 'online session' : 'home visit',
    session.doctorName,
    date,
    iso.slice(11, 16),
  ].map((v) => v.slice(0, 30));
  let i = 0;
  return REMINDER_TEMPLATE.replace(/\{#var#\}/g, () => values[i++] ?? '');
}

export interface SchedulingJobDeps {
  db: Db;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}

export interface ReminderReport {
  /** False when another instance held the run. */
  ran: boolean;
  sent: number;
  releasedHolds: number;
}

export async function runReminders(deps: SchedulingJobDeps, now = new Date()): Promise<ReminderReport> {
  const claimed = await deps.db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK_KEY}) as ok`,
    )) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!lock.rows[0]?.ok) return null;
    const releasedHolds = await releaseExpiredHolds(tx, now);
    const messages: { mobile: string; text: string }[] = [];
    for (const reminder of REMINDERS) {
      const due = await tx
        .select({ a: appointments, doctorName: doctors.name })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .where(
          and(
            eq(appointments.status, 'scheduled'),
            gt(appointments.start, new Date(now.getTime() + reminder.until)),
            lte(appointments.start, new Date(now.getTime() + reminder.before)),
            sql`not exists (select 1 from ${appointmentReminders} r where r.appointment_id = ${appointments.id}
              and r.kind = ${reminder.kind} and r.start = ${appointments.start})`,
          ),
        )
        .limit(500);
      for (const { a, doctorName } of due) {
        const rows = await tx
          .insert(appointmentReminders)
          .values({ appointmentId: a.id, kind: reminder.kind, start: a.start! })
          .onConflictDoNothing()
          .returning({ id: appointmentReminders.id });
        if (rows.length)
          messages.push({
            mobile: a.patientId,
            text: reminderText({ mode: a.mode, doctorName, start: a.start! }),
          });
      }
    }
    return { releasedHolds, messages };
  });
  if (!claimed) return { ran: false, sent: 0, releasedHolds: 0 };
  // After the claims are committed: a message goes out at most once. sendMessage never throws (it logs failures).
  for (const m of claimed.messages) {
    if (deps.sms.sendMessage) await deps.sms.sendMessage(m.mobile, m.text);
    else deps.log.warn('SMS gateway without transactional messages: reminder not sent');
  }
  return { ran: true, sent: claimed.messages.length, releasedHolds: claimed.releasedHolds };
}

/** Runs reminders (and releases lapsed holds) every `every` ms until the returned stop function is called. */
export function startSchedulingJobs(deps: SchedulingJobDeps, every = 60_000): () => void {
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    runReminders(deps)
      .then((r) => {
        if (r.sent || r.releasedHolds) deps.log.info({ reminders: r }, 'scheduling job');
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
