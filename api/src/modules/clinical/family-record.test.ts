/**
 * A family member's own intake, outcome scores and exercise program (issue 28 point 3), kept on the holder's record
 * with `dependant_id`: the holder fills the member's intake and reads their scores and program; a doctor who treats
 * the member (member-care's rule) writes and reads them. Another account's member is 404, a member this doctor
 * does not treat 403, nothing written either way; the holder's own record leaves the member's rows out; the data
 * download lists the member's rows and erasure keeps them with the treatment records.
 */
import { eq } from 'drizzle-orm';
import { CONSENTS, FAMILY_MESSAGES, RED_FLAG_QUESTIONS, type IntakeRequest } from '@physio/shared-contracts';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';
import {
  appointments,
  clinicalIntakes,
  dependants,
  exercisePrograms,
  outcomeScores,
  patients,
} from '../../platform/db/schema';
import { DEMO_DOCTOR } from '../site/seed';

let t: TestApp;
let asha: AuthHeaders;
let rahul: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  asha = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
  rahul = await loginAsDoctor(t.app, '9000000002');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: AuthHeaders, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const addMember = async (headers: AuthHeaders, name: string) =>
  (await call('POST', '/api/family/dependants', headers, { name, relation: 'parent', age: 74 })).json().data
    .id as string;

let nextPatient = 9350000001;
/**
 * A holder under Dr. Asha's care with a father she treats (his own plan with her), a past session with Dr. Rahul
 * (so Rahul cares for the holder but does not treat the father), and another account's member.
 */
async function family() {
  const id = String(nextPatient++);
  const headers = await loginAsPatient(t.app, id, { name: `Holder ${id.slice(-3)}` });
  await t.db.update(patients).set({ doctorId: DEMO_DOCTOR.id }).where(eq(patients.id, id));
  await t.db.insert(appointments).values({
    patientId: id,
    doctorId: '9000000002',
    date: '2026-01-05',
    timeOfDay: 'morning',
    mode: 'home',
    status: 'completed',
  });
  const father = await addMember(headers, 'Ramesh Kumar');
  const plan = await call('PUT', `/api/users/${id}/plan`, asha, {
    sessions: 4,
    price: 600,
    dependant_id: father,
  });
  expect(plan.statusCode).toBe(200);
  const other = await loginAsPatient(t.app, String(nextPatient++));
  const theirs = await addMember(other, 'Suresh Pillai');
  return { id, headers, father, theirs, url: `/api/users/${id}` };
}

const noFlags = Object.fromEntries(
  RED_FLAG_QUESTIONS.map((q) => [q.key, false]),
) as IntakeRequest['red_flags'];
const intakeBody = (over: Record<string, unknown> = {}) => ({
  problem: 'Knee pain on stairs',
  since: 'Two months',
  pain: 5,
  red_flags: noFlags,
  medications: '',
  conditions: 'Diabetes',
  goals: 'Walk to the temple',
  consent: { treatment: CONSENTS.treatment.version },
  ...over,
});
const item = (exercise: string) => ({
  exercise,
  sets: 2,
  reps: 10,
  hold_seconds: 5,
  times_per_day: 1,
  days_per_week: 7,
});
const psfs = (...ratings: number[]) =>
  ratings.map((rating, i) => ({ activity: `Climb stairs ${i + 1}`, rating }));
const rowsOf = async <T extends typeof clinicalIntakes | typeof outcomeScores | typeof exercisePrograms>(
  table: T,
  patientId: string,
): Promise<T['$inferSelect'][]> =>
  (await t.db
    .select()
    .from(table as typeof outcomeScores)
    .where(eq(table.patientId, patientId))) as T['$inferSelect'][];
