/**
 * Shapes of every call of spec §7 and DESIGN.md §3, as zod schemas. The API validates with them;
 * the remotes import the inferred types (and may parse answers with them).
 */
import './zod-config';
import { z } from 'zod/mini';
import { ORDER_KINDS, ORDER_STATUSES, PROBLEM_CATEGORIES, TIMES_OF_DAY, TREATMENT_MODES } from './constants';
import { MESSAGES } from './messages';
import { APPOINTMENT_STATUSES, sessionCreditsSchema, slotChoiceSchema } from './scheduling';
import { appointmentChangeSchema } from './changes';
import {
  COUPON_CODE_PATTERN,
  LETTERS_AND_SPACES,
  MOBILE_PATTERN,
  OTP_PATTERN,
  PINCODE_PATTERN,
} from './validation';
import { MAX_SESSIONS, MOBILE_INPUT_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { boundedString, calendarDateSchema, decimalSchema, safeEmailSchema } from './primitives';

// ── building blocks ──────────────────────────────────────────────────────────
export const mobileSchema = boundedString(MOBILE_INPUT_MAX_LENGTH, MESSAGES.invalidMobile).check(
  z.trim(),
  z.regex(MOBILE_PATTERN, MESSAGES.invalidMobile),
);
/** A patient id is their 10-digit mobile number. */
export const patientIdSchema = mobileSchema;
export const emailSchema = safeEmailSchema(MESSAGES.booking.email);
export const personNameSchema = boundedString(NAME_MAX_LENGTH).check(
  z.trim(),
  z.minLength(1, MESSAGES.booking.name),
);
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

// ── patients and one-time codes ─────────────────────────────────────────────
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
  created_at: z.optional(z.string()),
});
export type PatientProfile = z.infer<typeof patientProfileSchema>;

export const patientUpdateRequestSchema = z.object({ name: personNameSchema, email: emailSchema });
export type PatientUpdateRequest = z.infer<typeof patientUpdateRequestSchema>;

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

export const patientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
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

// ── doctors ─────────────────────────────────────────────────────────────────
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

// ── coupons ─────────────────────────────────────────────────────────────────
const couponCode = z.pipe(
  z.pipe(
    boundedString(64, 'Coupon codes use letters, digits, - and _ (at most 32)').check(
      z.trim(),
      z.minLength(1, MESSAGES.coupon.enterCode),
    ),
    z.transform((v) => v.toUpperCase()),
  ),
  z.string().check(z.regex(COUPON_CODE_PATTERN, 'Coupon codes use letters, digits, - and _ (at most 32)')),
);
/** numeric(5,2) with CHECK (> 0 AND <= 100): 0.001 would round to 0.00 and break the CHECK. */
const discount = decimalSchema({
  min: 0,
  minExclusive: true,
  max: 100,
  message: MESSAGES.coupon.invalidDiscount,
  typeMessage: MESSAGES.coupon.enterDiscount,
});

export const couponSchema = z.object({
  coupon_code: z.string(),
  offer_name: z.string(),
  discount_percentage: z.number(),
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  active: z.boolean(),
  status: z.enum(['active', 'inactive']),
});
export type Coupon = z.infer<typeof couponSchema>;

const couponDates = {
  start_date: requiredDate(MESSAGES.coupon.enterStartDate),
  start_time: z.optional(z.string()),
  end_date: requiredDate(MESSAGES.coupon.enterEndDate),
  end_time: z.optional(z.string()),
};
const couponDatesInOrder = startNotAfterEnd('start_date', 'end_date', MESSAGES.coupon.startAfterEnd);

/** The fields of a coupon create request, before the date-order rule (the form extends them). */
export const couponCreateFields = z.object({
  coupon_code: couponCode,
  offer_name: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  discount_percentage: discount,
  ...couponDates,
});
export const couponCreateRequestSchema = couponCreateFields.check(z.refine(...couponDatesInOrder));
export type CouponCreateRequest = z.input<typeof couponCreateRequestSchema>;
/** The coupon form: the request's rules, the discount typed as text. */
export const couponFormSchema = z
  .extend(couponCreateFields, {
    discount_percentage: numberFromText(discount, MESSAGES.coupon.enterDiscount),
  })
  .check(z.refine(...couponDatesInOrder));

