import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client';

/**
 * A prepared statement per database for the hottest reads (profile, coupon lookup): the query is built
 * once instead of on every request. Inside a transaction the caller falls back to the query builder.
 */
export function preparedFor<P>(build: (db: Db) => P): (db: Executor) => P | null {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    if (db instanceof PgTransaction) return null;
    let prepared = cache.get(db as Db);
    if (!prepared) {
      prepared = build(db as Db);
      cache.set(db as Db, prepared);
    }
    return prepared;
  };
}
