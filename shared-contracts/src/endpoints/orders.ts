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
    body: orderRequestSchema,
    data: createdOrderSchema,
  }),
  /** A patient's order history, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/orders',
    query: z.object({ patient_id: patientIdSchema }),
    data: z.array(orderSchema),
  }),
  /** One order by its provider order id, with its appointment. */
  get: endpoint({
    method: 'GET',
    path: '/api/orders/:id',
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
  config: endpoint({ method: 'GET', path: '/api/payments/config', data: paymentConfigSchema }),
  verify: endpoint({
    method: 'POST',
    path: '/api/payments/verify',
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
    params: doctorParams,
    data: payoutBalanceSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/advices/:doctorId',
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
    query: z.object({ doctor_id: doctorIdSchema }),
    data: z.array(appointmentSchema),
  }),
};
