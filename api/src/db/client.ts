import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Extension } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** One Drizzle API over both drivers (PGlite and node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/**
 * PGlite's pg_trgm and btree_gist (scheduling's exclusion constraints), with the bundle given as a file path: the stock `contrib/pg_trgm` export passes a
 * URL, which PGlite cannot read under jest's sandbox (the extension then silently goes missing).
 */
function bundledExtension(name: 'pg_trgm' | 'btree_gist'): Extension {
  const bundlePath = path.join(path.dirname(require.resolve('@electric-sql/pglite')), `${name}.tar.gz`);
  return { name, setup: async () => ({ bundlePath: bundlePath as unknown as URL }) };
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → node-postgres; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted → in memory. */
  dataDir?: string;
  poolSize?: number;
}

/** How long opening a connection to PostgreSQL may take before the request fails with 503. */
export const CONNECT_TIMEOUT_MS = 3_000;

export function openDatabase(options: DatabaseOptions): Database {
  const folder = migrationsDir();
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // An unreachable server fails a request in seconds instead of holding it (and a pool slot) forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A connection lost while idle (the pool's own listener removes the client) or while checked out between two
    // queries (the client has no other listener then) must not crash the process: the client is no longer
    // queryable, its next query fails with a connection error, and the pool drops it when it is released.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm: bundledExtension('pg_trgm'), btree_gist: bundledExtension('btree_gist') },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
