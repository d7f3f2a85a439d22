const IST_OFFSET_MS = 330 * 60_000;

/**
 * Wall-clock date and time in Asia/Kolkata: { date: 'YYYY-MM-DD', time: 'HH:MM:SS' }. IST is +05:30 all year (no DST
 * since 1945), so this is arithmetic: Intl's formatToParts took ~1 % of a coupon lookup (time.test.ts checks both agree).
 */
export function kolkataNow(now: Date = new Date()): { date: string; time: string } {
  const iso = new Date(now.getTime() + IST_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** Start of a Kolkata calendar day as a UTC instant (IST has no DST: +05:30 all year). */
export const kolkataDayStart = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+05:30`);
export const kolkataDayEnd = (isoDate: string): Date => new Date(`${isoDate}T23:59:59.999+05:30`);

export const toIso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
