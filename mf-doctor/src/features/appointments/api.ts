import { apiClient } from '@physio/shared-auth';
import type { Appointment } from '@physio/shared-contracts';
import type { Result } from '@physio/shared-auth';
import { request } from '../../lib/request';

export const APPOINTMENTS_FAILED = 'Could not load your appointments. Please try again.';

export async function fetchDoctorAppointments(doctorId: string): Promise<Result<Appointment[] | null>> {
  const res = await request<Appointment[] | null>(
    () => apiClient.get('/api/appointments', { params: { doctor_id: doctorId } }),
    APPOINTMENTS_FAILED,
  );
  // A 404 here means the listing itself is unavailable; the server's routing text would mean nothing to a doctor.
  if (!res.ok && res.status === 404) return { ...res, message: APPOINTMENTS_FAILED };
  return res;
}
