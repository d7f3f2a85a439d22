import type { Appointment } from '@physio/shared-contracts';
import * as auth from '../../lib/testing/authMock';
import { APPOINTMENTS_FAILED, FALLBACK_MAX_PATIENTS, fetchDoctorAppointments } from './api';

jest.mock('@physio/shared-auth', () => jest.requireActual('../../lib/testing/authMock'));

const appt = (id: string, doctor_id: string | null): Appointment => ({
  id,
  patient_id: '9876543210',
  patient_name: 'Ravi Kumar',
  doctor_id,
  order_id: null,
  mode: 'online',
  address: null,
  pincode: null,
  date: '2026-01-01',
  time_of_day: null,
  sessions: 1,
  status: 'scheduled',
  created_at: '2026-01-01T00:00:00Z',
});

describe('fetchDoctorAppointments', () => {
  beforeEach(() => auth.resetAuthMock());

  it('uses the listing endpoint when the API has it', async () => {
    auth.apiClient.get.mockReturnValue(auth.answer([appt('a1', '9000000001')]));
    const res = await fetchDoctorAppointments('9000000001');
    expect(res).toEqual({ ok: true, data: [appt('a1', '9000000001')] });
    expect(auth.apiClient.post).not.toHaveBeenCalled();
  });

  it("reports the listing's failure other than 404", async () => {
    auth.apiClient.get.mockRejectedValue(auth.httpError(403, 'Only doctors'));
    expect(await fetchDoctorAppointments('9000000001')).toEqual({
      ok: false,
      status: 403,
      message: 'Only doctors',
    });
  });

  it("falls back to the patients' appointments when the listing is missing, keeping this doctor's and unassigned ones", async () => {
    auth.apiClient.get.mockImplementation((url: string) => {
      if (url === '/api/appointments')
        return Promise.reject(auth.httpError(404, 'No route for GET /api/appointments'));
      if (url === '/api/users/9876543210/appointments')
        return auth.answer([appt('a1', '9000000001'), appt('a2', '9000000002'), appt('a3', null)]);
      return Promise.reject(auth.httpError(403, 'forbidden'));
    });
    auth.apiClient.post.mockReturnValue(
      auth.answer([
        { id: '9876543210', name: 'Ravi Kumar', mobile: '9876543210', email: 'r@example.com' },
        { id: '9123456789', name: 'Other', mobile: '9123456789', email: 'o@example.com' },
      ]),
    );
    const res = await fetchDoctorAppointments('9000000001');
    expect(res.ok && res.data.map((a) => a.id)).toEqual(['a1', 'a3']);
    const [url, body] = auth.apiClient.post.mock.calls[0]!;
    expect(url).toBe('/api/dashboard/search');
    expect(body.from_date < body.to_date).toBe(true);
  });

  it('reads at most a bounded number of patients', async () => {
    auth.apiClient.get.mockImplementation((url: string) =>
      url === '/api/appointments' ? Promise.reject(auth.httpError(404)) : auth.answer([]),
    );
    const many = Array.from({ length: 50 }, (_, i) => ({
      id: `9${String(i).padStart(9, '0')}`,
      name: 'P',
      mobile: '',
      email: '',
    }));
    auth.apiClient.post.mockReturnValue(auth.answer(many));
    await fetchDoctorAppointments('9000000001');
    expect(auth.apiClient.get).toHaveBeenCalledTimes(1 + FALLBACK_MAX_PATIENTS);
  });

  it('fails with a readable message when the fallback cannot read anything', async () => {
    auth.apiClient.get.mockRejectedValue(auth.httpError(404, 'No route'));
    auth.apiClient.post.mockRejectedValue(auth.httpError(500, 'boom'));
    expect(await fetchDoctorAppointments('9000000001')).toMatchObject({
      ok: false,
      message: APPOINTMENTS_FAILED,
    });
  });
});
