import { apiClient } from '@physio/shared-auth';
import type { DoctorSignupRequest } from '@physio/shared-contracts';
import { request } from '../../lib/request';

export const PENDING_APPROVAL_MESSAGE =
  'Thank you for registering. Your account is pending approval: you can log in once our team has verified your details.';

/** POST /api/doctors/signup → 201 with a "pending approval" message. */
export function signupDoctor(body: DoctorSignupRequest) {
  return request<unknown>(
    () => apiClient.post('/api/doctors/signup', body),
    'Sign up failed. Please try again.',
  );
}
