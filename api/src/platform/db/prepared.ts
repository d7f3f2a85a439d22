import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client';

/** A query builder that can be prepared once or run with its placeholder values. */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A statement written once with `sql.placeholder(...)` values. On the database it runs as a named prepared
 * statement (drizzle builds its SQL once, PostgreSQL parses it once per connection). A transaction runs on a
 * connection of its own: there drizzle builds it again, under the same name, so the connection still parses it
 * only once.
 */
export function statement<R>(
  name: string,
  build: (db: Executor) => Preparable<R>,
): (db: Executor, values: Record<string, unknown>) => Promise<R> {
  const cache = new WeakMap<Db, ReturnType<Preparable<R>['prepare']>>();
  return (db, values) => {
    if (db instanceof PgTransaction) return build(db).prepare(name).execute(values);
    let prepared = cache.get(db as Db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      cache.set(db as Db, prepared);
    }
    return prepared.execute(values);
  };
}

/**
 * `{ key: placeholder 'key' }` for each key: the values of an insert written once as a prepared statement. Each is
 * wrapped in `sql` so its value goes to the driver as given (drizzle would turn a null through a column's encoder
 * into the text "null").
 */
export const placeholders = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, value(k)])) as { [P in K]: SQL };

/** One placeholder as an SQL value (for `set(...)` and insert values), passed to the driver as given. */
export const value = (name: string): SQL => sql`${sql.placeholder(name)}`;
