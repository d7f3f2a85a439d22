/** Patients: the login with a one-time code, the profile, the treatment plan and the doctor's search. */
import '../zod-config';
import { z } from 'zod/mini';
import { MESSAGES } from '../messages';
import { OTP_PATTERN } from '../validation';
import { MAX_SESSIONS, NAME_MAX_LENGTH } from '../limits';
import { boundedString, decimalSchema } from '../primitives';
import { emailSchema, mobileSchema, personNameSchema, requiredDate, startNotAfterEnd } from './common';
import { dependantIdSchema, treatedMemberSchema } from '../family';

export const patientLoginRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
});
export type PatientLoginRequest = z.infer<typeof patientLoginRequestSchema>;

/** A one-time code: exactly its digits (spec §5), else "Wrong OTP!". */
export const otpSchema = boundedString(20, MESSAGES.wrongOtp).check(z.regex(OTP_PATTERN, MESSAGES.wrongOtp));
export const otpVerifyRequestSchema = z.object({ number: mobileSchema, otp: otpSchema });
export type OtpVerifyRequest = z.infer<typeof otpVerifyRequestSchema>;

export const verifiedPatientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  new_user: z.boolean(),
  price: z.number(),
});
export type VerifiedPatient = z.infer<typeof verifiedPatientSchema>;

export const patientProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  new_user: z.boolean(),
  /** Per-session price in rupees (the plan a doctor set; 499 by default). */
  price: z.number(),
  /** Sessions of the current treatment plan (book-physio quantity). */
  sessions: z.int(),
  /** Whether a doctor has set the plan (else price and sessions are the defaults, not a plan to show). */
  plan_set: z.optional(z.boolean()),
  created_at: z.optional(z.string()),
});
export type PatientProfile = z.infer<typeof patientProfileSchema>;

/**
 * The savePlan answer: the holder's profile, and for a family member's plan (issue 28 point 3) that member with their
 * own plan. Apart from the profile so the profile read keeps its compiled serializer (a nullable plan object has none).
 */
export const savedPlanSchema = z.extend(patientProfileSchema, { member: z.optional(treatedMemberSchema) });
export type SavedPlan = z.infer<typeof savedPlanSchema>;

export const patientUpdateRequestSchema = z.object({ name: personNameSchema, email: emailSchema });
export type PatientUpdateRequest = z.infer<typeof patientUpdateRequestSchema>;

/**
 * The language of the patient's messages (issue 30): any code is taken, an unknown one means English
 * (parseLanguage), so a switch that knows more languages than the API never fails.
 */
export const patientLanguageRequestSchema = z.object({ language: boundedString(20, 'Choose a language') });
export const patientLanguageSchema = z.object({ language: z.enum(['en', 'hi']) });
export type PatientLanguage = z.infer<typeof patientLanguageSchema>;

export const PLAN_MESSAGES = {
  sessions: `Enter a number of sessions from 1 to ${MAX_SESSIONS}`,
  price: 'Enter a price per session above ₹0 (at most ₹1,00,000)',
} as const;
export const planSessionsSchema = z
  .number({ error: PLAN_MESSAGES.sessions })
  .check(
    z.int(PLAN_MESSAGES.sessions),
    z.gte(1, PLAN_MESSAGES.sessions),
    z.lte(MAX_SESSIONS, PLAN_MESSAGES.sessions),
  );
/** Rupees per session, to the paisa (stored as integer paise, which must stay above 0). */
export const planPriceSchema = decimalSchema({
  min: 0,
  minExclusive: true,
  max: 100_000,
  message: PLAN_MESSAGES.price,
  typeMessage: PLAN_MESSAGES.price,
});
export const treatmentPlanSchema = z.object({ sessions: planSessionsSchema, price: planPriceSchema });
export type TreatmentPlan = z.infer<typeof treatmentPlanSchema>;
/** `PUT /api/users/:id/plan`: the plan, for the patient or (dependant_id) one of their own family members. */
export const treatmentPlanRequestSchema = z.object({
  ...treatmentPlanSchema.shape,
  dependant_id: z.optional(dependantIdSchema),
});
export type TreatmentPlanRequest = z.infer<typeof treatmentPlanRequestSchema>;

export const patientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  /**
   * A family member the doctor treats, listed as a patient of their own (issue 28 point 3): then id, name, mobile and
   * e-mail are the account holder's, their contact.
   */
  member: z.optional(z.object({ id: z.string(), name: z.string(), relation: z.string(), age: z.int() })),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientSearchQuerySchema = z.object({
  name: boundedString(NAME_MAX_LENGTH).check(z.trim(), z.minLength(1, MESSAGES.search.emptyName)),
});
export const dateRangeSearchSchema = z
  .object({
    from_date: requiredDate(MESSAGES.search.emptyStartDate),
    to_date: requiredDate(MESSAGES.search.emptyEndDate),
  })
  .check(z.refine(...startNotAfterEnd('from_date', 'to_date', MESSAGES.search.startAfterEnd)));
export type DateRangeSearch = z.infer<typeof dateRangeSearchSchema>;
