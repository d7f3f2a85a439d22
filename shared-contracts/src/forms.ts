/**
 * One schema per form of the site, built from the API's own field schemas (schemas.ts), so a
 * §5 rule and its message exist once. Values are what the inputs hold (text); the forms run these
 * with shared-ui's useSchemaForm, on blur and on submit.
 */
import './zod-config';
import { z } from 'zod';
import { TREATMENT_MODES } from './constants';
import { MESSAGES } from './messages';
import {
  emailSchema,
  homeVisitNeedsAddress,
  mobileSchema,
  numberFromText,
  personNameSchema,
  problemSchema,
  quantitySchema,
} from './schemas';

export const PAST_DATE_MESSAGE = 'Pick today or a later date';

/** The patient booking form (spec §5): name, email, quantity, problem, then the visit's details. */
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
    })
    .superRefine(
      (v, ctx) => {
        homeVisitNeedsAddress(v, ctx);
        if (typeof v.preferred_date === 'string' && v.preferred_date && v.preferred_date < today)
          ctx.addIssue({ code: 'custom', path: ['preferred_date'], message: PAST_DATE_MESSAGE });
      },
      // Checked even when another field failed, so the form shows every message at once.
      { when: () => true },
    );

/** Name and email of a patient (OTP login panel, profile). */
export const patientDetailsFormSchema = z.object({ name: personNameSchema, email: emailSchema });

/** The mobile step of the OTP login: 10 digits starting 6-9, empty gives the same message. */
export const mobileFormSchema = z.object({ mobile: mobileSchema });

/** Patient search by id: empty gives the name search's message (spec §5). */
export const patientIdSearchFormSchema = z.object({
  id: z.string().trim().min(1, MESSAGES.search.emptyName),
});
