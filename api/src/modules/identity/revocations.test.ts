import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client';
import { sessionRevocations } from '../../platform/db/schema';
import { createTestDatabase } from '../../../test/helpers';
import { REVOCATIONS_FRESH_MS, revocationCheck, revocationOf, revokeAccessTokensOf } from './revocations';
import { ACCESS_TOKEN_SECONDS } from './tokens';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const patient = (sub: string, rv?: number) => ({ sub, role: 'patient' as const, rv });

describe('session revocations', () => {
  it('a token minted under the revocation in force passes; one minted before it is refused', async () => {
    const db = database.db;
    expect(await revocationOf(db, '9350000001', 'patient')).toBeUndefined();
    await revokeAccessTokensOf(db, '9350000001', 'patient');
    const rv = await revocationOf(db, '9350000001', 'patient');
    expect(rv).toEqual(expect.any(Number));
    const check = revocationCheck(db);
    expect(await check.refuses(patient('9350000001'))).toBe(true);
    expect(await check.refuses(patient('9350000001', rv! - 1))).toBe(true);
    expect(await check.refuses(patient('9350000001', rv))).toBe(false);
    // Only that person, in that role.
    expect(await check.refuses(patient('9350000002'))).toBe(false);
    expect(await check.refuses({ sub: '9350000001', role: 'doctor' })).toBe(false);
  });

  it('a second revocation always moves forward, even inside the same millisecond', async () => {
    const db = database.db;
    await db.transaction(async (tx) => {
      // now() is the transaction's start: both revocations see the same clock.
      await revokeAccessTokensOf(tx, '9350000003', 'patient');
      const first = await revocationOf(tx, '9350000003', 'patient');
      await revokeAccessTokensOf(tx, '9350000003', 'patient');
      expect(await revocationOf(tx, '9350000003', 'patient')).toBe(first! + 1);
    });
  });

  it('the read that finds a revocation past every token it refuses deletes it, with the number', async () => {
    const db = database.db;
    await db.insert(sessionRevocations).values({
      subject: '9350000004',
      role: 'patient',
      revokedAt: sql`now() - make_interval(secs => ${ACCESS_TOKEN_SECONDS + 6 * 60})`,
    });
    await revokeAccessTokensOf(db, '9350000005', 'patient');
    const check = revocationCheck(db);
    expect(await check.refuses(patient('9350000004'))).toBe(false);
    expect(await check.refuses(patient('9350000005'))).toBe(true);
    const left = await db.select({ subject: sessionRevocations.subject }).from(sessionRevocations);
    expect(left.map((r) => r.subject)).not.toContain('9350000004');
    expect(left.map((r) => r.subject)).toContain('9350000005');
  });

  it("another server's copy holds at most REVOCATIONS_FRESH_MS; reread() drops it at once", async () => {
    const db = database.db;
    let clock = 1_000_000;
    const check = revocationCheck(db, { now: () => clock });
    expect(await check.refuses(patient('9350000006'))).toBe(false);
    await revokeAccessTokensOf(db, '9350000006', 'patient');
    clock += REVOCATIONS_FRESH_MS - 1;
    expect(await check.refuses(patient('9350000006'))).toBe(false);
    clock += 1;
    expect(await check.refuses(patient('9350000006'))).toBe(true);
  });

  it('a read begun before this server revoked is not kept as fresh', async () => {
    // A table whose reads this test answers by hand: the first one answers the rows of before the revocation.
    const answers: ((rows: unknown[]) => void)[] = [];
    const table = {
      select: () => ({ from: () => new Promise<unknown[]>((resolve) => answers.push(resolve)) }),
    } as unknown as Executor;
    const check = revocationCheck(table, { now: () => 5_000 });
    const inFlight = check.refuses(patient('9350000007'));
    check.reread();
    const after = check.refuses(patient('9350000007'));
    expect(answers).toHaveLength(2);
    answers[1]!([{ subject: '9350000007', role: 'patient', revokedAt: new Date(4_000) }]);
    expect(await after).toBe(true);
    // The first read's answer arrives last, without the revocation.
    answers[0]!([]);
    expect(await inFlight).toBe(false);
    // The clock has not moved: the copy kept is the second read's.
    expect(await check.refuses(patient('9350000007'))).toBe(true);
    expect(answers).toHaveLength(2);
  });
});
