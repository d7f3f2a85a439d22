/** Doctors: the login, the sign-up and the doctor as the API returns them. */
import '../zod-config';
import { z } from 'zod/mini';
import { MOBILE_INPUT_MAX_LENGTH } from '../limits';
import { boundedString } from '../primitives';
import { emailSchema, isoDateSchema, mobileSchema, personNameSchema } from './common';

export const DOCTOR_ID_MESSAGE = 'Enter your 10-digit mobile number';
/** A doctor logs in with their 10-digit mobile number. */
export const doctorLoginIdSchema = boundedString(MOBILE_INPUT_MAX_LENGTH, DOCTOR_ID_MESSAGE).check(
  z.trim(),
  z.regex(/^\d{10}$/, DOCTOR_ID_MESSAGE),
);
/** A password as typed: required, bounded (the empty message is the caller's). */
export const passwordSchema = (emptyMessage?: string) =>
  z.string().check(z.minLength(1, emptyMessage), z.maxLength(200));
export const doctorLoginRequestSchema = z.object({ id: doctorLoginIdSchema, password: passwordSchema() });
export type DoctorLoginRequest = z.infer<typeof doctorLoginRequestSchema>;

export const GENDERS = ['female', 'male', 'other'] as const;
export const doctorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.string(),
  birth_date: z.string(),
});
export type Doctor = z.infer<typeof doctorSchema>;

export const doctorSignupRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  gender: z.enum(GENDERS),
  birth_date: isoDateSchema,
  password: z.string().check(z.minLength(8, 'Use at least 8 characters'), z.maxLength(200)),
});
export type DoctorSignupRequest = z.infer<typeof doctorSignupRequestSchema>;
