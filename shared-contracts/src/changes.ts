/**
 * Changes of plan (issue 18, DESIGN.md §3a): reschedule, cancel, outcomes, refunds, receipts, the doctor's
 * earnings ledger and the e-mail outbox. Amounts are integer paise unless a field says rupees.
 */
import './zod-config';
import { z } from 'zod/mini';
import { CHANGES } from './changeLimits';
import { CANCEL_WINDOW_TEXT, RESCHEDULE_WINDOW_TEXT } from './changePolicy';
import { textSchema } from './primitives';
import { bookableInstantSchema } from './scheduling';

// The windows and limits live in a module without zod, so a page that only checks them stays small.
export { CHANGES };

export const CHANGE_MESSAGES = {
  tooLateToReschedule: `Sessions can be moved online up to ${RESCHEDULE_WINDOW_TEXT} before they start. Please call or WhatsApp the clinic to change this one.`,
  tooLateToCancel: `Sessions can be cancelled online up to ${CANCEL_WINDOW_TEXT} before they start. Please call or WhatsApp the clinic about this one.`,
  notYours: 'This session is not yours.',
  notLive: 'This session is no longer scheduled, so it cannot be changed.',
  outcomeTooEarly: 'A session can be marked completed or no-show only after it has started.',
  alreadyStarted:
    'This session has already started, so it can no longer be moved or cancelled. Mark it completed or no-show.',
  outcomeNotScheduled: 'Only a scheduled session can be marked completed or no-show.',
  notPaid: 'This order is not paid, so there is nothing to refund.',
  nothingToRefund: 'Nothing is left to refund on this order: every session is scheduled, used or refunded.',
  refundTooSmall: 'The unused sessions of this order come to less than ₹1, which cannot be refunded.',
  refundFailed: 'The refund could not be made. Nothing was deducted; please try again later.',
  reason: 'Give a reason of at most 300 characters',
  /** Said in the patient area once a session moved or was cancelled; `when` is its date and time in IST. */
  moved: (when: string) => `Your session is moved to ${when} (IST).`,
  cancelled: (when: string) =>
    `Your session of ${when} (IST) is cancelled. It is back in your credits, so you can schedule it again.`,
} as const;

