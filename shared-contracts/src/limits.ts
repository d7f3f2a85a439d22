/**
 * Limits shared by the schemas, the forms and the API: one number per rule, so a plan the API accepts
 * can always be ordered and paid, and every field has a length the cheap guard checks before any pattern.
 */
/** Sessions of one treatment plan and of one order (an order of a plan must equal the plan's sessions). */
export const MAX_SESSIONS = 50;
/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** A mobile number as typed (with +91, spaces or dashes) before it is normalised to 10 digits. */
export const MOBILE_INPUT_MAX_LENGTH = 20;
/** Money is stored to the paisa (integer paise) and discounts as numeric(5,2): two decimals at most. */
export const MONEY_DECIMALS = 2;
