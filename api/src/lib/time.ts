import { BUSINESS_TIME_ZONE } from '@physio/shared-contracts';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Wall-clock date and time in Asia/Kolkata: { date: 'YYYY-MM-DD', time: 'HH:MM:SS' }. */
export function kolkataNow(now: Date = new Date()): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/** Start of a Kolkata calendar day as a UTC instant (IST has no DST: +05:30 all year). */
export const kolkataDayStart = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+05:30`);
export const kolkataDayEnd = (isoDate: string): Date => new Date(`${isoDate}T23:59:59.999+05:30`);

export const toIso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
