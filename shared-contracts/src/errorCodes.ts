/**
 * Every `code` the API answers in its `{ message, code }` error bodies, each once. The API's errors are typed
 * with `ErrorCode`; clients compare against `ERROR_CODES.X`, never a string of their own. Framework errors the
 * API passes through (Fastify's `FST_…`, e.g. a wrong content type) are not listed: no client acts on them.
 */
const codes = [
  // Any call
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NUL_CHARACTER',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  // Sessions and roles
  'UNAUTHORIZED',
  'NO_TOKEN',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'CSRF',
  'NO_REFRESH_TOKEN',
  'REFRESH_UNKNOWN',
  'REFRESH_EXPIRED',
  'REFRESH_REVOKED',
  'REFRESH_REUSED',
  'REFRESH_INACTIVE',
  'INVALID_CREDENTIALS',
  'OTP_RESEND_TOO_SOON',
  'OTP_HOURLY_LIMIT',
  'OTP_LOCKED',
  'WRONG_OTP',
  'SMS_FAILED',
  // Patients and doctors
  'PATIENT_NOT_FOUND',
  'DOCTOR_NOT_FOUND',
  'NOT_YOUR_PATIENT',
  'NOT_ASSIGNED',
  'RECORD_READ_ONLY',
  'PRESCRIPTION_NOT_FOUND',
  // The clinical record
  'NOTE_NOT_FOUND',
  'NOTE_SIGNED',
  'NOTE_NOT_SIGNED',
  'NOTE_EMPTY',
  'CONSENT_REQUIRED',
  'UNKNOWN_EXERCISE',
  'PROGRAM_ITEM_NOT_FOUND',
  'TOO_MANY_SETS',
  // Coupons
  'COUPON_NOT_FOUND',
  'COUPON_EXISTS',
  'COUPON_IN_USE',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_USED_BY_PATIENT',
  'COUPON_USED_UP',
  'INVALID_COUPON',
  // Orders and payments
  'ORDER_NOT_FOUND',
  'ORDER_PAID',
  'ORDER_EXPIRED',
  'QUANTITY_MISMATCH',
  'PRICE_MISMATCH',
  'AMOUNT_TOO_SMALL',
  'PROVIDER_REJECTED',
  'PROVIDER_UNAVAILABLE',
  'HOLD_LIMIT',
  'TOO_MANY_UNPAID_ORDERS',
  'INVALID_SIGNATURE',
  'MISSING_EVENT_ID',
  'INVALID_BODY',
  // Scheduling
  'INVALID_AVAILABILITY',
  'STRANDED_SESSIONS',
  'BEYOND_HORIZON',
  'SLOT_IN_PAST',
  'SLOT_TOO_SOON',
  'SLOT_OUT_OF_HOURS',
  'SLOT_WRONG_MODE',
  'SLOT_TAKEN',
  'PIN_UNKNOWN',
  'PIN_OUTSIDE_AREA',
  'NO_CREDIT',
  'CREDITS_EXPIRED',
  'WRONG_DOCTOR',
  'APPOINTMENT_NOT_FOUND',
  'NOT_SCHEDULED',
  // The waitlist
  'WAITLIST_EMPTY_WINDOW',
  'WAITLIST_LIMIT',
  'ALREADY_WAITLISTED',
  'WAITLIST_NOT_FOUND',
  'OFFER_NOT_FOUND',
  'OFFER_GONE',
  'OFFER_EXPIRED',
  // Weekly series
  'SERIES_UNKNOWN_TIME',
  'SERIES_OVER_CREDITS',
  'SERIES_DUPLICATE_TIMES',
  'SERIES_NOT_FOUND',
  'NOT_IN_SERIES',
  'ORDER_REQUIRED',
  'PATIENT_REQUIRED',
  // Session packages
  'PACKAGE_NOT_FOUND',
  'PACKAGE_UNAVAILABLE',
  'PACKAGE_LIMIT',
  // Family
  'DEPENDANT_NOT_FOUND',
  'FAMILY_LIMIT',
  'PACKAGE_NOT_SHAREABLE',
  // Changes of plan, refunds, receipts, payouts
  'NOT_YOURS',
  'NOT_LIVE',
  'ALREADY_STARTED',
  'SAME_TIME',
  'TOO_LATE',
  'TOO_EARLY',
  'NOT_PAID',
  'NOTHING_TO_REFUND',
  'REFUND_TOO_SMALL',
  'REFUND_FAILED',
  'REFUND_NOT_FOUND',
  'REFUND_NOT_PROCESSED',
  'RECEIPT_NOT_FOUND',
  'PAYOUT_NOT_FOUND',
  // Data rights (DPDP Act)
  'UNKNOWN_PURPOSE',
  'ERASE_NOT_CONFIRMED',
  'ERASE_BLOCKED',
  'CARE_CONSENT_WITHDRAWN',
] as const;

export type ErrorCode = (typeof codes)[number];

const byName = <C extends string>(list: readonly C[]) =>
  Object.freeze(Object.fromEntries(list.map((c) => [c, c]))) as { readonly [K in C]: K };

// Pure: a page that only names a few codes (SLOT_REFUSAL_CODES) does not carry the whole list.
export const ERROR_CODES = /* @__PURE__ */ byName(codes);

/**
 * The refusals of a chosen time itself (taken meanwhile, gone by, outside the hours or the mode). The booking
 * pages take these instead of ERROR_CODES: webpack cannot drop unused properties, so ERROR_CODES would add its
 * whole list (0.6 KB gzipped) to the confirmation page's first render, over its budget.
 */
export const SLOT_REFUSALS = {
  taken: 'SLOT_TAKEN',
  inPast: 'SLOT_IN_PAST',
  tooSoon: 'SLOT_TOO_SOON',
  outOfHours: 'SLOT_OUT_OF_HOURS',
  wrongMode: 'SLOT_WRONG_MODE',
} as const satisfies Record<string, ErrorCode>;

/** Whether an answer's `code` is one the API documents. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);

/** The error statuses the API answers with `{ message, code }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503;
