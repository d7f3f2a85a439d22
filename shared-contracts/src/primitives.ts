/**
 * Field primitives every schema is built from. Each one checks the length first and aborts there, so no
 * pattern or refinement ever runs on an over-long value (a failed zod `maxLength` does not stop later checks by
 * itself), and each pattern is linear in its input. Strings never carry a NUL (PostgreSQL cannot store one).
 */
import './zod-config';
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, MONEY_DECIMALS } from './limits';

/** Local part, then dot-separated domain labels: no two parts can match the same characters (linear). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const hasNul = (v: string): boolean => v.includes('\u0000');

/** A string of at most `max` characters without NUL; later checks run only on values that passed both. */
export const boundedString = (max: number, message?: string) =>
  z.string().check(
    z.maxLength(max, { message, abort: true }),
    z.refine((v) => !hasNul(v), { message: 'Text must not contain NUL characters', abort: true }),
  );

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/** C0 and C1 controls and the Unicode line and paragraph separators (NUL is refused before, by boundedString). */
const LINE_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** The same less tab and line feed: what multi-line text may not keep (CR and CR LF become LF first). */
const CONTROLS_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
/* eslint-enable no-control-regex */

/** One line of text: every run of control characters (line breaks, bare CR, tabs…) becomes one space. */
export const toSingleLine = (v: string): string => v.replace(LINE_BREAKERS, ' ');
/** Lines of text: CR LF and a bare CR become LF; other control characters go; tabs and line feeds stay. */
export const toPlainLines = (v: string): string => v.replace(/\r\n?/g, '\n').replace(CONTROLS_IN_TEXT, '');

/**
 * Free text a person typed (names, addresses, reasons, advice…), at most `max` characters: control characters are
 * stripped at the door, so none reaches a calendar file, an SMS, an e-mail header or a PDF; then trimmed.
 * `multiline` keeps line breaks (as LF).
 */
export const textSchema = (max: number, options: { message?: string; multiline?: boolean } = {}) =>
  boundedString(max, options.message).check(
    z.overwrite(options.multiline ? toPlainLines : toSingleLine),
    z.trim(),
  );

export const isValidEmailAddress = (v: string): boolean => {
  const t = v.trim();
  return t.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(t);
};

/** An e-mail address: length-guarded, then the linear pattern. */
export const safeEmailSchema = (message: string, emptyMessage?: string) => {
  // A control character inside becomes a space, which the pattern then refuses.
  const base = textSchema(EMAIL_MAX_LENGTH, { message });
  return (emptyMessage ? base.check(z.minLength(1, { message: emptyMessage, abort: true })) : base).check(
    z.regex(EMAIL_PATTERN, message),
  );
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** YYYY-MM-DD naming a day that exists (no 2025-02-30, no month 13, no year 0); no Date.parse roll-over. */
export function isCalendarDate(v: string): boolean {
  if (v.length !== 10 || !ISO_DATE_PATTERN.test(v)) return false;
  const year = Number(v.slice(0, 4));
  const month = Number(v.slice(5, 7));
  const day = Number(v.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}

/** The one date schema: every date field (search, coupons, booking, birth dates) uses it. */
export const calendarDateSchema = boundedString(10, 'Dates must look like YYYY-MM-DD').check(
  z.regex(ISO_DATE_PATTERN, 'Dates must look like YYYY-MM-DD'),
  z.refine(isCalendarDate, 'Not a real date'),
);

/** True when `v` has at most `decimals` decimals (0.1 + 0.2 style float noise allowed). */
export function hasAtMostDecimals(v: number, decimals = MONEY_DECIMALS): boolean {
  const scaled = v * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * An amount stored as numeric(p, 2) or integer paise: finite, within [min, max] (min exclusive when
 * `minExclusive`), and to the paisa, so the database stores exactly what was accepted.
 */
export const decimalSchema = (opts: {
  min: number;
  max: number;
  minExclusive?: boolean;
  message?: string;
  typeMessage?: string;
}) =>
  z
    .number(opts.typeMessage ? { message: opts.typeMessage } : undefined)
    // (zod 4 numbers are finite: classic's `.finite()` was a no-op.)
    // No `abort` on the range checks: an aborted field stops the object's own rules too (the coupon form's
    // start-not-after-end message vanished behind an out-of-range discount), and these checks are cheap.
    .check(
      opts.minExclusive
        ? z.gt(opts.min, { message: opts.message })
        : z.gte(opts.min, { message: opts.message }),
      z.lte(opts.max, { message: opts.message }),
      // A tiny positive value (5e-324) has "no decimals" within float noise but is stored as 0.00:
      // the amount as the column keeps it must still be inside the bounds.
      z.refine((v) => hasAtMostDecimals(v) && (!opts.minExclusive || toColumnPrecision(v) > opts.min), {
        message: opts.message ?? `Use at most ${MONEY_DECIMALS} decimals`,
      }),
    );

/** The value as numeric(p, 2) stores it. */
function toColumnPrecision(v: number): number {
  return Math.round(v * 10 ** MONEY_DECIMALS) / 10 ** MONEY_DECIMALS;
}
