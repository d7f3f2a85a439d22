/** Orders, payments and the doctor's payouts and appointments. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  appointmentSchema,
  createdOrderSchema,
  orderRequestSchema,
  orderSchema,
  patientIdSchema,
  paymentConfigSchema,
  paymentVerifyRequestSchema,
  payoutBalanceSchema,
  payoutSchema,
} from '../schemas';
import { doctorIdSchema } from '../scheduling';
import { endpoint } from './define';

export const orders = {
  create: endpoint({
    method: 'POST',
    path: '/api/orders',
    auth: 'any',
    errors: {
      // The slot it holds: as the booking of a session (sessions.book).
      400: [
        'BEYOND_HORIZON',
        'SLOT_IN_PAST',
        'SLOT_TOO_SOON',
        'SLOT_OUT_OF_HOURS',
        'SLOT_WRONG_MODE',
        'DOCTOR_NOT_FOUND',
        // A weekly series paid at once (series.book's pattern checks).
        'SERIES_UNKNOWN_TIME',
        'SERIES_DUPLICATE_TIMES',
        'VALIDATION_FAILED',
      ],
      403: ['FORBIDDEN', 'CARE_CONSENT_WITHDRAWN'],
      // A family member who is not the patient's own (or was removed from their list).
      404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
      409: ['QUANTITY_MISMATCH', 'PRICE_MISMATCH', 'HOLD_LIMIT', 'SLOT_TAKEN'],
      422: [
        'INVALID_COUPON',
        'AMOUNT_TOO_SMALL',
        'PROVIDER_REJECTED',
        'COUPON_FIRST_ORDER_ONLY',
        'COUPON_USED_BY_PATIENT',
        'COUPON_USED_UP',
        // A home visit at a PIN outside the doctor's service areas (issue 28).
        'PIN_OUTSIDE_AREA',
      ],
      429: ['TOO_MANY_UNPAID_ORDERS'],
      502: ['PROVIDER_UNAVAILABLE'],
    },
    body: orderRequestSchema,
    data: createdOrderSchema,
  }),
  /** A patient's order history, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/orders',
    auth: { patientSelfOrCaringDoctor: 'patient_id', from: 'query' },
    query: z.object({ patient_id: patientIdSchema }),
    data: z.array(orderSchema),
  }),
  /** One order by its provider order id, with its appointment. */
  get: endpoint({
    method: 'GET',
    path: '/api/orders/:id',
    auth: 'any',
    errors: { 403: ['FORBIDDEN', 'NOT_YOUR_PATIENT'], 404: ['ORDER_NOT_FOUND'] },
    params: z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
    data: orderSchema,
  }),
};

export const paymentVerifiedSchema = z.object({
  status: z.literal('paid'),
  order_id: z.string(),
  payment_id: z.string(),
  redirect: z.string(),
});

export const payments = {
  config: endpoint({
    method: 'GET',
    path: '/api/payments/config',
    auth: 'public',
    data: paymentConfigSchema,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/payments/verify',
    auth: 'any',
    errors: {
      400: ['INVALID_SIGNATURE'],
      403: ['FORBIDDEN'],
      404: ['ORDER_NOT_FOUND'],
      409: ['ORDER_EXPIRED'],
    },
    body: paymentVerifyRequestSchema,
    data: paymentVerifiedSchema,
  }),
};

const doctorParams = z.object({ doctorId: doctorIdSchema });

export const payouts = {
  /** The balance owed to the doctor, in rupees. */
  balance: endpoint({
    method: 'GET',
    path: '/api/appointments/:doctorId/sum',
    auth: { doctorSelf: 'doctorId' },
    params: doctorParams,
    data: payoutBalanceSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/advices/:doctorId',
    auth: { doctorSelf: 'doctorId' },
    params: doctorParams,
    query: z.object({ utr: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), 'any') }),
    data: z.array(payoutSchema),
  }),
};

export const appointments = {
  /** The doctor's own appointments (the dashboard's Appointments tab splits them). */
  ofDoctor: endpoint({
    method: 'GET',
    path: '/api/appointments',
    auth: 'doctor',
    errors: { 403: ['FORBIDDEN'] },
    query: z.object({ doctor_id: doctorIdSchema }),
    data: z.array(appointmentSchema),
  }),
};
