import { apiClient, type Result } from '@physio/shared-auth';
import type { Appointment, PatientSummary } from '@physio/shared-contracts';
import { request } from '../../lib/request';
import { todayInIndia } from '../../lib/format';

export const APPOINTMENTS_FAILED = 'Could not load your appointments. Please try again.';

/** How far the fallback looks back and ahead, and how many patients it reads at most. */
const FALLBACK_PAST_DAYS = 180;
const FALLBACK_FUTURE_DAYS = 365;
export const FALLBACK_MAX_PATIENTS = 30;

const shiftDays = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The doctor's appointments: GET /api/appointments?doctor_id=. While the API has no such listing (404), they
 * are gathered from the patients with an appointment in the last 6 months or the next year
 * (POST /api/dashboard/search) and each one's GET /api/users/{id}/appointments, keeping the appointments of
 * this doctor and the ones not yet assigned to anybody.
 */
export async function fetchDoctorAppointments(doctorId: string): Promise<Result<Appointment[]>> {
  const direct = await request<Appointment[] | null>(
    () => apiClient.get('/api/appointments', { params: { doctor_id: doctorId } }),
    APPOINTMENTS_FAILED,
  );
  if (direct.ok) return { ok: true, data: direct.data ?? [] };
  if (direct.status !== 404) return direct;
  return gatherFromPatients(doctorId);
}

async function gatherFromPatients(doctorId: string): Promise<Result<Appointment[]>> {
  const today = todayInIndia();
  const patients = await request<PatientSummary[] | null>(
    () =>
      apiClient.post('/api/dashboard/search', {
        from_date: shiftDays(today, -FALLBACK_PAST_DAYS),
        to_date: shiftDays(today, FALLBACK_FUTURE_DAYS),
      }),
    APPOINTMENTS_FAILED,
  );
  if (!patients.ok) return { ...patients, message: APPOINTMENTS_FAILED };
  const ids = (patients.data ?? []).slice(0, FALLBACK_MAX_PATIENTS).map((p) => p.id);
  const lists = await Promise.all(
    ids.map((id) =>
      request<Appointment[] | null>(
        () => apiClient.get(`/api/users/${encodeURIComponent(id)}/appointments`),
        APPOINTMENTS_FAILED,
      ),
    ),
  );
  if (lists.length > 0 && lists.every((l) => !l.ok))
    return { ok: false, status: 0, message: APPOINTMENTS_FAILED };
  const mine = lists
    .flatMap((l) => (l.ok ? (l.data ?? []) : []))
    .filter((a) => a.doctor_id === doctorId || a.doctor_id === null);
  return { ok: true, data: mine };
}
