/**
 * A family member's own session notes (issue 28 point 3): a doctor who treats the patient's father drafts and signs
 * his note, kept on the holder's record with clinical_notes.dependant_id; the doctor's list and the patient's
 * summaries name him. Another patient's family member is 404, one the doctor does not treat 403; nothing written.
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
import { appointments, clinicalNotes, dependants } from '../../platform/db/schema';

let t: TestApp;
let doctor: AuthHeaders;
let patient: AuthHeaders;
const PATIENT = '9876543210';
const NOTES = `/api/users/${PATIENT}/notes`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  doctor = await loginAsDoctor(t.app);
  patient = await loginAsPatient(t.app);
});
afterAll(() => t.close());

const addMember = async (headers: AuthHeaders, name: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/family/dependants',
      headers,
      payload: { name, relation: 'parent', age: 74 },
    })
  ).json().data.id as string;
const draft = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: NOTES,
    headers: doctor,
    payload: { subjective: 'Hip pain on stairs', patient_summary: 'Walk daily.', ...payload },
  });
const noteCount = async () => (await t.db.select().from(clinicalNotes)).length;

describe('a family member’s session notes', () => {
  it('are written for a member the doctor treats, listed and summarised as his', async () => {
    const fatherId = await addMember(patient, 'Ramesh Kumar');
    // Not treated yet: 403 and nothing written.
    const before = await noteCount();
    const refused = await draft({ dependant_id: fatherId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_YOUR_PATIENT');
    expect(await noteCount()).toBe(before);

    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${PATIENT}/plan`,
      headers: doctor,
      payload: { sessions: 4, price: 600, dependant_id: fatherId },
    });
    const written = await draft({ dependant_id: fatherId });
    expect(written.statusCode).toBe(201);
    const note = written.json().data;
    expect(note.dependant).toEqual({ id: fatherId, name: 'Ramesh Kumar', relation: 'parent' });
    const [row] = await t.db.select().from(clinicalNotes).where(eq(clinicalNotes.id, note.id));
    expect(row).toMatchObject({ patientId: PATIENT, dependantId: fatherId });

    // Saving the draft again keeps him; signing it shows him to the patient.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${NOTES}/${note.id}`,
      headers: doctor,
      payload: { subjective: 'Hip pain on stairs, less', patient_summary: 'Walk daily.' },
    });
    expect(saved.json().data.dependant).toEqual(note.dependant);
    const signed = await t.app.inject({ method: 'POST', url: `${NOTES}/${note.id}/sign`, headers: doctor });
    expect(signed.statusCode).toBe(200);

    const list = (await t.app.inject({ method: 'GET', url: NOTES, headers: doctor })).json().data as {
      id: string;
      dependant?: unknown;
    }[];
    expect(list.find((n) => n.id === note.id)?.dependant).toEqual(note.dependant);
    const own = await draft({});
    expect(own.json().data.dependant).toBeUndefined();

    const summaries = (
      await t.app.inject({ method: 'GET', url: `/api/users/${PATIENT}/note-summaries`, headers: patient })
    ).json().data as { id: string; dependant?: unknown }[];
    expect(summaries.find((s) => s.id === note.id)?.dependant).toEqual(note.dependant);
  });

  it('another patient’s family member is 404 and nothing is written', async () => {
    const other = await loginAsPatient(t.app, '9600000031');
    const theirs = await addMember(other, 'Suresh Pillai');
    const before = await noteCount();
    const res = await draft({ dependant_id: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' });
    expect(await noteCount()).toBe(before);
  });

  it('data rights: the export lists the member’s plan and notes; erasure keeps them as treatment records', async () => {
    const mobile = '9600000032';
    const holder = await loginAsPatient(t.app, mobile);
    const member = await addMember(holder, 'Lakshmi Rao');
    // A past session with the doctor puts the holder under their care; the member's plan makes her their patient.
    await t.db.insert(appointments).values({
      patientId: mobile,
      doctorId: '9000000001',
      date: '2026-01-05',
      timeOfDay: 'morning',
      status: 'completed',
    });
    const url = `/api/users/${mobile}`;
    const plan = await t.app.inject({
      method: 'PUT',
      url: `${url}/plan`,
      headers: doctor,
      payload: { sessions: 5, price: 800, dependant_id: member },
    });
    expect(plan.statusCode).toBe(200);
    const note = (
      await t.app.inject({
        method: 'POST',
        url: `${url}/notes`,
        headers: doctor,
        payload: { subjective: 'Knee', patient_summary: 'Rest.', dependant_id: member },
      })
    ).json().data;
    await t.app.inject({ method: 'POST', url: `${url}/notes/${note.id}/sign`, headers: doctor });

    const exported = (
      await t.app.inject({ method: 'GET', url: `${url}/privacy/export`, headers: holder })
    ).json().data.sections as { key: string; rows: Record<string, unknown>[] }[];
    const section = (key: string) => exported.find((s) => s.key === key)!.rows;
    expect(section('family')).toEqual([
      expect.objectContaining({
        id: member,
        planSessions: 5,
        planPricePaise: 80000,
        planDoctorId: '9000000001',
      }),
    ]);
    expect(section('notes')).toEqual([expect.objectContaining({ summary: 'Rest.', dependantId: member })]);

    const erased = await t.app.inject({
      method: 'POST',
      url: `${url}/privacy/erase`,
      headers: holder,
      payload: { confirm: 'ERASE' },
    });
    expect(erased.statusCode).toBe(200);
    const [keptMember] = await t.db.select().from(dependants).where(eq(dependants.id, member));
    expect(keptMember).toMatchObject({ planSessions: 5, planPricePaise: 80000 });
    expect(keptMember!.patientId).toMatch(/^erased-[0-9a-f]{32}$/);
    const [keptNote] = await t.db.select().from(clinicalNotes).where(eq(clinicalNotes.id, note.id));
    expect(keptNote).toMatchObject({
      patientId: keptMember!.patientId,
      dependantId: member,
      status: 'signed',
    });
  });
});
