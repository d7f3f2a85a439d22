/**
 * What the API runs on each pooled connection before it listens (Database.warm): warm_connection (migration 0038)
 * opens every table, rehearse_series_booking (0041) books weekly series and undoes them, so that a connection's
 * first real series does not pay for compiling and planning the write path. Nothing either does may be left in the
 * database.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { createTestDatabase } from '../../../test/helpers';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Rows<T> = { rows: T[] };

/** Every table of the schema with its row count. */
async function rowCounts(ex: { execute: Database['db']['execute'] }): Promise<Record<string, number>> {
  const tables = (await ex.execute(
    sql`select c.relname as name from pg_class c where c.relkind in ('r', 'p')
      and c.relnamespace = current_schema()::regnamespace order by 1`,
  )) as unknown as Rows<{ name: string }>;
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const r = (await ex.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as Rows<{ n: number }>;
    counts[name] = r.rows[0]!.n;
  }
  return counts;
}

describe('warm_connection and rehearse_series_booking', () => {
  it('opens every table and rehearses a series booking, leaving no row behind', async () => {
    const before = await rowCounts(database.db);
    const warmed = (await database.db.execute(sql`select warm_connection() as n`)) as unknown as Rows<{
      n: number;
    }>;
    expect(warmed.rows[0]!.n).toBe(Object.keys(before).length);
    const rehearsed = (await database.db.execute(
      sql`select rehearse_series_booking() as ok`,
    )) as unknown as Rows<{ ok: boolean }>;
    expect(rehearsed.rows[0]!.ok).toBe(true);
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('gives up without writing anything when the rehearsal cannot book (its doctor number is taken)', async () => {
    const before = await rowCounts(database.db);
    await database.db
      .transaction(async (tx) => {
        // A doctor already holding the number this connection's rehearsal gives its own doctor.
        await tx.execute(sql`insert into doctors (id, name, email, mobile, gender, birth_date, password_hash)
          values (lpad(pg_backend_pid()::text, 10, '0'), 'Taken', 'taken@example.com',
            lpad(pg_backend_pid()::text, 10, '0'), 'female', date '1990-01-01', '-')`);
        const during = await rowCounts(tx);
        const rehearsed = (await tx.execute(sql`select rehearse_series_booking() as ok`)) as unknown as Rows<{
          ok: boolean;
        }>;
        expect(rehearsed.rows[0]!.ok).toBe(false);
        expect(await rowCounts(tx)).toEqual(during);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || err.constructor.name !== 'TransactionRollbackError') throw err;
      });
    expect(await rowCounts(database.db)).toEqual(before);
  });
});
