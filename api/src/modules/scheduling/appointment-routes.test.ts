import { appointmentSchema } from '@physio/shared-contracts';
import { appointments } from '../../platform/db/schema';
import { createTestApp, loginAsDoctor, loginAsPatient, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const list = (doctorId: string, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/appointments?doctor_id=${encodeURIComponent(doctorId)}`,
    headers,
  });

describe('GET /api/appointments?doctor_id=', () => {
  it("lists the doctor's own appointments with the patient's name, undated and latest first", async () => {
    await t.db.insert(appointments).values([
      { patientId: '9876543210', doctorId: '9000000001', date: '2099-01-02', timeOfDay: 'evening' },
      { patientId: '9876543210', doctorId: '9000000001', date: '2099-01-02', timeOfDay: 'morning' },
      { patientId: '9876543210', doctorId: '9000000001' },
      { patientId: '9876543210', doctorId: '9000000002', date: '2099-01-03' },
    ]);
    const res = await list('9000000001', await loginAsDoctor(t.app, '9000000001'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data as unknown[];
    for (const a of data) expect(appointmentSchema.parse(a)).toEqual(a);
    const all = data.map((a) => appointmentSchema.parse(a));
    expect(all.every((a) => a.doctor_id === 'dr-asha-rao' && a.patient_name)).toBe(true);
    // The demo patient's four (Dr. Rahul Mehta's is left out); the seeded ledger patients' given sessions after them.
    const rows = all.filter((a) => a.patient_id === '9876543210');
    expect(rows).toHaveLength(4);
    expect(rows.every((a) => a.patient_name === 'Ravi Kumar')).toBe(true);
    expect(all[0]).toBe(rows[0]);
    expect(rows.map((a) => [a.date, a.time_of_day])).toEqual([
      [null, null],
      ['2099-01-02', 'morning'],
      ['2099-01-02', 'evening'],
      [rows[3]!.date, 'morning'],
    ]);
    expect(new Set(all.filter((a) => a.patient_id !== '9876543210').map((a) => a.patient_name))).toEqual(
      new Set(['Meera Iyer', 'Arjun Nair']),
    );
    // The seeded appointment (demo_order_0001, completed) is there.
    expect(rows[3]).toMatchObject({
      order_id: 'demo_order_0001',
      patient_id: '9876543210',
      status: 'completed',
      mode: 'online',
    });
  });

  it('answers an empty list for a doctor without appointments', async () => {
    const res = await list('9000000004', await loginAsDoctor(t.app, '9000000004'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('needs a login (401)', async () => {
    const res = await list('9000000001');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('is for doctors only (403 for a patient)', async () => {
    const res = await list('9000000001', await loginAsPatient(t.app));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("refuses another doctor's list (403)", async () => {
    const res = await list('9000000002', await loginAsDoctor(t.app, '9000000001'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 400 { message, code } for a malformed or missing doctor_id', async () => {
    const headers = await loginAsDoctor(t.app);
    for (const url of [
      '/api/appointments?doctor_id=abc',
      '/api/appointments?doctor_id=900000000',
      '/api/appointments?doctor_id=90000000011',
      '/api/appointments',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });
});
