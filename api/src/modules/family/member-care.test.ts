/**
 * The doctor's side of a family member (issue 28 point 3), through the routes: the member a doctor treats is a
 * patient of their own on the doctor's searches (the holder as the contact) and in `GET /api/users/:id/family`; the
 * member's own plan (`PUT /api/users/:id/plan` with dependant_id) is kept apart from the holder's; the prescription
 * form's "For" choice writes only for a member the doctor treats. Anyone else's member is 404, a member another
 * doctor plans for is 403, and nothing is written on a refusal.
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
import { appointments, dependants, patients, prescriptions } from '../../platform/db/schema';

let t: TestApp;
let asha: AuthHeaders; // Dr. Asha Rao, caring for Ravi Kumar (seeded)
let rahul: AuthHeaders; // Dr. Rahul Mehta
let ravi: AuthHeaders;
let other: AuthHeaders;
const RAVI = '9876543210';
const OTHER = '9600000021';
let fatherId: string;
let daughterId: string;
let othersFatherId: string;

const add = async (headers: AuthHeaders, payload: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: '/api/family/dependants', headers, payload })).json().data
    .id as string;
const savePlan = (headers: AuthHeaders, payload: Record<string, unknown>, id = RAVI) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/plan`, headers, payload });
const family = (headers: AuthHeaders, id = RAVI) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}/family`, headers });
const prescribe = (headers: AuthHeaders, dependantId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${RAVI}/prescriptions`,
    headers,
    payload: { title: 'Knee strength', advice: '', exercises: [], dependant_id: dependantId },
  });
const searchName = (headers: AuthHeaders, name: string) =>
  t.app.inject({ method: 'GET', url: `/api/users?name=${encodeURIComponent(name)}`, headers });
const planOf = async (id: string) => (await t.db.select().from(dependants).where(eq(dependants.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  asha = await loginAsDoctor(t.app, '9000000001');
  rahul = await loginAsDoctor(t.app, '9000000002');
  ravi = await loginAsPatient(t.app);
  other = await loginAsPatient(t.app, OTHER);
  fatherId = await add(ravi, { name: 'Ramesh Kumar', relation: 'parent', age: 74 });
  daughterId = await add(ravi, { name: 'Anaya Kumar', relation: 'child', age: 9 });
  othersFatherId = await add(other, { name: 'Suresh Pillai', relation: 'parent', age: 70 });
});
afterAll(() => t.close());

describe('a family member on the doctor’s side', () => {
  it('is nobody’s patient until a doctor treats them: no list, no search, no prescription', async () => {
    const listed = await family(asha);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([]);
    expect((await searchName(asha, 'ramesh')).json().data).toBeNull();
    const before = await t.db.select().from(prescriptions);
    const refused = await prescribe(asha, fatherId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_YOUR_PATIENT');
    expect(await t.db.select().from(prescriptions)).toHaveLength(before.length);
  });

  it('gets their own plan from a caring doctor, apart from the holder’s, who then treats them', async () => {
    const [holderBefore] = await t.db.select().from(patients).where(eq(patients.id, RAVI));
    const saved = await savePlan(asha, { sessions: 6, price: 700, dependant_id: fatherId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: RAVI,
      member: {
        id: fatherId,
        name: 'Ramesh Kumar',
        relation: 'parent',
        age: 74,
        plan: { sessions: 6, price: 700 },
      },
    });
    const [holderAfter] = await t.db.select().from(patients).where(eq(patients.id, RAVI));
    expect(holderAfter).toMatchObject({
      pricePaise: holderBefore!.pricePaise,
      sessions: holderBefore!.sessions,
      doctorId: holderBefore!.doctorId,
    });
    expect(await planOf(fatherId)).toMatchObject({
      planSessions: 6,
      planPricePaise: 70000,
      planDoctorId: '9000000001',
    });

    // The doctor's list of the family members they treat; the holder reads each member's plan on their own list.
    expect((await family(asha)).json().data).toEqual([
      { id: fatherId, name: 'Ramesh Kumar', relation: 'parent', age: 74, plan: { sessions: 6, price: 700 } },
    ]);
    const own = (await t.app.inject({ method: 'GET', url: '/api/family/dependants', headers: ravi })).json()
      .data as { id: string; plan: unknown }[];
    expect(own.map((d) => [d.id, d.plan])).toEqual([
      [fatherId, { sessions: 6, price: 700 }],
      [daughterId, null],
    ]);

    // Now the "For" choice writes his prescription.
    const written = await prescribe(asha, fatherId);
    expect(written.statusCode).toBe(201);
    expect(written.json().data.dependant).toEqual({ id: fatherId, name: 'Ramesh Kumar', relation: 'parent' });
  });

  it('is listed by name as a patient of their own, the holder as the contact, for the treating doctor only', async () => {
    const found = (await searchName(asha, 'Ramesh')).json().data as Record<string, unknown>[];
    expect(found).toEqual([
      {
        id: RAVI,
        name: 'Ravi Kumar',
        mobile: RAVI,
        email: expect.any(String),
        member: { id: fatherId, name: 'Ramesh Kumar', relation: 'parent', age: 74 },
      },
    ]);
    // A name matching both: the patient and the member, in name order.
    const kumar = (await searchName(asha, 'kumar')).json().data as {
      name: string;
      member?: { name: string };
    }[];
    expect(kumar.map((p) => p.member?.name ?? p.name)).toEqual(['Ramesh Kumar', 'Ravi Kumar']);
    expect((await searchName(rahul, 'Ramesh')).json().data).toBeNull();
  });

  it('is listed apart by the dates of their sessions with the doctor', async () => {
    await t.db.insert(appointments).values({
      patientId: RAVI,
      doctorId: '9000000001',
      date: '2099-03-03',
      timeOfDay: 'morning',
      dependantId: daughterId,
    });
    const search = (headers: AuthHeaders) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dashboard/search',
        headers,
        payload: { from_date: '2099-03-01', to_date: '2099-03-05' },
      });
    const rows = (await search(asha)).json().data as { id: string; member?: { name: string } }[];
    expect(rows.filter((r) => r.id === RAVI).map((r) => r.member?.name ?? null)).toEqual([
      null,
      'Anaya Kumar',
    ]);
    const theirs = (await search(rahul)).json().data as { member?: unknown }[];
    expect(theirs.some((r) => r.member)).toBe(false);
    // A session treats her too: both members are on Dr. Asha's list of Ravi's family.
    expect(((await family(asha)).json().data as { name: string }[]).map((m) => m.name)).toEqual([
      'Ramesh Kumar',
      'Anaya Kumar',
    ]);
  });

  it('anyone else’s family member is 404 and nothing is written', async () => {
    const res = await savePlan(asha, { sessions: 3, price: 500, dependant_id: othersFatherId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' });
    expect(await planOf(othersFatherId)).toMatchObject({ planSessions: null, planDoctorId: null });
    const rx = await prescribe(asha, othersFatherId);
    expect(rx.statusCode).toBe(404);
    expect(rx.json().code).toBe('DEPENDANT_NOT_FOUND');
    // Not a family member's id at all: the form's message.
    expect((await savePlan(asha, { sessions: 3, price: 500, dependant_id: 'nope' })).statusCode).toBe(400);
  });

  it('a doctor not caring for the holder, or not the member’s own, is refused; patients cannot call', async () => {
    // Dr. Rahul does not care for Ravi: no family list, no plan.
    expect((await family(rahul)).json().code).toBe('NOT_YOUR_PATIENT');
    const notCaring = await savePlan(rahul, { sessions: 2, price: 900, dependant_id: fatherId });
    expect(notCaring.statusCode).toBe(403);
    expect(notCaring.json().code).toBe('NOT_YOUR_PATIENT');

    // Once Ravi has a session with him, he sees Ravi but not the family members he does not treat.
    await t.db
      .insert(appointments)
      .values({ patientId: RAVI, doctorId: '9000000002', date: '2099-04-01', timeOfDay: 'evening' });
    expect((await family(rahul)).json().data).toEqual([]);
    const notTheirs = await savePlan(rahul, { sessions: 2, price: 900, dependant_id: fatherId });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().code).toBe('NOT_ASSIGNED');
    expect(await planOf(fatherId)).toMatchObject({ planSessions: 6, planDoctorId: '9000000001' });
    expect((await prescribe(rahul, fatherId)).json().code).toBe('NOT_YOUR_PATIENT');
    // He may start the daughter's plan (no plan doctor yet), which makes her his patient too.
    expect((await savePlan(rahul, { sessions: 2, price: 900, dependant_id: daughterId })).statusCode).toBe(
      200,
    );
    expect(((await family(rahul)).json().data as { name: string }[]).map((m) => m.name)).toEqual([
      'Anaya Kumar',
    ]);

    expect((await family(ravi)).statusCode).toBe(403);
    expect((await savePlan(ravi, { sessions: 2, price: 900, dependant_id: fatherId })).statusCode).toBe(403);
    expect((await family(asha, OTHER)).json().code).toBe('NOT_YOUR_PATIENT');
    expect((await family(asha, '9111111111')).statusCode).toBe(404);
  });
});
