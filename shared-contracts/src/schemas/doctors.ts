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

/**
 * What a doctor edits on their profile for receipts and payouts (issue 26): the State council registration number
 * printed on receipts, and where payouts go — a UPI ID or a bank account (holder, number, IFSC).
 */
export const PRACTICE_MESSAGES = {
  registration: 'Enter your registration number: 3 to 30 letters, digits, spaces, / . or -',
  method: 'Choose UPI or a bank account for your payouts',
  upi: 'Enter a UPI ID like name@bank',
  accountName: 'Enter the account holder’s name as the bank has it',
  accountNumber: 'Enter the account number: 9 to 18 digits',
  ifsc: 'Enter the 11-character IFSC, like HDFC0001234',
} as const;
export const PAYOUT_METHODS = ['upi', 'bank'] as const;
export const REGISTRATION_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{1,28})[A-Za-z0-9]$/;
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,31}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

const trimmed = (max: number, message: string) =>
  boundedString(max, message).check(z.trim(), z.minLength(1, message));
export const doctorPracticeRequestSchema = z
  .object({
    registration_number: trimmed(30, PRACTICE_MESSAGES.registration).check(
      z.regex(REGISTRATION_NUMBER_PATTERN, PRACTICE_MESSAGES.registration),
    ),
    payout_method: z.enum(PAYOUT_METHODS, { error: PRACTICE_MESSAGES.method }),
    upi_id: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    account_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** Required the first time; left out, the stored number stays (it is only ever shown masked). */
    account_number: z.optional(z.string().check(z.trim(), z.maxLength(30))),
    ifsc: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(20))),
  })
  .check(
    z.superRefine((b, ctx) => {
      const need = (key: keyof typeof b, ok: boolean, message: string) => {
        if (!ok) ctx.addIssue({ code: 'custom', path: [key], message });
      };
      if (b.payout_method === 'upi')
        need('upi_id', UPI_ID_PATTERN.test(b.upi_id ?? ''), PRACTICE_MESSAGES.upi);
      if (b.payout_method !== 'bank') return;
      need('account_name', (b.account_name ?? '').length >= 2, PRACTICE_MESSAGES.accountName);
      if (b.account_number)
        need(
          'account_number',
          ACCOUNT_NUMBER_PATTERN.test(b.account_number),
          PRACTICE_MESSAGES.accountNumber,
        );
      need('ifsc', IFSC_PATTERN.test(b.ifsc ?? ''), PRACTICE_MESSAGES.ifsc);
    }),
  );
export type DoctorPracticeRequest = z.input<typeof doctorPracticeRequestSchema>;

export const doctorPracticeSchema = z.object({
  registration_number: z.nullable(z.string()),
  payout_method: z.nullable(z.enum(PAYOUT_METHODS)),
  upi_id: z.nullable(z.string()),
  account_name: z.nullable(z.string()),
  /** The stored account number's last four digits only. */
  account_number_last4: z.nullable(z.string()),
  ifsc: z.nullable(z.string()),
});
export type DoctorPractice = z.infer<typeof doctorPracticeSchema>;
