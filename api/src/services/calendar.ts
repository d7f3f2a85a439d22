/** "Add to calendar": one session as an iCalendar (RFC 5545) event. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appointments, doctors } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import type { AuthUser } from '../types';
import { joinUrl } from './video';

/** 20260131T033000Z */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

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
}

export function icsEvent(e: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PhysioCare//Sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.now)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
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
  const url = a.mode === 'online' ? joinUrl(videoBaseUrl, a.videoRoom) : null;
  const home = a.mode === 'home' ? [a.address, a.pincode].filter(Boolean).join(', ') : null;
  const withWhom = found.doctorName ?? 'your physiotherapist';
  return icsEvent({
    uid: `${a.id}@physiocare`,
    start: a.start,
    end: a.end,
    summary:
      a.mode === 'online'
        ? `Online physiotherapy session with ${withWhom}`
        : `Physiotherapy home visit by ${withWhom}`,
    description: url ? `Join the video session: ${url}` : 'Home visit: please be at the address you gave.',
    location: url ?? home,
    url,
    now,
  });
}
