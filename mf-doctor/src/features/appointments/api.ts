import { apiClient, type Result } from '@physio/shared-auth';
import type { Appointment } from '@physio/shared-contracts';
import { request } from '../../lib/request';

export const APPOINTMENTS_FAILED = 'Could not load your appointments. Please try again.';

/** The doctor's appointments: GET /api/appointments?doctor_id= (only their own; the tab splits them). */
export async function fetchDoctorAppointments(doctorId: string): Promise<Result<Appointment[]>> {
  const answer = await request<Appointment[] | null>(
    () => apiClient.get('/api/appointments', { params: { doctor_id: doctorId } }),
    APPOINTMENTS_FAILED,
  );
  return answer.ok ? { ok: true, data: answer.data ?? [] } : answer;
}
