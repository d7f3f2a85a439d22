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
  refresh: endpoint({
    method: 'POST',
    path: TOKEN_REFRESH_PATH,
    auth: 'refresh-cookie',
    errors: {
      401: [
        'NO_REFRESH_TOKEN',
        'REFRESH_UNKNOWN',
        'REFRESH_EXPIRED',
        'REFRESH_REVOKED',
        'REFRESH_REUSED',
        'REFRESH_INACTIVE',
      ],
      403: ['CSRF'],
    },
    data: z.string(),
  }),
};

export const doctors = {
  login: endpoint({
    method: 'POST',
    path: '/api/doctors/login',
    auth: 'public',
    errors: { 401: ['INVALID_CREDENTIALS'] },
    body: doctorLoginRequestSchema,
    data: doctorSchema,
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/doctors/signup',
    auth: 'public',
    body: doctorSignupRequestSchema,
    status: 201,
    data: z.null(),
  }),
  logout: endpoint({ method: 'POST', path: '/api/doctors/logout', auth: 'public', data: z.null() }),
  get: endpoint({
    method: 'GET',
    path: '/api/doctors/:id',
    auth: { doctorSelf: 'id' },
    errors: { 404: ['NOT_FOUND'] },
    params: z.object({ id: doctorIdSchema }),
    data: doctorSchema,
  }),
  /** The doctor's registration number and payout details (that doctor only). */
  practice: endpoint({
    method: 'GET',
    path: '/api/doctors/:id/practice',
    auth: { doctorSelf: 'id' },
    errors: { 404: ['DOCTOR_NOT_FOUND'] },
    params: z.object({ id: doctorIdSchema }),
    data: doctorPracticeSchema,
  }),
  savePractice: endpoint({
    method: 'PUT',
    path: '/api/doctors/:id/practice',
    auth: { doctorSelf: 'id' },
    errors: { 404: ['DOCTOR_NOT_FOUND'] },
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
    auth: 'public',
    errors: { 429: ['OTP_RESEND_TOO_SOON', 'OTP_HOURLY_LIMIT'], 503: ['SMS_FAILED'] },
    body: patientLoginRequestSchema,
    data: z.null(),
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/users/login/verify',
    auth: 'public',
    errors: { 400: ['WRONG_OTP'], 429: ['OTP_LOCKED'] },
    body: otpVerifyRequestSchema,
    data: verifiedPatientSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/users/logout', auth: 'public', data: z.null() }),
};
