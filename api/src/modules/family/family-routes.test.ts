/**
 * A patient's dependants through the routes (PGlite, and PostgreSQL with TEST_DB=postgres): the list, adding,
 * correcting, removing, ownership, bad input; the age kept as a birth year that moves on with the years (migration
 * 0034 included). Reads today's date: in the clock pass's year's-end round (jest.clock.config.cjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ageFromBirthYear, birthYearFromAge, FAMILY, FAMILY_MESSAGES } from '@physio/shared-contracts';
import {
  createTestApp,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';
import { dependants } from '../../platform/db/schema';
import { migrationsDir } from '../../platform/lib/paths';
import { listDependants } from './index';

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
/** The patient's data-rights requests as the privacy page lists them ("Your requests"). */
const requestsOf = async (id: string, headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${id}/privacy/requests`, headers })).json().data as {
    kind: string;
    outcome: string;
    detail: string;
  }[];

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
        birth_year: birthYearFromAge(72),
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
    expect(corrected.json().data).toMatchObject({
      id,
      name: 'Ramesh K. Sharma',
      age: 73,
      birth_year: birthYearFromAge(73),
    });
    // A correction of personal data (DPDP Act 2023): in the holder's requests, with its outcome.
    expect(await requestsOf('9270000001', daughter)).toContainEqual(
      expect.objectContaining({
        kind: 'correct',
        outcome: 'done',
        detail: 'Corrected: family member Ramesh K. Sharma.',
      }),
    );

    const removed = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: daughter });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(FAMILY_MESSAGES.removed);
    expect(await list(daughter)).toEqual([]);
    // Kept for the sessions booked in their name, off the list.
    const [row] = await t.db.select().from(dependants).where(eq(dependants.id, id));
    expect(row!.removedAt).not.toBeNull();
  });

  it('refuses a dependant aged 200 with the form’s message and stores nothing', async () => {
    const everyone = () => t.db.select().from(dependants).orderBy(dependants.id);
    const before = await everyone();
    for (const body of [
      { ...father, age: 200 },
      { ...father, age: 121 },
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
    // The birth year is the server's to work out: one sent for a man of 200, without an age, is refused all the same.
    const { age: _age, ...noAge } = father;
    const byYear = await add(other, { ...noAge, birth_year: birthYearFromAge(200) });
    expect(byYear.statusCode).toBe(400);
    expect(byYear.json().message).toContain(FAMILY_MESSAGES.age);
    // Their holder correcting a family member to 200 is refused the same way.
    const own = before.find((d) => d.patientId === '9270000001')!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${own.id}`,
      headers: daughter,
      payload: { ...father, age: 200 },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toContain(FAMILY_MESSAGES.age);
    expect(await everyone()).toEqual(before);
  });

  it('keeps the birth year, so the age moves on with the years wherever it is shown', async () => {
    const holder = await loginAsPatient(t.app, '9270000004', { email: 'grand@example.com' });
    const added = (await add(holder, { name: 'Kamala Devi', relation: 'grandparent', age: 80 })).json().data;
    const [row] = await t.db.select().from(dependants).where(eq(dependants.id, added.id));
    expect(row!.birthYear).toBe(birthYearFromAge(80));
    // Next year in India (mid-June of it), the list says 81 with nothing stored again.
    const nextYear = new Date(`${row!.birthYear + 81}-06-15T12:00:00+05:30`);
    const later = await listDependants(t.db, '9270000004', nextYear);
    expect(later.map((d) => [d.name, d.age])).toEqual([['Kamala Devi', 81]]);
    expect(ageFromBirthYear(row!.birthYear, nextYear)).toBe(81);
    // Saving the form again as shown (81 next year) keeps the birth year: it does not drift.
    expect(birthYearFromAge(81, nextYear)).toBe(row!.birthYear);
  });

  it('migration 0034 turns the stored ages into birth years against the year in Asia/Kolkata', async () => {
    const statements = fs
      .readFileSync(path.join(migrationsDir(), '0034_dependant_birth_year.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim());
    const holder = await loginAsPatient(t.app, '9270000005', { email: 'old@example.com' });
    const before = await t.db.select().from(dependants);
    const after = await t.db.transaction(async (tx) => {
      // As the table was before 0034: an age, no birth year (every row so far given 30).
      await tx.execute(sql`alter table dependants add column age integer`);
      await tx.execute(sql`update dependants set age = 30`);
      await tx.execute(sql`alter table dependants alter column age set not null`);
      await tx.execute(
        sql`alter table dependants add constraint dependants_age check (age between 0 and 120)`,
      );
      await tx.execute(sql`alter table dependants drop constraint dependants_birth_year`);
      await tx.execute(sql`alter table dependants drop column birth_year`);
      await tx.execute(
        sql`insert into dependants (patient_id, name, relation, age) values ('9270000005', 'Ramesh Sharma', 'parent', 74)`,
      );
      for (const statement of statements) await tx.execute(sql.raw(statement));
      return tx.select().from(dependants);
    });
    expect(after).toHaveLength(before.length + 1);
    for (const row of before)
      expect(after.find((r) => r.id === row.id)!.birthYear).toBe(birthYearFromAge(30));
    const father = (await list(holder)) as unknown as { name: string; age: number; birth_year: number }[];
    expect(father).toEqual([
      expect.objectContaining({ name: 'Ramesh Sharma', age: 74, birth_year: birthYearFromAge(74) }),
    ]);
    // The age column and its rule are gone: a birth year of 200 years ago is refused by the table itself.
    await expect(
      t.db
        .insert(dependants)
        .values({ patientId: '9270000005', name: 'X', relation: 'other', birthYear: 1700 }),
    ).rejects.toThrow();
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
    expect(await requestsOf('9270000002', other)).toEqual([]);
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