const notFound = { message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' };

describe('a family member’s intake', () => {
  it('is filled in by the holder for the member and read by them and the doctor who treats him', async () => {
    const f = await family();
    const res = await call('POST', `${f.url}/intake`, f.headers, intakeBody({ dependant_id: f.father }));
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(clinicalIntakes, f.id);
    expect(row).toMatchObject({ patientId: f.id, dependantId: f.father, problem: 'Knee pain on stairs' });

    const mine = await call('GET', `${f.url}/intake?dependant_id=${f.father}`, f.headers);
    expect(mine.json().data.intake).toMatchObject({ id: res.json().data.id, goals: 'Walk to the temple' });
    const doctors = await call('GET', `${f.url}/intake?dependant_id=${f.father}`, asha);
    expect(doctors.json().data.intake.id).toBe(res.json().data.id);
    // The holder's own intake is not the member's.
    expect((await call('GET', `${f.url}/intake`, f.headers)).json().data.intake).toBeNull();
  });

  it('another account’s member is 404, a member the doctor does not treat 403; nothing written', async () => {
    const f = await family();
    const res = await call('POST', `${f.url}/intake`, f.headers, intakeBody({ dependant_id: f.theirs }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect(await rowsOf(clinicalIntakes, f.id)).toEqual([]);
    expect((await call('GET', `${f.url}/intake?dependant_id=${f.theirs}`, f.headers)).statusCode).toBe(404);
    expect((await call('GET', `${f.url}/intake?dependant_id=${f.theirs}`, asha)).json()).toEqual(notFound);
    const refused = await call('GET', `${f.url}/intake?dependant_id=${f.father}`, rahul);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_YOUR_PATIENT']);
    expect((await call('GET', `${f.url}/intake?dependant_id=not-a-uuid`, f.headers)).statusCode).toBe(400);
  });

  it('asks for teleconsultation consent when the member has an online session, not the holder’s', async () => {
    const f = await family();
    await t.db.insert(appointments).values({
      patientId: f.id,
      dependantId: f.father,
      doctorId: DEMO_DOCTOR.id,
      date: '2026-01-06',
      timeOfDay: 'morning',
      mode: 'online',
      status: 'completed',
    });
    const member = await call('GET', `${f.url}/intake?dependant_id=${f.father}`, f.headers);
    expect(member.json().data.needs_teleconsultation).toBe(true);
    expect((await call('GET', `${f.url}/intake`, f.headers)).json().data.needs_teleconsultation).toBe(false);
    const refused = await call('POST', `${f.url}/intake`, f.headers, intakeBody({ dependant_id: f.father }));
    expect(refused.json().code).toBe('CONSENT_REQUIRED');
    expect(await rowsOf(clinicalIntakes, f.id)).toEqual([]);
  });
});

describe('a family member’s outcome scores', () => {
  it('are recorded by the doctor who treats him and the holder, and read apart from the holder’s', async () => {
    const f = await family();
    const byDoctor = await call('POST', `${f.url}/outcomes/psfs`, asha, {
      activities: psfs(3, 5, 4),
      dependant_id: f.father,
    });
    expect(byDoctor.statusCode).toBe(201);
    const byHolder = await call('POST', `${f.url}/outcomes/pain`, f.headers, {
      pain: 6,
      dependant_id: f.father,
    });
    expect(byHolder.statusCode).toBe(201);
    await call('POST', `${f.url}/outcomes/pain`, f.headers, { pain: 2 });
    const rows = await rowsOf(outcomeScores, f.id);
    expect(rows.filter((r) => r.dependantId === f.father)).toHaveLength(2);

    for (const headers of [f.headers, asha]) {
      const his = await call('GET', `${f.url}/outcomes?dependant_id=${f.father}`, headers);
      expect(his.json().data.scores.map((s: { score: number }) => s.score)).toEqual([4, 6]);
    }
    const own = await call('GET', `${f.url}/outcomes`, f.headers);
    expect(own.json().data.scores.map((s: { score: number }) => s.score)).toEqual([2]);
  });

  it('another account’s member is 404, a member the doctor does not treat 403; nothing written', async () => {
    const f = await family();
    const theirs = await call('POST', `${f.url}/outcomes/psfs`, asha, {
      activities: psfs(3, 5, 4),
      dependant_id: f.theirs,
    });
    expect(theirs.json()).toEqual(notFound);
    const holder = await call('POST', `${f.url}/outcomes/pain`, f.headers, {
      pain: 3,
      dependant_id: f.theirs,
    });
    expect(holder.statusCode).toBe(404);
    const refused = await call('POST', `${f.url}/outcomes/pain`, rahul, { pain: 3, dependant_id: f.father });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_YOUR_PATIENT']);
    expect(await rowsOf(outcomeScores, f.id)).toEqual([]);
    expect((await call('GET', `${f.url}/outcomes?dependant_id=${f.father}`, rahul)).statusCode).toBe(403);
    expect((await call('GET', `${f.url}/outcomes?dependant_id=${f.theirs}`, f.headers)).statusCode).toBe(404);
  });

  it('a member’s pain rating at a session names one of his sessions, not the holder’s', async () => {
    const f = await family();
    const [own] = await t.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, f.id));
    const res = await call('POST', `${f.url}/outcomes/pain`, asha, {
      pain: 4,
      appointment_id: own!.id,
      dependant_id: f.father,
    });
    expect(res.json().code).toBe('APPOINTMENT_NOT_FOUND');
    expect(await rowsOf(outcomeScores, f.id)).toEqual([]);
  });
});

describe('a family member’s exercise program', () => {
  it('is assigned by the doctor who treats him, versioned apart, and read by the holder', async () => {
    const f = await family();
    const own = await call('PUT', `${f.url}/exercise-program`, asha, { items: [item('bridge')] });
    expect(own.json().data.version).toBe(1);
    const first = await call('PUT', `${f.url}/exercise-program`, asha, {
      items: [item('bridge')],
      dependant_id: f.father,
    });
    expect([first.statusCode, first.json().data.version]).toEqual([200, 1]);
    const second = await call('PUT', `${f.url}/exercise-program`, asha, {
      items: [item('bridge'), item('clamshell')],
      notes: 'Slowly',
      dependant_id: f.father,
    });
    expect(second.json().data.version).toBe(2);
    const rows = await rowsOf(exercisePrograms, f.id);
    expect(rows.map((r) => [r.dependantId, r.version]).sort()).toEqual(
      [
        [null, 1],
        [f.father, 1],
        [f.father, 2],
      ].sort(),
    );

    const his = await call('GET', `${f.url}/exercise-program?dependant_id=${f.father}`, f.headers);
    expect(his.json().data).toMatchObject({ id: second.json().data.id, version: 2, notes: 'Slowly' });
    expect(his.json().data.items).toHaveLength(2);
    const hers = await call('GET', `${f.url}/exercise-program`, f.headers);
    expect(hers.json().data.id).toBe(own.json().data.id);
    // The holder's day shows her own program, not her father's.
    const today = await call('GET', `${f.url}/exercises/today`, f.headers);
    expect(today.json().data.program.id).toBe(own.json().data.id);
  });

  it('another account’s member is 404, a member the doctor does not treat 403; nothing written', async () => {
    const f = await family();
    const theirs = await call('PUT', `${f.url}/exercise-program`, asha, {
      items: [item('bridge')],
      dependant_id: f.theirs,
    });
    expect(theirs.json()).toEqual(notFound);
    const refused = await call('PUT', `${f.url}/exercise-program`, rahul, {
      items: [item('bridge')],
      dependant_id: f.father,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_YOUR_PATIENT']);
    expect(await rowsOf(exercisePrograms, f.id)).toEqual([]);
    expect((await call('GET', `${f.url}/exercise-program?dependant_id=${f.father}`, rahul)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `${f.url}/exercise-program?dependant_id=${f.theirs}`, f.headers)).json(),
    ).toEqual(notFound);
  });
});

describe('data rights of a member’s clinical record', () => {
  it('the download lists his intake, scores and program; erasure keeps them as treatment records', async () => {
    const f = await family();
    await call('POST', `${f.url}/intake`, f.headers, intakeBody({ dependant_id: f.father }));
    await call('POST', `${f.url}/outcomes/pain`, asha, { pain: 6, dependant_id: f.father });
    const program = (
      await call('PUT', `${f.url}/exercise-program`, asha, {
        items: [item('bridge')],
        dependant_id: f.father,
      })
    ).json().data;

    const exported = (await call('GET', `${f.url}/privacy/export`, f.headers)).json().data.sections as {
      key: string;
      rows: Record<string, unknown>[];
    }[];
    const section = (key: string) => exported.find((s) => s.key === key)!.rows;
    expect(section('intake')).toEqual([
      expect.objectContaining({ dependantId: f.father, problem: 'Knee pain on stairs' }),
    ]);
    expect(section('outcomes')).toEqual([expect.objectContaining({ dependantId: f.father, score: 6 })]);
    expect(section('exercise_programs')).toEqual([
      expect.objectContaining({ id: program.id, dependantId: f.father, version: 1 }),
    ]);

    const erased = await call('POST', `${f.url}/privacy/erase`, f.headers, { confirm: 'ERASE' });
    expect(erased.statusCode).toBe(200);
    const [member] = await t.db.select().from(dependants).where(eq(dependants.id, f.father));
    const tombstone = member!.patientId;
    expect(tombstone).toMatch(/^erased-[0-9a-f]{32}$/);
    for (const table of [clinicalIntakes, outcomeScores, exercisePrograms]) {
      const kept = await rowsOf(table, tombstone);
      expect(kept).toEqual([expect.objectContaining({ dependantId: f.father })]);
    }
    expect(await rowsOf(outcomeScores, f.id)).toEqual([]);
  });
});
