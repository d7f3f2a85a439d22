/**
 * The patient's own forms (the OTP login's two steps, the name and e-mail of the login and the profile): apart from
 * forms.ts so that a page with only these does not take the booking and doctor forms' schemas (orders, series,
 * prescriptions) with them.
 */
import './zod-config';
import { z } from 'zod/mini';
import { emailSchema, mobileSchema, otpSchema, personNameSchema } from './schemas';

/** Name and email of a patient (OTP login panel, profile). */
export const patientDetailsFormSchema = z.object({ name: personNameSchema, email: emailSchema });

/** The mobile step of the OTP login: 10 digits starting 6-9, empty gives the same message. */
export const mobileFormSchema = z.object({ mobile: mobileSchema });

/** The code step of the OTP login: the API's rule for a code (six digits, else "Wrong OTP!"). */
export const otpCodeFormSchema = z.object({ code: otpSchema });
