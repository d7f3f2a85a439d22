import { apiClient } from '@physio/shared-auth';
import type { Appointment } from '@physio/shared-contracts';
import { request } from '../../lib/request';

export function fetchDoctorAppointments(doctorId: string) {
  return request<Appointment[] | null>(
    () => apiClient.get('/api/appointments', { params: { doctor_id: doctorId } }),
    'Could not load your appointments.',
  );
}