/** Who changed a session: shown to the patient with the doctor's reason. */
export const CHANGE_KINDS = ['scheduled', 'rescheduled', 'cancelled', 'completed', 'no_show'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const reasonSchema = textSchema(CHANGES.reasonMaxLength, {
  message: CHANGE_MESSAGES.reason,
  multiline: true,
});

/** `PATCH /api/appointments/{id}`: move a session; the doctor may say why (shown to the patient). */
export const rescheduleRequestSchema = z.object({
  start: bookableInstantSchema,
  reason: z.optional(reasonSchema),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** `POST /api/appointments/{id}/cancel`: the body is optional; the doctor may say why. */
export const cancelRequestSchema = z.object({ reason: z.optional(reasonSchema) });
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** `PATCH /api/appointments/{id}/status`: the doctor's outcome, only after the start. */
export const outcomeRequestSchema = z.object({ status: z.enum(['completed', 'no_show']) });
export type OutcomeRequest = z.infer<typeof outcomeRequestSchema>;

/** The last change of a session, as the patient and the doctor see it. */
export const appointmentChangeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  by: z.enum(['patient', 'doctor', 'system']),
  reason: z.nullable(z.string()),
  from_start: z.nullable(z.string()),
  to_start: z.nullable(z.string()),
  at: z.string(),
});
export type AppointmentChange = z.infer<typeof appointmentChangeSchema>;

// ── refunds ─────────────────────────────────────────────────────────────────
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** `POST /api/orders/{id}/refund`: the body is optional (every unused credit is refunded). */
export const refundRequestSchema = z.object({ reason: z.optional(reasonSchema) });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundSchema = z.object({
  id: z.string(),
  /** The order's provider id (`order_…`), as the result pages know it. */
  order_id: z.string(),
  credits: z.int(),
  /** Paise refunded. */
  amount: z.int(),
  status: z.enum(REFUND_STATUSES),
  failure_reason: z.nullable(z.string()),
  /** Receipt number once the refund is processed. */
  receipt_number: z.nullable(z.string()),
  created_at: z.string(),
  processed_at: z.nullable(z.string()),
});
export type Refund = z.infer<typeof refundSchema>;

/** `GET /api/orders/{id}/refund`: what a refund would give back now, shown before the patient confirms. */
export const refundQuoteSchema = z.object({
  order_id: z.string(),
  /** Unused sessions the refund covers. */
  credits: z.int(),
  /** Paise it would refund (the order's coupon shared, rounded down as the refund itself is). */
  amount: z.int(),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

// ── receipts ────────────────────────────────────────────────────────────────
export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export const RECEIPT_TEXT = {
  gstNote: 'Physiotherapy services — exempt from GST',
} as const;

/** "PAY-2026-000001" / "REF-2026-000001": gap-free per kind and year. */
export const receiptNumberSchema = z.string().check(z.regex(/^(PAY|REF)-\d{4}-\d{6}$/, 'Unknown receipt'));

export const receiptSchema = z.object({
  number: receiptNumberSchema,
  kind: z.enum(RECEIPT_KINDS),
  /** Instant (+05:30) the payment or the refund was made. */
  issued_at: z.string(),
  clinic: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
  patient: z.object({ name: z.string(), mobile: z.string() }),
  /**
   * The family member the payment treats (issue 28 point 3): the receipt names them as the patient and `patient`
   * (the account holder) as who paid. Absent for the holder's own sessions.
   */
  dependant: z.optional(z.object({ name: z.string(), relation: z.string() })),
  /** The physiotherapist who treats under the order, with their council registration (insurers ask for it). */
  practitioner: z.optional(
    z.nullable(z.object({ name: z.string(), registration_number: z.nullable(z.string()) })),
  ),
  /** The order's provider id. */
  order_id: z.string(),
  payment_id: z.nullable(z.string()),
  description: z.string(),
  sessions: z.int(),
  /** Paise per session before the coupon. */
  unit_price: z.int(),
  coupon_code: z.nullable(z.string()),
  /** Paise taken off by the coupon (for a refund: the share of it on the refunded sessions). */
  discount: z.int(),
  /** Paise paid (payment) or returned (refund). */
  amount: z.int(),
  note: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** "Dr. Asha Rao, physiotherapist · Reg. no. KSAHC/PT/2011/0457": the receipt's practitioner, page and PDF alike. */
export const practitionerLine = (p: NonNullable<Receipt['practitioner']>): string =>
  `${p.name}, physiotherapist${p.registration_number ? ` · Reg. no. ${p.registration_number}` : ''}`;

export const receiptSummarySchema = z.pick(receiptSchema, {
  number: true,
  kind: true,
  issued_at: true,
  order_id: true,
  amount: true,
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

// ── the doctor's earnings ledger ────────────────────────────────────────────
/** One line of the doctor's earnings: a paid order's share, or a refund taking its share back (negative). */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['order', 'refund']),
  order_id: z.string(),
  /** Paise, negative for refunds. */
  amount: z.int(),
  created_at: z.string(),
  /** The payout that settled this line; null while it is part of the balance. */
  payout_id: z.nullable(z.string()),
  /** Whose order it was and what it bought (null for lines without an order of ours, as the demo's). */
  patient_name: z.optional(z.nullable(z.string())),
  patient_id: z.optional(z.nullable(z.string())),
  sessions: z.optional(z.nullable(z.int())),
  mode: z.optional(z.nullable(z.enum(['online', 'home']))),
  /** Paise the patient paid (an order line) or got back (a refund line): the line is the doctor's share of it. */
  gross: z.optional(z.nullable(z.int())),
  /** Sessions a refund line gave back. */
  refunded_sessions: z.optional(z.nullable(z.int())),
  /** The doctor's share in percent (PAYOUT_SHARE_PERCENT). */
  share_percent: z.optional(z.number()),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

// ── e-mail outbox (console provider) ────────────────────────────────────────
export const emailOutboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.nullable(z.string()),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  created_at: z.string(),
});
export type EmailOutboxMessage = z.infer<typeof emailOutboxMessageSchema>;