export const couponUpdateRequestSchema = z
  .object({
    coupon_code: couponCode,
    offer_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    discount_percentage: discount,
    ...couponDates,
  })
  .check(z.refine(...couponDatesInOrder));
export type CouponUpdateRequest = z.input<typeof couponUpdateRequestSchema>;

export const couponDeleteRequestSchema = z.object({ coupon_code: couponCode });
export const couponDeleteQuerySchema = z.object({ delete: z.enum(['true', 'false']) });

export const couponLookupQuerySchema = z.object({ coupon_code: couponCode });
export const couponPageQuerySchema = z.object({
  limit: z.coerce.number().check(z.int(), z.gte(1), z.lte(50)),
  offset: z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)),
});
/** One path answers both: a lookup by code or a page of the list. */
export const couponQuerySchema = z.union([couponLookupQuerySchema, couponPageQuerySchema]);
export const couponListSchema = z.object({
  data: z.array(couponSchema),
  total: z.int(),
  count: z.int(),
});
export type CouponList = z.infer<typeof couponListSchema>;

// ── orders and payments ─────────────────────────────────────────────────────
export const quantitySchema = z
  .number({ error: MESSAGES.booking.quantity })
  .check(
    z.int(MESSAGES.booking.quantity),
    z.gte(1, MESSAGES.booking.quantity),
    z.lte(MAX_SESSIONS, MESSAGES.booking.quantity),
  );
export const problemSchema = z.enum(PROBLEM_CATEGORIES, { error: MESSAGES.booking.problem });
export const addressSchema = z
  .string()
  .check(z.trim(), z.minLength(5, MESSAGES.booking.address), z.maxLength(300));
export const pincodeSchema = z.string().check(z.trim(), z.regex(PINCODE_PATTERN, MESSAGES.booking.pincode));

/** Home treatment needs an address and a pincode (spec §5 messages); online sessions need neither. */
export function homeVisitNeedsAddress(
  b: { mode?: unknown; address?: unknown; pincode?: unknown },
  ctx: z.core.$RefinementCtx,
): void {
  if (b.mode !== 'home') return;
  for (const [key, schema] of [
    ['address', addressSchema],
    ['pincode', pincodeSchema],
  ] as const) {
    const result = schema.safeParse(b[key] ?? '');
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0]!.message });
  }
}

export const bookingDetailsSchema = z
  .object({
    mode: z.enum(TREATMENT_MODES),
    address: z.optional(z.string().check(z.trim(), z.maxLength(300))),
    pincode: z.optional(
      boundedString(20, MESSAGES.booking.pincode).check(
        z.trim(),
        z.regex(PINCODE_PATTERN, MESSAGES.booking.pincode),
      ),
    ),
    preferred_date: z.optional(isoDateSchema),
    preferred_time: z.optional(z.enum(TIMES_OF_DAY)),
  })
  .check(z.superRefine(homeVisitNeedsAddress));
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

