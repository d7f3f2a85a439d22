import * as auth from '@physio/shared-auth/testing';
import { APPOINTMENTS_FAILED } from './AppointmentsTab';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));

const appt = (id: string, doctor_id: string | null) => auth.appointment({ id, doctor_id });

const fetchDoctorAppointments = (doctorId: string) =>
  auth.api.appointments.ofDoctor({ query: { doctor_id: doctorId } }, APPOINTMENTS_FAILED);

describe('the Appointments tab call (api.appointments.ofDoctor)', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it("reads the doctor's own listing", async () => {
    auth.apiClient.get.mockReturnValue(auth.answer([appt('a1', '9000000001')]));
    const res = await fetchDoctorAppointments('9000000001');
    expect(res).toEqual({ ok: true, data: [appt('a1', '9000000001')] });
    expect(auth.apiClient.get).toHaveBeenCalledWith('/api/appointments', {
      params: { doctor_id: '9000000001' },
    });
  });

  it("reports the API's message on failure", async () => {
    auth.apiClient.get.mockRejectedValue(auth.httpError(403, 'Only doctors'));
    expect(await fetchDoctorAppointments('9000000001')).toEqual({
      ok: false,
      status: 403,
      message: 'Only doctors',
      // The server's machine code rides along (SLOT_TAKEN, NO_CREDIT… tell 409s apart).
      code: 'ERROR',
    });
  });

  it('fails with a readable message when the API gives none', async () => {
    auth.apiClient.get.mockRejectedValue(new Error('Network Error'));
    expect(await fetchDoctorAppointments('9000000001')).toMatchObject({
      ok: false,
      message: APPOINTMENTS_FAILED,
    });
  });
});
