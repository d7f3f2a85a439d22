// Days for the journeys that book real times (issue 31): each journey takes its weekday from a range of
// days ahead that no other journey uses, reads it once when the spec loads, and then finds that date's chip by
// its name, never by its position — so a journey that runs across midnight in India still picks the same day.
import type { Locator } from '@playwright/test';

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The first Monday-to-Friday date (YYYY-MM-DD in Asia/Kolkata) `from` to `to` days after today. */
export function weekdayAhead(from: number, to: number, now = Date.now()): string {
  for (let days = from; days <= to; days++) {
    const date = new Date(now + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
  throw new Error(`no weekday ${from} to ${to} days ahead`);
}

/** "27 Nov 2026": a calendar date as the site names it (en-IN). */
export const dayName = (date: string): string =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** The slot picker's chip of `date` inside `scope` (its name holds the date: "1 Dec 2026", never "11 Dec 2026"). */
export const dayChip = (scope: Locator, date: string): Locator =>
  scope
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: new RegExp(`\\b${dayName(date)}\\b`) });

/** A clock time "18:00" as the site shows it ("6:00 pm"), as a pattern (the space before am/pm is optional). */
export function clockPattern(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')}\\s?${h < 12 ? 'am' : 'pm'}`;
}
