/**
 * The patterns of spec §5's rules. The rules themselves are the zod schemas (schemas.ts, forms.ts):
 * the API validates with them and the forms read their messages from them.
 */
import { isValidEmailAddress } from './primitives';

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const LETTERS_AND_SPACES = /^[A-Za-z\s]+$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{1,32}$/;

/** Pattern checks (no messages): a message always comes from a schema. */
export const isValidMobile = (v: string): boolean => MOBILE_PATTERN.test(v.trim());
export const isValidEmail = isValidEmailAddress;
