/**
 * A family member's own prescriptions (issue 28 point 3) on PGlite: the caring doctor writes one for the patient's
 * father; the patient reads it apart from her own ("dependant"), its PDF is his; another patient's family member is
 * 404 and nothing is written; only the patient and caring doctors read them.
 */
import { eq } from 'drizzle-orm';
import { FAMILY_MESSAGES } from '@physio/shared-contracts';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { prescriptions } from '../../platform/db/schema';

let t: TestApp;
let doctor: AuthHeaders;
let patient: AuthHeaders;
const PATIENT = '9876543210';
const URL = `/api/users/${PATIENT}/prescriptions`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  doctor = await loginAsDoctor(t.app);
  patient = await loginAsPatient(t.app);
});
afterAll(() => t.close());

const addFather = async (headers: AuthHeaders) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/family/dependants',
      headers,
      payload: { name: 'Ramesh Kumar', relation: 'parent', age: 74 },
    })
  ).json().data.id as string;
const prescribe = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: doctor,
    payload: { title: 'Hip mobility', advice: 'Walk daily.', exercises: [], ...payload },
  });

describe('a family member’s prescriptions', () => {
  it('are written for him, listed apart from hers, and his PDF names him', async () => {
    const fatherId = await addFather(patient);
    // The doctor treats him from his own plan on (modules/family/member-care.ts).
    const plan = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${PATIENT}/plan`,
      headers: doctor,
      payload: { sessions: 4, price: 600, dependant_id: fatherId },
    });
    expect(plan.statusCode).toBe(200);
    const written = await prescribe({ dependant_id: fatherId });
    expect(written.statusCode).toBe(201);
    expect(written.json().data.dependant).toEqual({ id: fatherId, name: 'Ramesh Kumar', relation: 'parent' });

    const list = (await t.app.inject({ method: 'GET', url: URL, headers: patient })).json().data as {
      id: string;
      dependant?: { name: string };
    }[];
    expect(list[0]).toMatchObject({ title: 'Hip mobility', dependant: { name: 'Ramesh Kumar' } });
    // Her own (the seeded one) carry no family member.
    expect(list.slice(1).every((p) => p.dependant === undefined)).toBe(true);
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, list[0]!.id));
    expect(row).toMatchObject({ patientId: PATIENT, dependantId: fatherId });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/prescriptions/${list[0]!.id}.pdf`,
      headers: patient,
    });
    const { lines } = await pdfText(pdf.rawPayload);
    expect(lines.some((l) => l.includes('Ramesh Kumar'))).toBe(true);
  });

  it('another patient’s family member is 404 and nothing is written; strangers cannot read', async () => {
    const other = await loginAsPatient(t.app, '9600000011');
    const theirs = await addFather(other);
    const before = await t.db.select().from(prescriptions);
    const res = await prescribe({ dependant_id: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' });
    expect(await t.db.select().from(prescriptions)).toHaveLength(before.length);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: other })).statusCode).toBe(403);
  });
});
