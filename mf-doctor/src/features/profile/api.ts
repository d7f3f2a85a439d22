import { apiClient } from '@physio/shared-auth';
import type { Doctor, Payout } from '@physio/shared-contracts';
import { request } from '../../lib/request';

export const fetchDoctor = (id: string) =>
  request<Doctor>(
    () => apiClient.get(`/api/doctors/${encodeURIComponent(id)}`),
    'Could not load the profile.',
  );

/** Payout balance owed to the doctor, in rupees. */
export const fetchBalance = (id: string) =>
  request<number>(
    () => apiClient.get(`/api/appointments/${encodeURIComponent(id)}/sum`),
    'Could not load the payout balance.',
  );

export const fetchPayouts = (id: string) =>
  request<Payout[] | null>(
    () => apiClient.get(`/api/advices/${encodeURIComponent(id)}`, { params: { utr: 'any' } }),
    'Could not load the payout history.',
  );
