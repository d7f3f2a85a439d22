/** Changes of plan of DESIGN.md §3a (issue 18): reschedule, cancel, outcomes, refunds, receipts, the ledger. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  cancelRequestSchema,
  emailOutboxMessageSchema,
  ledgerEntrySchema,
  outcomeRequestSchema,
  receiptNumberSchema,
  receiptSchema,
  receiptSummarySchema,
  refundRequestSchema,
  refundQuoteSchema,
  refundSchema,
  rescheduleRequestSchema,
} from '../changes';
import { appointmentSchema, patientIdSchema } from '../schemas';
import { doctorIdSchema } from '../scheduling';
import { endpoint } from './define';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const appointmentParams = z.object({ id: z.string().check(z.uuid('Unknown session')) });

export const changes = {
  /** Owner patient ≥ 12 h before the start, its doctor any time; 409 SLOT_TAKEN / TOO_LATE. */
  reschedule: endpoint({
    method: 'PATCH',
    path: '/api/appointments/:id',
    auth: 'any',
    errors: {
      400: [
        'SAME_TIME',
        'BEYOND_HORIZON',
        'SLOT_IN_PAST',
        'SLOT_TOO_SOON',
        'SLOT_OUT_OF_HOURS',
        'SLOT_WRONG_MODE',
      ],
      403: ['NOT_YOURS'],
      404: ['APPOINTMENT_NOT_FOUND'],
      409: ['SLOT_TAKEN', 'TOO_LATE', 'NOT_LIVE', 'ALREADY_STARTED', 'CREDITS_EXPIRED'],
      422: ['PIN_OUTSIDE_AREA'],
    },
    params: appointmentParams,
    body: rescheduleRequestSchema,
    data: appointmentSchema,
  }),
  /** Owner patient ≥ 24 h before (credit back), its doctor any time (credit back); 409 TOO_LATE. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/cancel',
    auth: 'any',
    errors: {
      403: ['NOT_YOURS'],
      404: ['APPOINTMENT_NOT_FOUND'],
      409: ['TOO_LATE', 'NOT_LIVE', 'ALREADY_STARTED'],
    },
    params: appointmentParams,
    body: cancelRequestSchema,
    data: appointmentSchema,
  }),
  /** Its doctor, after the start: completed or no_show (a no-show consumes the credit). */
  outcome: endpoint({
    method: 'PATCH',
    path: '/api/appointments/:id/status',
    auth: 'doctor',
    errors: { 403: ['NOT_YOURS'], 404: ['APPOINTMENT_NOT_FOUND'], 409: ['NOT_SCHEDULED', 'TOO_EARLY'] },
    params: appointmentParams,
    body: outcomeRequestSchema,
    data: appointmentSchema,
  }),
};

const orderParams = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

export const refunds = {
  /** Owner patient or the order's doctor: refunds every unused credit; 409 when nothing is left. */
  create: endpoint({
    method: 'POST',
    path: '/api/orders/:id/refund',
    auth: 'any',
    errors: {
      403: ['FORBIDDEN'],
      404: ['ORDER_NOT_FOUND'],
      409: ['NOT_PAID', 'NOTHING_TO_REFUND', 'REFUND_TOO_SMALL', 'REFUND_FAILED', 'CREDITS_EXPIRED'],
      502: ['REFUND_FAILED'],
    },
    params: orderParams,
    body: refundRequestSchema,
    status: 201,
    data: refundSchema,
  }),
  /** Owner patient or the order's doctor: what `create` would refund now; 409 as `create` when nothing. */
  quote: endpoint({
    method: 'GET',
    path: '/api/orders/:id/refund',
    auth: 'any',
    errors: {
      403: ['FORBIDDEN'],
      404: ['ORDER_NOT_FOUND'],
      409: ['NOT_PAID', 'NOTHING_TO_REFUND', 'REFUND_TOO_SMALL', 'CREDITS_EXPIRED'],
    },
    params: orderParams,
    data: refundQuoteSchema,
  }),
  /** The refunds of one order, newest first (owner patient, the order's doctor). */
  ofOrder: endpoint({
    method: 'GET',
    path: '/api/orders/:id/refunds',
    auth: 'any',
    errors: { 403: ['FORBIDDEN'], 404: ['ORDER_NOT_FOUND'] },
    params: orderParams,
    data: z.array(refundSchema),
  }),
};

export const receipts = {
  /** The patient's receipts, newest first (that patient only). */
  list: endpoint({
    method: 'GET',
    path: '/api/receipts',
    auth: 'any',
    errors: { 403: ['FORBIDDEN'] },
    query: z.object({ patient_id: patientIdSchema }),
    data: z.array(receiptSummarySchema),
  }),
  /** One receipt (its patient, the order's doctor). */
  get: endpoint({
    method: 'GET',
    path: '/api/receipts/:number',
    auth: 'any',
    errors: {
      403: ['FORBIDDEN'],
      404: ['RECEIPT_NOT_FOUND', 'REFUND_NOT_FOUND'],
      409: ['REFUND_NOT_PROCESSED'],
    },
    params: z.object({ number: receiptNumberSchema }),
    data: receiptSchema,
  }),
};

/** The receipt as a PDF (its patient, the order's doctor); not JSON, so outside the table. */
export const receiptPdfPath = (receiptNumber: string) =>
  `/api/receipts/${encodeURIComponent(receiptNumber)}.pdf`;

export const ledger = {
  /** The doctor's earnings lines (orders and refunds), newest first; that doctor only. */
  ofDoctor: endpoint({
    method: 'GET',
    path: '/api/doctors/:id/earnings',
    auth: { doctorSelf: 'id' },
    params: z.object({ id: doctorIdSchema }),
    data: z.array(ledgerEntrySchema),
  }),
  /** The lines one payout settled (a payout's detail page); that doctor only, 404 for another's payout. */
  ofPayout: endpoint({
    method: 'GET',
    path: '/api/doctors/:id/payouts/:payoutId/lines',
    auth: { doctorSelf: 'id' },
    errors: { 404: ['PAYOUT_NOT_FOUND'] },
    params: z.object({
      id: doctorIdSchema,
      payoutId: z.string().check(z.regex(UUID_PATTERN, 'Not a payout ID')),
    }),
    data: z.array(ledgerEntrySchema),
  }),
};

export const devEmail = {
  /** The console e-mail provider's outbox for one address, newest first; 404 with SMTP or in production. */
  list: endpoint({
    method: 'GET',
    path: '/api/dev/email',
    auth: 'public',
    errors: { 404: ['NOT_FOUND'] },
    query: z.object({ to: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)) }),
    data: z.array(emailOutboxMessageSchema),
  }),
};
