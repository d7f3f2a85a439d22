/** Instants and wall-clock times in Asia/Kolkata for scheduling (IST is +05:30 all year: no DST). */
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** An instant as ISO 8601 with the +05:30 offset (DESIGN.md §3a): 2026-01-31T09:00:00+05:30. */
export const kolkataIso = (d: Date): string =>
  `${new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 19)}+05:30`;

/** The instant of `minutes` after midnight on a Kolkata date. */
export const kolkataInstant = (date: string, minutes: number): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS + minutes * 60_000);

/** The Kolkata date and minute of the day of an instant. */
export function kolkataDateAndMinute(d: Date): { date: string; minute: number } {
  const shifted = new Date(d.getTime() + OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Each date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
