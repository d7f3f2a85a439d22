/**
 * Adherence (issue 29): the share of prescribed sets the patient ticked, per ISO week (Monday to Sunday, India's
 * dates). An item prescribes `sets × times_per_day` sets on each of `days_per_week` days; in a week it was in force
 * for fewer days (a new version, the first week, the current week up to today) it prescribes for at most those days.
 * Sets done count up to what the item prescribed that week, so over-doing one exercise never hides skipping another.
 */
import type { AdherenceWeek } from '@physio/shared-contracts';
import { addDays, weekdayOf } from '../../platform/lib/kolkata';

export interface VersionSpan {
  /** The first day it was in force (India's date of its saving). */
  from: string;
  /** The first day it was no longer in force (the next version's `from`), or null for the current one. */
  until: string | null;
  items: { id: string; sets: number; times_per_day: number; days_per_week: number }[];
}
export interface SetsLog {
  item_id: string;
  day: string;
  sets_done: number;
}

/** The Monday of a date's ISO week. */
export const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

/** ISO 8601 week label: 2026-W48 (the week's year is its Thursday's). */
export function isoWeek(date: string): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  const week = 1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const dayCount = (from: string, until: string) =>
  Math.max(0, Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000));

/** Days of [from, until) inside [start, end). */
const overlap = (from: string, until: string, start: string, end: string) =>
  dayCount(from > start ? from : start, until < end ? until : end);

export function weeklyAdherence(versions: VersionSpan[], logs: SetsLog[], today: string): AdherenceWeek[] {
  if (!versions.length) return [];
  const first = versions.reduce((a, v) => (v.from < a ? v.from : a), versions[0]!.from);
  const tomorrow = addDays(today, 1);
  const weeks: AdherenceWeek[] = [];
  for (let monday = mondayOf(first); monday <= today; monday = addDays(monday, 7)) {
    const end = addDays(monday, 7) < tomorrow ? addDays(monday, 7) : tomorrow;
    let prescribed = 0;
    let done = 0;
    for (const v of versions) {
      const days = overlap(v.from, v.until ?? tomorrow, monday, end);
      if (!days) continue;
      for (const item of v.items) {
        const owed = item.sets * item.times_per_day * Math.min(item.days_per_week, days);
        const ticked = logs
          .filter((l) => l.item_id === item.id && l.day >= monday && l.day < end)
          .reduce((sum, l) => sum + l.sets_done, 0);
        prescribed += owed;
        done += Math.min(owed, ticked);
      }
    }
    weeks.push({
      week: isoWeek(monday),
      starts: monday,
      prescribed,
      done,
      percent: prescribed ? Math.round((100 * done) / prescribed) : null,
    });
  }
  return weeks;
}
