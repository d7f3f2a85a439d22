/** Orders and payments: the order request and its booking details, orders, appointments and the payment calls. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  ORDER_KINDS,
  ORDER_RECORD_KINDS,
  ORDER_STATUSES,
  PROBLEM_CATEGORIES,
  TIMES_OF_DAY,
  TREATMENT_MODES,
} from '../constants';
import { MESSAGES } from '../messages';
import { FAMILY_MESSAGES } from '../familyLabels';
import { APPOINTMENT_STATUSES, sessionCreditsSchema, slotChoiceSchema } from '../scheduling';
import { appointmentChangeSchema } from '../changes';
import { seriesOrderSchema } from '../series';
import { PINCODE_PATTERN } from '../validation';
import { pincodeSchema } from '../travel';
import { MAX_SESSIONS } from '../limits';
import { boundedString, textSchema } from '../primitives';
import { emailSchema, isoDateSchema, personNameSchema, rupeesSchema } from './common';

export const quantitySchema = z
  .number({ error: MESSAGES.booking.quantity })
  .check(
    z.int(MESSAGES.booking.quantity),
    z.gte(1, MESSAGES.booking.quantity),
    z.lte(MAX_SESSIONS, MESSAGES.booking.quantity),
  );
export const problemSchema = z.enum(PROBLEM_CATEGORIES, { error: MESSAGES.booking.problem });
export const addressSchema = textSchema(300).check(z.minLength(5, MESSAGES.booking.address));

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
    address: z.optional(textSchema(300)),
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
  /** A weekly series (issue 28): every kept time held for the order, one payment for all (quantity = its times). */
  series: z.optional(seriesOrderSchema),
  /**
   * A family member of the signed-in patient the order's sessions treat (issue 28 point 3); omitted: the patient.
   * The patient pays and stays the contact.
   */
  dependant_id: z.optional(z.string().check(z.uuid(FAMILY_MESSAGES.notFound))),
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
  /** The doctor's day view: how to reach the patient and what the order was booked for. */
  patient_mobile: z.optional(z.string()),
  problem: z.optional(z.nullable(z.string())),
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
  /** When the patient confirmed they will come (a WhatsApp "Confirm" reply); null until then or once moved. */
  confirmed_at: z.optional(z.nullable(z.string())),
  /** The latest reschedule, cancellation or outcome (issue 18), with the doctor's reason. */
  last_change: z.optional(z.nullable(appointmentChangeSchema)),
  /** A weekly series' occurrence (issue 28): its series, its place in it (1-based) and the series' size ("2/6"). */
  series: z.optional(z.nullable(z.object({ id: z.string(), position: z.int(), size: z.int() }))),
  /**
   * A family member's session (issue 28 point 3): who is treated. `patient_id`/`patient_name` stay the account holder,
   * who booked, paid and is the contact.
   */
  dependant: z.optional(
    z.nullable(z.object({ id: z.string(), name: z.string(), relation: z.string(), age: z.int() })),
  ),
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
  kind: z.enum(ORDER_RECORD_KINDS),
  status: z.enum(ORDER_STATUSES),
  quantity: z.int(),
  /** Amount charged, in paise. */
  amount: z.int(),
  currency: z.literal('INR'),
  coupon_code: z.nullable(z.string()),
  discount_percentage: z.nullable(z.number()),
  payment_id: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** Online sessions or home visits, and the doctor of its sessions (once assigned): the order's name. */
  mode: z.optional(z.enum(TREATMENT_MODES)),
  doctor_name: z.optional(z.nullable(z.string())),
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
