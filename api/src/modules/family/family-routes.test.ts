/** A patient's dependants through the routes on PGlite: the list, adding, correcting, removing, ownership, bad input. */
import { eq } from 'drizzle-orm';
import { FAMILY, FAMILY_MESSAGES } from '@physio/shared-contracts';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';
import { dependants } from '../../platform/db/schema';

let t: TestApp;
let daughter: AuthHeaders;
let other: AuthHeaders;
const URL = '/api/family/dependants';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  daughter = await loginAsPatient(t.app, '9270000001', { email: 'priya@example.com' });
  other = await loginAsPatient(t.app, '9270000002', { email: 'other@example.com' });
});
afterAll(() => t.close());

const father = { name: 'Ramesh Kumar', relation: 'parent', age: 72 };
const add = (headers: AuthHeaders, body: Record<string, unknown> = father) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload: body });
const list = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: URL, headers })).json().data as { id: string; name: string }[];

describe('a patient’s family', () => {
  it('adds a dependant with no phone of their own, lists, corrects and removes them', async () => {
    const added = await add(daughter);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      data: {
        id: expect.any(String),
        name: 'Ramesh Kumar',
        relation: 'parent',
        age: 72,
        created_at: expect.any(String),
        plan: null,
      },
      message: FAMILY_MESSAGES.added,
    });
    const id: string = added.json().data.id;
    expect((await list(daughter)).map((d) => d.name)).toEqual(['Ramesh Kumar']);

    const corrected = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${id}`,
      headers: daughter,
      payload: { name: 'Ramesh K. Sharma', relation: 'parent', age: 73 },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toMatchObject({ id, name: 'Ramesh K. Sharma', age: 73 });

    const removed = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: daughter });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(FAMILY_MESSAGES.removed);
    expect(await list(daughter)).toEqual([]);
    // Kept for the sessions booked in their name, off the list.
    const [row] = await t.db.select().from(dependants).where(eq(dependants.id, id));
    expect(row!.removedAt).not.toBeNull();
  });

  it('refuses a dependant aged 200 with the form’s message and stores nothing', async () => {
    const before = await t.db.select().from(dependants).where(eq(dependants.patientId, '9270000002'));
    for (const body of [
      { ...father, age: 200 },
      { ...father, age: -1 },
      { ...father, age: 7.5 },
      { ...father, name: '' },
      { ...father, relation: 'neighbour' },
    ]) {
      const res = await add(other, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    expect((await add(other, { ...father, age: 200 })).json().message).toContain(FAMILY_MESSAGES.age);
    expect(await t.db.select().from(dependants).where(eq(dependants.patientId, '9270000002'))).toEqual(
      before,
    );
  });

  it('another patient’s dependant is not found for correcting or removing, and theirs is untouched', async () => {
    const id: string = (await add(daughter, { name: 'Aarav', relation: 'child', age: 6 })).json().data.id;
    const put = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: other, payload: father });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' });
    const del = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: other });
    expect(del.statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await list(daughter)).map((d) => d.name)).toEqual(['Aarav']);
  });

  it('is the patient’s own: a doctor is refused and a stranger must sign in', async () => {
    const doctor = await loginAsDoctor(t.app, '9000000001');
    expect((await t.app.inject({ method: 'GET', url: URL, headers: doctor })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it(`holds at most ${FAMILY.maxDependants} family members at once (409 FAMILY_LIMIT)`, async () => {
    const big = await loginAsPatient(t.app, '9270000003', { email: 'big@example.com' });
    const answers = await Promise.all(
      Array.from({ length: FAMILY.maxDependants + 2 }, (_, i) =>
        add(big, { ...father, name: `Member ${'abcdefghijkl'[i]}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(FAMILY.maxDependants);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toEqual({ message: FAMILY_MESSAGES.tooMany, code: 'FAMILY_LIMIT' });
  });
});
