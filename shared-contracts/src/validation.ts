/**
 * Field rules of spec §5 as pure functions: each returns the spec's message, or `null` when the value is fine.
 * The UI runs them on blur and on submit; the zod schemas below reuse the same predicates on the server.
 */
import { MESSAGES } from './messages';
import { PROBLEM_CATEGORIES } from './constants';
import { MAX_SESSIONS } from './limits';
import { hasAtMostDecimals, isValidEmailAddress } from './primitives';

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const LETTERS_AND_SPACES = /^[A-Za-z\s]+$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{1,32}$/;

export type FieldError = string | null;
export type Errors<K extends string> = Partial<Record<K, string>>;

export const isValidMobile = (v: string): boolean => MOBILE_PATTERN.test(v.trim());
export const isValidEmail = isValidEmailAddress;

export const mobileError = (v: string): FieldError => (isValidMobile(v) ? null : MESSAGES.invalidMobile);

export const bookingRules = {
  name: (v: string): FieldError => (v.trim() ? null : MESSAGES.booking.name),
  email: (v: string): FieldError => (isValidEmail(v) ? null : MESSAGES.booking.email),
  quantity: (v: string | number): FieldError => {
    const n = Number(v);
    return String(v).trim() !== '' && Number.isInteger(n) && n > 0 && n <= MAX_SESSIONS
      ? null
      : MESSAGES.booking.quantity;
  },
  description: (v: string): FieldError =>
    (PROBLEM_CATEGORIES as readonly string[]).includes(v) ? null : MESSAGES.booking.problem,
  address: (v: string): FieldError => (v.trim().length >= 5 ? null : MESSAGES.booking.address),
  pincode: (v: string): FieldError => (PINCODE_PATTERN.test(v.trim()) ? null : MESSAGES.booking.pincode),
};

export const contactRules = {
  name: (v: string): FieldError => {
    if (!v.trim()) return MESSAGES.contact.nameEmpty;
    return LETTERS_AND_SPACES.test(v) ? null : MESSAGES.contact.nameLetters;
  },
  email: (v: string): FieldError => {
    if (!v.trim()) return MESSAGES.contact.emailEmpty;
    return isValidEmail(v) ? null : MESSAGES.contact.emailInvalid;
  },
  message: (v: string): FieldError => (v.trim() ? null : MESSAGES.contact.messageEmpty),
};

export interface CouponFormValues {
  coupon_code: string;
  discount_percentage: string | number;
  start_date: string;
  end_date: string;
}

export const couponRules = {
  coupon_code: (v: string): FieldError => (v.trim() ? null : MESSAGES.coupon.enterCode),
  discount_percentage: (v: string | number): FieldError => {
    if (String(v).trim() === '') return MESSAGES.coupon.enterDiscount;
    const n = Number(v);
    return Number.isFinite(n) && n > 0 && n <= 100 && hasAtMostDecimals(n)
      ? null
      : MESSAGES.coupon.invalidDiscount;
  },
  start_date: (v: string): FieldError => (v ? null : MESSAGES.coupon.enterStartDate),
  end_date: (v: string): FieldError => (v ? null : MESSAGES.coupon.enterEndDate),
  range: (start: string, end: string): FieldError =>
    start && end && start > end ? MESSAGES.coupon.startAfterEnd : null,
};

/** Runs a rule table over values; returns only the failing fields. */
export function validateAll<K extends string>(
  rules: Record<K, (v: never) => FieldError>,
  values: Record<K, unknown>,
): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = (rules[key] as (v: unknown) => FieldError)(values[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
