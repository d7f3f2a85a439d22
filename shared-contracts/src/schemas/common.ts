/** The building blocks of the call shapes: ids, names, dates, envelopes and the error body. */
import '../zod-config';
import { z } from 'zod/mini';
import { MESSAGES } from '../messages';
import { MOBILE_PATTERN } from '../validation';
import { MOBILE_INPUT_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits';
import { boundedString, calendarDateSchema, safeEmailSchema, textSchema } from '../primitives';

export const mobileSchema = boundedString(MOBILE_INPUT_MAX_LENGTH, MESSAGES.invalidMobile).check(
  z.trim(),
  z.regex(MOBILE_PATTERN, MESSAGES.invalidMobile),
);
/** A patient id is their 10-digit mobile number. */
export const patientIdSchema = mobileSchema;
/**
 * The id an erased account's kept records move to (api privacy/erase.ts `tombstoneId`: `erased-` and 32 hex digits):
 * no login reaches it; only a doctor who treated the patient reads those records, and nobody changes them.
 */
export const ERASED_OWNER_PATTERN = /^erased-[0-9a-f]{32}$/;
export const isErasedOwnerId = (id: string): boolean => ERASED_OWNER_PATTERN.test(id);
/** Whose treatment record a read names: a patient's mobile number, or an erased account's kept-records id. */
export const isRecordOwnerId = (id: string): boolean => MOBILE_PATTERN.test(id) || isErasedOwnerId(id);
export const recordOwnerIdSchema = boundedString(40, MESSAGES.invalidMobile).check(
  z.trim(),
  z.refine(isRecordOwnerId, MESSAGES.invalidMobile),
);
export const RECORD_READ_ONLY_MESSAGE =
  'This patient has erased their account. Their treatment records are kept read-only and cannot be changed.';
export const emailSchema = safeEmailSchema(MESSAGES.booking.email);
export const personNameSchema = textSchema(NAME_MAX_LENGTH).check(z.minLength(1, MESSAGES.booking.name));
/** Every date field: a real calendar date (primitives.ts). */
export const isoDateSchema = calendarDateSchema;
export const rupeesSchema = z.number().check(z.nonnegative(), z.lte(10_000_000));

/** A required `YYYY-MM-DD` date: `emptyMessage` when blank (spec §5), else the calendar check. */
export const requiredDate = (emptyMessage: string) =>
  z.pipe(z.string().check(z.minLength(1, emptyMessage)), isoDateSchema);

/**
 * A number typed into a text field: `emptyMessage` when blank, else `schema`'s own rule and messages.
 * Forms use it so the rule stays the API's schema (quantity, discount…).
 */
export const numberFromText = <T extends z.ZodMiniType<number, number>>(schema: T, emptyMessage: string) =>
  z.pipe(z.pipe(z.string().check(z.trim(), z.minLength(1, emptyMessage)), z.transform(Number)), schema);

/** Two dates of one object in order: `start` not after `end`; the message goes on `end` (spec §5). */
export function startNotAfterEnd<K1 extends string, K2 extends string>(start: K1, end: K2, message: string) {
  const inOrder = (v: Record<K1 | K2, unknown>) => {
    // `when` runs this even when the value is not an object at all (a request without a body).
    if (typeof v !== 'object' || v === null) return true;
    const a = v[start];
    const b = v[end];
    return !(typeof a === 'string' && typeof b === 'string' && a && b && a > b);
  };
  // Checked even when another field failed, so a form shows every message at once.
  const options = { message, path: [end] as PropertyKey[], when: () => true };
  return [inOrder, options] as const;
}

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.array(z.unknown())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Success envelope `{ data, message? }` (the spec reads `data.data`). */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ data, message: z.optional(z.string()) });
export type Envelope<T> = { data: T; message?: string };
