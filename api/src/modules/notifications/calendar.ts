/** "Add to calendar": one session as an iCalendar (RFC 5545) event. */
import { and, count, eq, inArray } from 'drizzle-orm';
import { dependantWithRelation, toPlainLines } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointmentChanges, appointments, dependants, doctors } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { joinUrl } from '../../platform/providers/video';

/** 20260131T033000Z */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (CR LF, LF and a bare CR alike); any other control
 * character is dropped (the request schemas strip them at the door already: rows written before are still there).
 */
export const text = (value: string) =>
  toPlainLines(value)
    .replace(/\t/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (never splitting a UTF-8 character). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = out.length ? 74 : 75;
    if (Buffer.byteLength(current + ch) > limit) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  now: Date;
  /**
   * RFC 5545 SEQUENCE: a calendar replaces the event of the same UID only with a higher one, so every reschedule
   * or cancellation raises it (calendarSequence). Default 0.
   */
  sequence?: number;
  /** CANCELLED tells the calendar to drop the event. Default CONFIRMED. */
  status?: 'CONFIRMED' | 'CANCELLED';
}

export const icsEvent = (e: CalendarEvent): string => icsCalendar([e]);

/** One calendar file holding these events (a session, or every occurrence of a weekly series). */
export function icsCalendar(events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PhysioCare//Sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap(veventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function veventLines(e: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.now)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    `STATUS:${e.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** What the event of a session needs from its row. */
export type CalendarSession = Pick<
  typeof appointments.$inferSelect,
  'id' | 'mode' | 'address' | 'pincode' | 'videoRoom'
> & { start: Date; end: Date };

/**
 * The session's SEQUENCE: how often its time or state changed since it was scheduled (appointment_changes rows of
 * kind rescheduled or cancelled, written in the change's transaction), so each change's .ics supersedes the last.
 */
export async function calendarSequence(db: Executor, appointmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointmentChanges)
    .where(
      and(
        eq(appointmentChanges.appointmentId, appointmentId),
        inArray(appointmentChanges.kind, ['rescheduled', 'cancelled']),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Who a session treats when it is a family member's (issue 28 point 3): their name and relation; else null. */
export type Treated = { name: string; relation: string } | null;

/** The family member a session treats, by the row's dependant_id (null: the patient themself). */
export async function treatedBy(db: Executor, dependantId: string | null): Promise<Treated> {
  if (!dependantId) return null;
  const [row] = await db
    .select({ name: dependants.name, relation: dependants.relation })
    .from(dependants)
    .where(eq(dependants.id, dependantId));
  return row ?? null;
}

interface EventOptions {
  videoBaseUrl: string;
  sequence: number;
  now?: Date;
  cancelled?: boolean | undefined;
  /** A family member's session: the SUMMARY and DESCRIPTION name them. */
  treated?: Treated;
}

/** One session as an .ics: the download below and the e-mails (modules/notifications/mail) send the same event. */
export const sessionCalendar = (
  a: CalendarSession,
  doctorName: string | null,
  options: EventOptions,
): string => icsEvent(sessionEvent(a, doctorName, options));

/** The event of one session (the .ics of a session, and each occurrence's in a series' .ics). */
export function sessionEvent(
  a: CalendarSession,
  doctorName: string | null,
  options: EventOptions,
): CalendarEvent {
  const url = a.mode === 'online' ? joinUrl(options.videoBaseUrl, a.videoRoom) : null;
  const home = a.mode === 'home' ? [a.address, a.pincode].filter(Boolean).join(', ') : null;
  const withWhom = doctorName ?? 'your physiotherapist';
  const treated = options.treated;
  const forWhom = treated ? ` for ${treated.name}` : '';
  const how = url ? `Join the video session: ${url}` : 'Home visit: please be at the address you gave.';
  return {
    uid: `${a.id}@physiocare`,
    start: a.start,
    end: a.end,
    summary:
      a.mode === 'online'
        ? `Online physiotherapy session${forWhom} with ${withWhom}`
        : `Physiotherapy home visit${forWhom} by ${withWhom}`,
    description: treated ? `Patient: ${dependantWithRelation(treated)}. ${how}` : how,
    location: url ?? home,
    url,
    now: options.now ?? new Date(),
    sequence: options.sequence,
    status: options.cancelled ? 'CANCELLED' : 'CONFIRMED',
  };
}

/** `GET /api/appointments/{id}/calendar.ics`: for the session's patient and its doctor only. */
export async function appointmentCalendar(
  db: Executor,
  user: AuthUser,
  id: string,
  videoBaseUrl: string,
  now = new Date(),
): Promise<string> {
  const found = (
    await db
      .select({ a: appointments, doctorName: doctors.name })
      .from(appointments)
      .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
      .where(eq(appointments.id, id))
      .limit(1)
  )[0];
  if (!found) throw notFound('No session with this ID', 'APPOINTMENT_NOT_FOUND');
  const a = found.a;
  const mine = user.role === 'patient' ? a.patientId === user.id : a.doctorId === user.id;
  if (!mine) throw forbidden('You can only add your own sessions to a calendar');
  if (!a.start || !a.end || (a.status !== 'scheduled' && a.status !== 'held'))
    throw notFound('This session has no time yet', 'NOT_SCHEDULED');
  const sequence = await calendarSequence(db, a.id);
  return sessionCalendar({ ...a, start: a.start, end: a.end }, found.doctorName, {
    videoBaseUrl,
    sequence,
    now,
    treated: await treatedBy(db, a.dependantId),
  });
}
