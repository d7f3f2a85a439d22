/**
 * What a doctor hears of their own calendar (issue 26 point 11): an e-mail for every new booking (a paid order,
 * a credit given a time), every move and every cancellation the doctor did not make themself, and an SMS too
 * when the change touches today in India (a session today booked, moved or cancelled at short notice). Enqueued in
 * the change's transaction (the outbox) like the patient's mails, and built and sent by the drain.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { PATHS } from '@physio/shared-contracts/paths';
import { ageFromBirthYear, dependantLabel, formatPhone } from '@physio/shared-contracts';
import { appointments, dependants, doctors, orders, patients } from '../../../platform/db/schema';
import { kolkataIso } from '../../../platform/lib/kolkata';
import { kolkataNow } from '../../../platform/lib/time';
import type { Executor } from '../../../platform/db/client';
import type { EmailMessage } from '../../../platform/providers/email/types';
import type { DoctorNotice } from '../../../platform/providers/sms/types';
import { enqueue, type OutboxMessage } from '../outbox';
import { greeting, sessionKind, sessions, sessionTime } from './format';
import { renderMail, type MailFact } from './layout';
import type { Mailer } from './mailer';
import { mailSession } from './events';
import { ICS_CONTENT_TYPE, ICS_FILENAME } from './messages';

export type DoctorNoticeEvent =
  /** A paid order: its first session (held at booking) or its sessions still to be scheduled. */
  | { kind: 'booked'; orderId: string }
  /** The patient gave one of the order's credits a time. */
  | { kind: 'scheduled'; appointmentId: string }
  | { kind: 'moved'; appointmentId: string; previousStart: Date; by: 'patient' | 'doctor' }
  | { kind: 'cancelled'; appointmentId: string; by: 'patient' | 'doctor' };

const CHANGE: Record<DoctorNoticeEvent['kind'], string> = {
  booked: 'New booking',
  scheduled: 'New booking',
  moved: 'Session moved',
  cancelled: 'Session cancelled',
};

/** The session with its doctor, patient and order, as the notice needs them. */
async function loadSession(db: Executor, event: DoctorNoticeEvent) {
  const select = {
    a: appointments,
    doctor: { name: doctors.name, email: doctors.email, mobile: doctors.mobile },
    patient: { name: patients.name, mobile: patients.id },
    // A family member's session (issue 28 point 3): who is treated; the patient above is their contact.
    dependant: { name: dependants.name, relation: dependants.relation, birthYear: dependants.birthYear },
    order: { description: orders.description, quantity: orders.quantity },
  };
  const base = db
    .select(select)
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(dependants, eq(dependants.id, appointments.dependantId))
    .leftJoin(orders, eq(sql`${orders.id}::text`, appointments.orderId));
  const rows =
    event.kind === 'booked'
      ? await base
          .where(
            and(
              eq(appointments.orderId, event.orderId),
              sql`coalesce(${appointments.cancelReason}, '') <> 'hold_expired'`,
              isNotNull(appointments.doctorId),
            ),
          )
          .orderBy(sql`${appointments.start} asc nulls last`, asc(appointments.createdAt))
          .limit(1)
      : await base.where(eq(appointments.id, event.appointmentId)).limit(1);
  return rows[0] ?? null;
}

const dayOf = (d: Date) => kolkataIso(d).slice(0, 10);
const clock = (d: Date) => kolkataIso(d).slice(11, 16);
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDay = (d: Date) => {
  const iso = kolkataIso(d);
  return `${Number(iso.slice(8, 10))} ${SHORT_MONTHS[Number(iso.slice(5, 7)) - 1]}`;
};

/**
 * The SMS of a change that touches today (India), else null: a session of today booked or cancelled, or moved
 * from or to today. Each variable at most 30 characters (DLT).
 */
export function sameDayNotice(
  event: DoctorNoticeEvent,
  session: { start: Date | null; mode: 'online' | 'home'; patientName: string },
  now: Date = new Date(),
): DoctorNotice | null {
  const today = kolkataNow(now).date;
  const start = session.start;
  if (!start) return null;
  const before = event.kind === 'moved' ? event.previousStart : null;
  const touchesToday = dayOf(start) === today || (before !== null && dayOf(before) === today);
  if (!touchesToday) return null;
  const at = (d: Date) => (dayOf(d) === today ? `today ${clock(d)}` : `${shortDay(d)} ${clock(d)}`);
  const when = before ? `${at(before)}, now ${at(start)}` : `today at ${clock(start)}`;
  return {
    change: CHANGE[event.kind],
    patient: session.patientName.slice(0, 30),
    session: sessionKind(session.mode),
    when: when.slice(0, 30),
  };
}

/**
 * Tells the session's doctor of a booking, move or cancellation (in the change's transaction): the e-mail always
 * (with the session's .ics when it has a time), the SMS when it touches today. A change the doctor made themself is
 * not told back to them. `ref` names the change (the order, the move's appointment_changes row …): one notice each.
 */
export async function noticeDoctor(
  tx: Executor,
  event: DoctorNoticeEvent,
  ref: string,
  /** The session's time when the caller has it: a time not today (India) needs no SMS, so no session is read. */
  known?: { start: Date | null },
  /** The caller's own messages of the change, written in the same statement as the notice's e-mail (before it). */
  along: OutboxMessage[] = [],
): Promise<void> {
  const email = doctorNoticeEmail(event, ref);
  await enqueue(tx, ...along, ...(email ? [email] : []));
  if (!email || !noticeMaySms(event, known)) return;
  const found = await loadSession(tx, event);
  const notice =
    found &&
    sameDayNotice(event, {
      start: found.a.start,
      mode: found.a.mode,
      patientName: found.dependant?.name ?? found.patient.name,
    });
  if (notice) {
    const sms: DoctorNoticeSms = { mobile: found.doctor.mobile, notice };
    await enqueue(tx, { kind: 'doctor.notice', channel: 'sms', ref: email.ref, payload: { ...sms } });
  }
}

