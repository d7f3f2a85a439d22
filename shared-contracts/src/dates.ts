/**
 * Dates as people in India read them (en-IN, Asia/Kolkata), for every page of the site; money is
 * formatted beside it in pricing.ts. A calendar date (YYYY-MM-DD, no time) names the same day
 * everywhere, so it is never shifted by a time zone.
 */
import { BUSINESS_TIME_ZONE, TIMES_OF_DAY, type TimeOfDay } from './constants';
import { whenFirstUsed } from './whenFirstUsed';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** What an empty date or time shows. */
const EMPTY = '—';

/** An Intl date format made on its first use (whenFirstUsed.ts: ICU's data loads with the first one). */
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  whenFirstUsed(() => new Intl.DateTimeFormat(locale, options));

const isoDay = dateFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dayInIndia = dateFormat('en-IN', { timeZone: BUSINESS_TIME_ZONE, ...day });
const dayAndTimeInIndia = dateFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  ...day,
  hour: 'numeric',
  minute: '2-digit',
});
const calendarDay = dateFormat('en-IN', { timeZone: 'UTC', ...day });

/** Today's calendar date in India as YYYY-MM-DD (for comparing with dates the API stores). */
export const todayInIndia = (now: Date = new Date()): string => isoDay().format(now);

/**
 * The site's languages for dates: Hindi names days and months in Devanagari ("सोम, 30 नव॰") while its
 * digits stay 0–9 as in en-IN (CLDR's default numbering for hi); times read "9:00 am" in both.
 */
export type DateLanguage = 'en' | 'hi';
const hindiFormats = new Map<Intl.DateTimeFormat, Intl.DateTimeFormat>();
function inLanguage(english: Intl.DateTimeFormat, language: DateLanguage): Intl.DateTimeFormat {
  if (language === 'en') return english;
  let hindi = hindiFormats.get(english);
  if (!hindi) {
    const { timeZone, weekday, day, month, year } = english.resolvedOptions();
    hindi = new Intl.DateTimeFormat('hi-IN', {
      timeZone,
      weekday,
      day,
      month,
      year,
    } as Intl.DateTimeFormatOptions);
    hindiFormats.set(english, hindi);
  }
  return hindi;
}

function format(
  value: string | null | undefined,
  timestamp: Intl.DateTimeFormat,
  language: DateLanguage = 'en',
): string {
  if (!value) return EMPTY;
  const calendar = DATE_ONLY.test(value);
  const when = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(when.getTime())) return value;
  return inLanguage(calendar ? calendarDay() : timestamp, language).format(when);
}

/** "22 Nov 2026" for a date or a timestamp ("22 नव॰ 2026" in Hindi); the raw text when it is not a date; "—" when empty. */
export const formatDate = (value: string | null | undefined, language: DateLanguage = 'en'): string =>
  format(value, dayInIndia(), language);

/**
 * "22 Nov 2026, 3:05 pm IST" for a timestamp, in India time and saying so ("22 Nov 2026" for a calendar date); in
 * Hindi the day in Devanagari and the same time ("22 नव॰ 2026, 3:05 pm IST").
 */
export const formatDateTime = (value: string | null | undefined, language: DateLanguage = 'en'): string => {
  if (language !== 'en' && value) {
    const day = formatDate(value, language);
    return DATE_ONLY.test(value) || day === value ? day : `${day}, ${formatClockIst(value)}`;
  }
  const text = format(value, dayAndTimeInIndia());
  return value && !DATE_ONLY.test(value) && text !== value ? `${text} IST` : text;
};

const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};
const isTimeOfDay = (value: string): value is TimeOfDay =>
  (TIMES_OF_DAY as readonly string[]).includes(value);

/** "Morning" for `morning`; "Time to be confirmed" when none was chosen. */
export const formatTimeOfDay = (value: string | null | undefined): string =>
  !value ? 'Time to be confirmed' : isTimeOfDay(value) ? TIME_OF_DAY_LABELS[value] : value;

const clockInIndia = dateFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const chipDay = dateFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "9:00 am" in India time for an instant. */
export const formatClock = (instant: string): string => clockInIndia().format(new Date(instant));

/** The zone every time of the site is in, named where a time is shown to a patient who may be abroad. */
export const TIME_ZONE_LABEL = 'IST';

/** "9:00 am IST": a time the patient acts on (the booking and the result pages). */
export const formatClockIst = (instant: string): string => `${formatClock(instant)} ${TIME_ZONE_LABEL}`;

/** The calendar day (YYYY-MM-DD) in India of an instant. */
export const dayInIndiaOf = (instant: string): string => isoDay().format(new Date(instant));

/** `date` plus `days` calendar days (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const when = new Date(`${date}T00:00:00Z`);
  when.setUTCDate(when.getUTCDate() + days);
  return when.toISOString().slice(0, 10);
}

/** `date` plus `months` calendar months (YYYY-MM-DD), kept inside the month: 31 Aug + 6 months is 28 or 29 Feb. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** "Mon, 30 Nov" for a calendar date (a day chip of the slot picker); "सोम, 30 नव॰" in Hindi. */
export const formatDayShort = (date: string, language: DateLanguage = 'en'): string =>
  inLanguage(chipDay(), language).format(new Date(`${date}T00:00:00Z`));
