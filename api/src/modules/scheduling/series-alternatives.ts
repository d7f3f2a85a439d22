/**
 * The nearest free alternatives of a series occurrence whose time is taken (the rule of shared-contracts series.ts):
 * free times on the occurrence's own date by distance from the asked time (earlier first on a tie), then the nearest
 * free time to the asked minute on the days around it, one day either side, then two, … (earlier day first on a
 * tie). Times in `avoid` (the series' other occurrences) are never offered. Pure: the caller loads the free slots.
 */
import { SERIES } from '@physio/shared-contracts';
import { addDays, kolkataDateAndMinute } from '../../platform/lib/kolkata';

export interface FreeTime {
  start: Date;
  end: Date;
}

export function nearestAlternatives(
  asked: Date,
  free: readonly FreeTime[],
  avoid: ReadonlySet<number>,
  { limit = SERIES.alternatives, days = SERIES.alternativeDays }: { limit?: number; days?: number } = {},
): FreeTime[] {
  const { date, minute } = kolkataDateAndMinute(asked);
  const byDate = new Map<string, { time: FreeTime; minute: number }[]>();
  for (const time of free) {
    if (avoid.has(time.start.getTime()) || time.start.getTime() === asked.getTime()) continue;
    const at = kolkataDateAndMinute(time.start);
    byDate.set(at.date, [...(byDate.get(at.date) ?? []), { time, minute: at.minute }]);
  }
  const nearest = (list: { time: FreeTime; minute: number }[]) =>
    [...list].sort(
      (a, b) => Math.abs(a.minute - minute) - Math.abs(b.minute - minute) || a.minute - b.minute,
    );
  const out = nearest(byDate.get(date) ?? [])
    .slice(0, limit)
    .map((c) => c.time);
  for (let d = 1; d <= days && out.length < limit; d++)
    for (const other of [addDays(date, -d), addDays(date, d)]) {
      const best = nearest(byDate.get(other) ?? [])[0];
      if (best && out.length < limit) out.push(best.time);
    }
  return out;
}
