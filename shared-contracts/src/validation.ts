/**
 * The patterns of spec §5's rules. The rules themselves are the zod schemas (schemas.ts, forms.ts):
 * the API validates with them and the forms read their messages from them.
 */

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LETTERS_AND_SPACES = /^[A-Za-z\s]+$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{1,32}$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