/** The e-mail of a doctor notice as noticeDoctor writes it; null for a change the doctor made themself. */
export function doctorNoticeEmail(event: DoctorNoticeEvent, ref: string): OutboxMessage | null {
  if ((event.kind === 'moved' || event.kind === 'cancelled') && event.by === 'doctor') return null;
  const payload: DoctorNoticePayload =
    event.kind === 'moved' ? { ...event, previousStart: event.previousStart.toISOString() } : event;
  return { kind: 'doctor.notice', channel: 'email', ref: `${event.kind}:${ref}`, payload: { ...payload } };
}

/**
 * Whether a notice may owe an SMS besides its e-mail (noticeDoctor then reads the session): unless the caller knows
 * the session's time and it is not today (India), a move excepted (it may come from today).
 */
export const noticeMaySms = (event: DoctorNoticeEvent, known?: { start: Date | null }): boolean =>
  !known || event.kind === 'moved' || (!!known.start && dayOf(known.start) === kolkataNow().date);

/** A doctor notice's e-mail as the outbox keeps it: the event, its dates as ISO strings. */
export type DoctorNoticePayload =
  | Exclude<DoctorNoticeEvent, { kind: 'moved' }>
  | (Omit<Extract<DoctorNoticeEvent, { kind: 'moved' }>, 'previousStart'> & { previousStart: string });

/** A doctor notice's SMS as the outbox keeps it: decided and written when the change happened. */
export interface DoctorNoticeSms {
  mobile: string;
  notice: DoctorNotice;
}

/** The doctor's e-mail of a notice, built when the drain sends it. */
export async function doctorNoticeMail(
  mailer: Mailer,
  payload: DoctorNoticePayload,
): Promise<EmailMessage | null> {
  const event: DoctorNoticeEvent =
    payload.kind === 'moved' ? { ...payload, previousStart: new Date(payload.previousStart) } : payload;
  const found = await loadSession(mailer.db, event);
  if (!found) return null;
  const { a, doctor, patient, dependant, order } = found;
  // The one treated: the family member a session was booked for, with the account holder as the contact.
  // "Ramesh Kumar (Parent, 74)": the age as the notice goes out, from the birth year.
  const treated = dependant
    ? dependantLabel({ ...dependant, age: ageFromBirthYear(dependant.birthYear) })
    : patient.name;
  const session = await mailSession(mailer, a, doctor.name, { cancelled: event.kind === 'cancelled' });
  const when = a.start ? sessionTime(a.start) : 'to be scheduled';
  const facts: MailFact[] = [
    { label: 'Patient', value: treated },
    dependant
      ? { label: 'Contact', value: `${patient.name}, ${formatPhone(patient.mobile)}` }
      : { label: 'Mobile', value: formatPhone(patient.mobile) },
  ];
  if (order?.description) facts.push({ label: 'Problem', value: order.description });
  if (event.kind === 'moved') facts.push({ label: 'Was', value: sessionTime(event.previousStart) });
  facts.push({ label: event.kind === 'moved' ? 'Now' : 'When', value: when });
  facts.push({
    label: 'Where',
    value:
      a.mode === 'home'
        ? `Home visit${session?.address ? `: ${session.address}` : ''}`
        : 'Online session (the join link is in your dashboard)',
  });
  if (event.kind === 'booked' && order) facts.push({ label: 'Booked', value: sessions(order.quantity) });
  const who = event.kind === 'moved' || event.kind === 'cancelled' ? 'The patient has' : '';
  const forWhom = dependant ? ` for ${treated}` : '';
  const paragraphs = {
    booked: `${patient.name} has booked ${order ? sessions(order.quantity) : 'a session'} with you${forWhom}${a.start ? `, the first on ${when}` : ', to be scheduled'}.`,
    scheduled: `${patient.name} has scheduled ${a.mode === 'online' ? 'an' : 'a'} ${sessionKind(a.mode)} with you${forWhom} on ${when}.`,
    moved: `${who} moved the ${sessionKind(a.mode)} of ${sessionTime(event.kind === 'moved' ? event.previousStart : a.start!)} to ${when}.`,
    cancelled: `${who} cancelled the ${sessionKind(a.mode)} of ${when}. The time is free again in your calendar.`,
  }[event.kind];
  const rendered = renderMail({
    subject: `${CHANGE[event.kind]}: ${dependant?.name ?? patient.name}, ${when}`,
    greeting: greeting(doctor.name.replace(/^Dr\.?\s+/i, '')),
    paragraphs: [paragraphs],
    facts,
    action: {
      label: 'Open your appointments',
      href: new URL(`${PATHS.dashboard}?appointments`, mailer.deps.publicUrl).toString(),
    },
    notes: session ? ['The attached calendar file updates the session in your calendar.'] : [],
  });
  return {
    to: doctor.email,
    ...rendered,
    ...(session
      ? { attachments: [{ filename: ICS_FILENAME, contentType: ICS_CONTENT_TYPE, content: session.ics }] }
      : {}),
  };
}
