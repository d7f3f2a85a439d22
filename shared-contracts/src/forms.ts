/**
 * One schema per form of the site, built from the API's own field schemas (schemas.ts), so a
 * §5 rule and its message exist once. Values are what the inputs hold (text); the forms run these
 * with shared-ui's useSchemaForm, on blur and on submit.
 */
import './zod-config';
import { z } from 'zod/mini';
import { TREATMENT_MODES } from './constants';
import { CHOOSE_TIME_MESSAGE, MESSAGES } from './messages';
import {
  doctorLoginIdSchema,
  doctorSignupRequestSchema,
  emailSchema,
  exerciseList,
  exerciseSchema,
  GENDERS,
  homeVisitNeedsAddress,
  numberFromText,
  passwordSchema,
  personNameSchema,
  planPriceSchema,
  planSessionsSchema,
  PLAN_MESSAGES,
  PRESCRIPTION_MESSAGES,
  prescriptionRequestSchema,
  problemSchema,
  quantitySchema,
  requiredDate,
} from './schemas';

export const PAST_DATE_MESSAGE = 'Pick today or a later date';

/** The patient booking form (spec §5): name, email, quantity, problem, then the visit's details and its time. */
export const bookingFormSchema = (today: string) =>
  z
    .object({
      name: personNameSchema,
      email: emailSchema,
      quantity: numberFromText(quantitySchema, MESSAGES.booking.quantity),
      description: problemSchema,
      mode: z.enum(TREATMENT_MODES),
      address: z.string(),
      pincode: z.string(),
      preferred_date: z.string(),
      preferred_time: z.string(),
      /** The slot picker's choice as text (a slot, or "call me"); empty until the patient picks. */
      slot: z.string().check(z.minLength(1, CHOOSE_TIME_MESSAGE)),
    })
    .check(
      z.superRefine(
        (v, ctx) => {
          homeVisitNeedsAddress(v, ctx);
          if (typeof v.preferred_date === 'string' && v.preferred_date && v.preferred_date < today)
            ctx.addIssue({ code: 'custom', path: ['preferred_date'], message: PAST_DATE_MESSAGE });
        },
        // Checked even when another field failed, so the form shows every message at once.
        { when: () => true },
      ),
    );

/** Patient search by id: empty gives the name search's message (spec §5). */
export const patientIdSearchFormSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1, MESSAGES.search.emptyName)),
});

/** The doctor login's own wording (spec §5 says only "both required"; the tests and e2e hold these). */
export const DOCTOR_LOGIN_MESSAGES = {
  mobile: 'Enter your mobile number',
  password: 'Enter your password',
} as const;

/**
 * Doctor login: blank fields get the UI's messages, a typed id the API's own rule and message
 * (doctorLoginIdSchema: 10 digits). The input keeps digits only (normalizeMobile), so "numeric" holds.
 */
export const doctorLoginFormSchema = z.object({
  id: z.pipe(z.string().check(z.trim(), z.minLength(1, DOCTOR_LOGIN_MESSAGES.mobile)), doctorLoginIdSchema),
  password: passwordSchema(DOCTOR_LOGIN_MESSAGES.password),
});

/** Doctor sign-up: the request's rules; an unpicked gender and a blank birth date get plain words. */
export const doctorSignupFormSchema = z.extend(doctorSignupRequestSchema, {
  gender: z.enum(GENDERS, { error: 'Select your gender' }),
  birth_date: requiredDate('Enter your date of birth'),
});

/** A doctor's treatment plan for a patient, sessions and price typed as text. */
export const planFormSchema = z.object({
  sessions: numberFromText(planSessionsSchema, PLAN_MESSAGES.sessions),
  price: numberFromText(planPriceSchema, PLAN_MESSAGES.price),
});

/** One exercise row of the prescription form: sets typed as text (a number), reps as written. */
export const exerciseFormSchema = z.extend(exerciseSchema, {
  sets: numberFromText(exerciseSchema.shape.sets, PRESCRIPTION_MESSAGES.sets),
  reps: exerciseSchema.shape.reps,
});
/** The prescription form: the request's title and advice, exercise rows as typed. */
export const prescriptionFormSchema = z.extend(prescriptionRequestSchema, {
  exercises: exerciseList(exerciseFormSchema),
});
