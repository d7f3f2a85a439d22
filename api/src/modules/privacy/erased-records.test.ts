/**
 * An erased account's kept treatment records (issue 30 point 3): moved to `erased-<32 hex>`, a doctor who treated
 * the patient still reads them (prescriptions, notes, outcome scores, the plan), another doctor cannot, and nobody
 * changes them (403 RECORD_READ_ONLY). Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { isErasedOwnerId, RECORD_READ_ONLY_MESSAGE } from '@physio/shared-contracts';
import { appointments, clinicalNotes } from '../../platform/db/schema';
import { loginAsDoctor, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';
import { eraseAccount } from './erase';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const days = testCalendar();
const OTHER_DOCTOR = '9000000078';
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: AuthHeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A patient treated by the demo doctor (a paid, completed session and a prescription), then erased. */
async function erasedPatient(): Promise<{ tombstone: string; prescriptionId: string }> {
  const o = await orderAs(t.app, {
    slot: { start: slotAt(days.day(), '09:00'), doctor_id: DEMO_DOCTOR.publicId },
  });
  expect(o.statusCode).toBe(200);
  await pay(t.app, o.body.data!.id, o.headers);
  await t.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.patientId, o.patientId));
  const doctor = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
  const rx = await call('POST', `/api/users/${o.patientId}/prescriptions`, doctor, {
    title: 'Knee strengthening',
    advice: 'Ice after exercise',
  });
  expect(rx.statusCode).toBe(201);
  await t.db.insert(clinicalNotes).values({
    patientId: o.patientId,
    doctorId: DEMO_DOCTOR.id,
    assessment: 'Patellofemoral pain',
    status: 'signed',
    signedAt: new Date(),
  });
  const psfs = await call('POST', `/api/users/${o.patientId}/outcomes/pain`, doctor, { pain: 4 });
  expect(psfs.statusCode).toBe(201);
  const erased = await eraseAccount(t.db, o.patientId);
  if (!erased.ok) throw new Error(`not erased: ${erased.reason}`);
  expect(isErasedOwnerId(erased.tombstone)).toBe(true);
  return { tombstone: erased.tombstone, prescriptionId: rx.json().data.id };
}

describe("an erased patient's kept treatment records", () => {
  it('the doctor who treated them reads them; another doctor cannot; nobody changes them', async () => {
    const { tombstone, prescriptionId } = await erasedPatient();
    const doctor = await loginAsDoctor(t.app, DEMO_DOCTOR.id);

    const prescriptions = await call('GET', `/api/users/${tombstone}/prescriptions`, doctor);
    expect(prescriptions.statusCode).toBe(200);
    expect(prescriptions.json().data).toEqual([
      expect.objectContaining({ id: prescriptionId, patient_id: tombstone, title: 'Knee strengthening' }),
    ]);
    const notes = await call('GET', `/api/users/${tombstone}/notes`, doctor);
    expect(notes.statusCode).toBe(200);
    expect(notes.json().data).toEqual([expect.objectContaining({ assessment: 'Patellofemoral pain' })]);
    const outcomes = await call('GET', `/api/users/${tombstone}/outcomes`, doctor);
    expect(outcomes.statusCode).toBe(200);
    expect(JSON.stringify(outcomes.json().data)).toContain('"pain"');
    const plan = await call('GET', `/api/users/${tombstone}`, doctor);
    expect(plan.statusCode).toBe(200);
    expect(plan.json().data).toMatchObject({ id: tombstone, name: 'Erased account' });

    // A doctor who never treated them: the care check holds for kept records too.
    const other = await loginAsDoctor(t.app, OTHER_DOCTOR);
    for (const path of ['prescriptions', 'notes', 'outcomes', '']) {
      const res = await call('GET', `/api/users/${tombstone}${path ? `/${path}` : ''}`, other);
      expect({ path, status: res.statusCode, code: res.json().code }).toEqual({
        path,
        status: 403,
        code: 'NOT_YOUR_PATIENT',
      });
    }

    // Read-only: every change by their own doctor is refused with the reason, and nothing is written.
    const writes: ['PUT' | 'POST', string, object][] = [
      ['POST', 'prescriptions', { title: 'More exercises' }],
      ['PUT', 'plan', { price: 600, sessions: 4 }],
      ['POST', 'notes', { assessment: 'Better' }],
      ['POST', 'outcomes/pain', { pain: 2 }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(method, `/api/users/${tombstone}/${path}`, doctor, body);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path,
        status: 403,
        body: { code: 'RECORD_READ_ONLY', message: RECORD_READ_ONLY_MESSAGE },
      });
    }
    const after = await call('GET', `/api/users/${tombstone}/prescriptions`, doctor);
    expect(after.json().data).toHaveLength(1);
    // Anything that is neither a mobile number nor a kept-records id is still a 400.
    const bad = await call('GET', `/api/users/erased-xyz/prescriptions`, doctor);
    expect(bad.statusCode).toBe(400);
  });
});
