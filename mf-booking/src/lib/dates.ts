/** Dates in the business time zone (India), as the clinic and the patient read them. */
import { BUSINESS_TIME_ZONE } from '@physio/shared-contracts';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as YYYY-MM-DD in India. */
export const todayIso = (now: Date = new Date()): string => isoDay.format(now);

const longDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "5 Dec 2026" for a YYYY-MM-DD day (read as that calendar day, whatever the browser's zone). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00+05:30`) : new Date(iso);
  return Number.isNaN(day.getTime()) ? iso : longDay.format(day);
}

/** "5 Dec 2026, 3:04 pm" for a timestamp. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : dayAndTime.format(when);
}

const TIME_LABELS: Record<string, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};
export const timeOfDayLabel = (value: string | null | undefined): string =>
  value ? (TIME_LABELS[value] ?? value) : '';