export const orderRequestSchema = z.object({
  kind: z._default(z.enum(ORDER_KINDS), 'first_booking'),
  name: personNameSchema,
  email: emailSchema,
  patient_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  quantity: quantitySchema,
  /** The per-session price the client showed; the server rejects it with 409 when it differs. */
  price: rupeesSchema,
  description: z.optional(problemSchema),
  coupon_code: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  booking: z.optional(bookingDetailsSchema),
  /** A slot from `GET /api/slots`: held for the order until it is paid (DESIGN.md §3a). */
  slot: z.optional(slotChoiceSchema),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const createdOrderSchema = z.object({
  id: z.string(),
  /** Amount to charge, in paise. */
  amount: z.int(),
  currency: z.literal('INR'),
  patient_id: z.string(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  patient_name: z.string(),
  doctor_id: z.nullable(z.string()),
  /** The session's doctor by name (the patient's own listing only). */
  doctor_name: z.optional(z.nullable(z.string())),
  order_id: z.nullable(z.string()),
  mode: z.enum(TREATMENT_MODES),
  address: z.nullable(z.string()),
  pincode: z.nullable(z.string()),
  date: z.nullable(z.string()),
  time_of_day: z.nullable(z.enum(TIMES_OF_DAY)),
  sessions: z.int(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The session's time (+05:30); null while it is still to be scheduled. */
  start: z.nullable(z.string()),
  end: z.nullable(z.string()),
  /** Online sessions' video room; only for the patient and the session's doctor. */
  join_url: z.nullable(z.string()),
  /** Held slots: when the hold lapses unless the order is paid. */
  hold_expires_at: z.nullable(z.string()),
  /** The latest reschedule, cancellation or outcome (issue 18), with the doctor's reason. */
  last_change: z.optional(z.nullable(appointmentChangeSchema)),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** `GET /api/users/{id}/appointments`: the appointments (`data`) and the session credits per paid order. */
export const patientAppointmentsSchema = z.object({
  data: z.array(appointmentSchema),
  credits: z.array(sessionCreditsSchema),
  message: z.optional(z.string()),
});
export type PatientAppointments = z.infer<typeof patientAppointmentsSchema>;

export const orderSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  quantity: z.int(),
  /** Amount charged, in paise. */
  amount: z.int(),
  currency: z.literal('INR'),
  coupon_code: z.nullable(z.string()),
  discount_percentage: z.nullable(z.number()),
  payment_id: z.nullable(z.string()),
  description: z.nullable(z.string()),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  appointment: z.nullable(appointmentSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const paymentConfigSchema = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  key: z.string(),
  checkout_script_url: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const paymentVerifyRequestSchema = z.object({
  razorpay_order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_payment_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_signature: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type PaymentVerifyRequest = z.infer<typeof paymentVerifyRequestSchema>;

// ── prescriptions ───────────────────────────────────────────────────────────
export const PRESCRIPTION_MESSAGES = {
  title: 'Enter a title for the prescription',
  name: 'Enter the exercise name',
  sets: 'Sets: 1 to 20',
  reps: 'Reps: 1 to 100',
  frequency: 'Enter how often',
} as const;
const countIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));
export const MAX_EXERCISES = 30;
/** A prescription's exercises: at most MAX_EXERCISES rows of `row`. */
export const exerciseList = <T extends z.ZodMiniType>(row: T) =>
  z.array(row).check(z.maxLength(MAX_EXERCISES));
export const exerciseSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, PRESCRIPTION_MESSAGES.name), z.maxLength(100)),
  sets: countIn(1, 20, PRESCRIPTION_MESSAGES.sets),
  reps: countIn(1, 100, PRESCRIPTION_MESSAGES.reps),
  frequency: z.string().check(z.trim(), z.minLength(1, PRESCRIPTION_MESSAGES.frequency), z.maxLength(100)),
});
export const prescriptionRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, PRESCRIPTION_MESSAGES.title), z.maxLength(150)),
  advice: z._default(z.string().check(z.trim(), z.maxLength(4000)), ''),
  exercises: z._default(exerciseList(exerciseSchema), []),
});
export type PrescriptionRequest = z.input<typeof prescriptionRequestSchema>;
export const prescriptionSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  doctor_id: z.string(),
  doctor_name: z.string(),
  title: z.string(),
  advice: z.string(),
  exercises: z.array(exerciseSchema),
  created_at: z.string(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

// ── payouts ─────────────────────────────────────────────────────────────────
export const payoutSchema = z.object({
  id: z.string(),
  /** Rupees paid out. */
  payable_amount: z.number(),
  to_date_time: z.string(),
  payment_date_time: z.string(),
  utr: z.string(),
  razorpay_id: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
/** `GET /api/appointments/{doctorId}/sum` → `data`: the balance owed, in rupees. */
export const payoutBalanceSchema = z.number();

// ── contact ─────────────────────────────────────────────────────────────────
export const contactRequestSchema = z.object({
  name: boundedString(NAME_MAX_LENGTH).check(
    z.trim(),
    z.minLength(1, { message: MESSAGES.contact.nameEmpty, abort: true }),
    z.regex(LETTERS_AND_SPACES, MESSAGES.contact.nameLetters),
  ),
  email: safeEmailSchema(MESSAGES.contact.emailInvalid, MESSAGES.contact.emailEmpty),
  message: z.string().check(z.trim(), z.minLength(1, MESSAGES.contact.messageEmpty), z.maxLength(5000)),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

// ── dev outbox ──────────────────────────────────────────────────────────────
export const outboxMessageSchema = z.object({
  mobile: z.string(),
  message: z.string(),
  otp: z.nullable(z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
