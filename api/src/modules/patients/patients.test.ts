/**
 * findPatient: reads of one loop turn share one query (platform/lib/batched-read.ts), on PGlite and (TEST_DB=postgres)
 * PostgreSQL: each caller still gets its own patient, the row as it is after it asked, and transactions read on
 * their own connection.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { patients } from '../../platform/db/schema';
import { createTestDatabase } from '../../../test/helpers';
import { findPatient, PATIENT_BATCH_MAX } from './patients';

let database: Database;
const ids = Array.from({ length: PATIENT_BATCH_MAX + 20 }, (_, i) => String(7100000000 + i));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(patients)
    .values(
      ids.map((id, i) => ({ id, name: `Patient ${i}`, email: `p${i}@example.com`, sessions: 1 + (i % 5) })),
    );
});
afterAll(() => database.close());

describe('findPatient', () => {
  it('answers many reads of one turn, more than one batch, each with its own patient; null for an unknown one', async () => {
    const asked = [...ids, '7999999999', ids[3]!];
    const found = await Promise.all(asked.map((id) => findPatient(database.db, id)));
    found.forEach((row, i) => {
      if (asked[i] === '7999999999') expect(row).toBeNull();
      else expect(row).toMatchObject({ id: asked[i], name: `Patient ${ids.indexOf(asked[i]!)}` });
    });
    expect(found[found.length - 1]).toEqual(found[3]);
    expect(found[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('reads the row as it is after the request: a change just committed is seen, nothing is kept', async () => {
    const before = await findPatient(database.db, ids[0]!);
    await database.db
      .update(patients)
      .set({ newUser: !before!.newUser, sessions: 9 })
      .where(eq(patients.id, ids[0]!));
    const after = await findPatient(database.db, ids[0]!);
    expect(after).toMatchObject({ newUser: !before!.newUser, sessions: 9 });
  });

  it('reads inside a transaction on the transaction itself (its own uncommitted change)', async () => {
    await database.db.transaction(async (tx) => {
      await tx.update(patients).set({ name: 'Renamed In Tx' }).where(eq(patients.id, ids[1]!));
      expect(await findPatient(tx, ids[1]!)).toMatchObject({ name: 'Renamed In Tx' });
    });
  });
});
