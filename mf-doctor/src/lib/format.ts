/** Display helpers: every date the doctor sees is in en-IN, Asia/Kolkata. */
import { BUSINESS_TIME_ZONE } from '@physio/shared-contracts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
// A calendar date (no time) names the same day everywhere: format it in UTC so it never shifts.
const calendarFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function parse(value: string): Date | null {
  const d = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "22 Nov 2026" for an ISO date or timestamp; the raw text when it is not a date; "—" when empty. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = parse(value);
  if (!d) return value;
  return DATE_ONLY.test(value) ? calendarFormat.format(d) : dateFormat.format(d);
}

/** "22 Nov 2026, 3:05 pm" in India time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = parse(value);
  if (!d) return value;
  return DATE_ONLY.test(value) ? calendarFormat.format(d) : dateTimeFormat.format(d);
}

/** Today's calendar date in India as YYYY-MM-DD (for comparing appointment dates). */
export function todayInIndia(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts;
}

const capitalise = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function formatGender(value: string | null | undefined): string {
  return value ? capitalise(value) : '—';
}

export const formatTimeOfDay = (value: string | null | undefined): string =>
  value ? capitalise(value) : 'Time to be confirmed';
