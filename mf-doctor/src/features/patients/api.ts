import { apiClient } from '@physio/shared-auth';
import { MESSAGES, type PatientProfile, type PatientSummary } from '@physio/shared-contracts';
import { request } from '../../lib/request';

export function searchByName(name: string) {
  return request<PatientSummary[] | null>(
    () => apiClient.get('/api/users', { params: { name } }),
    MESSAGES.search.failed,
  );
}

/** Id lookup: on failure the server's message is shown (spec §8). */
export function searchById(id: string) {
  return request<PatientProfile>(
    () => apiClient.get(`/api/users/${encodeURIComponent(id)}`),
    MESSAGES.search.failed,
  );
}

export function searchByDates(from_date: string, to_date: string) {
  return request<PatientSummary[] | null>(
    () => apiClient.post('/api/dashboard/search', { from_date, to_date }),
    MESSAGES.search.failed,
  );
}
