/** Sessions: the token refresh and the two logins (spec §4, DESIGN.md §3). */
import '../zod-config';
import { z } from 'zod/mini';
import {
  doctorLoginRequestSchema,
  doctorPracticeRequestSchema,
  doctorPracticeSchema,
  doctorSchema,
  doctorSignupRequestSchema,
  otpVerifyRequestSchema,
  patientLoginRequestSchema,
  verifiedPatientSchema,
} from '../schemas';
import { doctorIdSchema } from '../scheduling';
import { TOKEN_REFRESH_PATH } from '../constants';
import { endpoint } from './define';

/** `POST /api/token/refresh`: the new access token (the cookie rides along). */
export const token = {
  refresh: endpoint({ method: 'POST', path: TOKEN_REFRESH_PATH, data: z.string() }),
};

export const doctors = {
  login: endpoint({
    method: 'POST',
    path: '/api/doctors/login',
    body: doctorLoginRequestSchema,
    data: doctorSchema,
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/doctors/signup',
    body: doctorSignupRequestSchema,
    status: 201,
    data: z.null(),
  }),
  logout: endpoint({ method: 'POST', path: '/api/doctors/logout', data: z.null() }),
  get: endpoint({
    method: 'GET',
    path: '/api/doctors/:id',
    params: z.object({ id: doctorIdSchema }),
    data: doctorSchema,
  }),
  /** The doctor's registration number and payout details (that doctor only). */
  practice: endpoint({
    method: 'GET',
    path: '/api/doctors/:id/practice',
    params: z.object({ id: doctorIdSchema }),
    data: doctorPracticeSchema,
  }),
  savePractice: endpoint({
    method: 'PUT',
    path: '/api/doctors/:id/practice',
    params: z.object({ id: doctorIdSchema }),
    body: doctorPracticeRequestSchema,
    data: doctorPracticeSchema,
  }),
};

export const patientLogin = {
  /** Sends the one-time code. */
  request: endpoint({
    method: 'POST',
    path: '/api/users/login',
    body: patientLoginRequestSchema,
    data: z.null(),
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/users/login/verify',
    body: otpVerifyRequestSchema,
    data: verifiedPatientSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/users/logout', data: z.null() }),
};
