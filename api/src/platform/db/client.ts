import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { migrationsDir } from '../lib/paths';
import { ADVISORY_LOCKS } from './advisory-locks';
import { postgresLeaderLocks, type LeaderLock } from './leader-locks';
import { postgresListen } from './listen';
import type { NotifyChannel } from './notify-channels';
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

export type { LeaderLock };

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so instances starting together wait in turn. */
  migrate(): Promise<void>;
  /** Runs `work` while this process holds the advisory lock `key` (waiting for it); PGlite runs it at once. */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * The job leader lock `key` (a session-level advisory lock). On PostgreSQL every lock of this instance is held on
   * one connection of their own, outside the pool; PGlite (one process) always leads.
   */
  leaderLock(key: number): LeaderLock;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (sent by a committed transaction: a rolled-back one sends none).
   * On PostgreSQL a connection of its own is kept for it (outside the pool), and opened again when it is lost;
   * closing the database ends it. Answers the unlisten.
   */
  listen(channel: NotifyChannel, onNotify: () => void): Promise<() => Promise<void>>;
  /** Connections of the pool (PostgreSQL); PGlite has one in-process connection. */
  poolStats(): PoolStats;
  ping(): Promise<void>;
  /**
   * Opens every connection of the pool and readies it (warm_connection, migration 0038: each table and its indexes
   * loaded into the server process's caches; rehearse_series_booking, 0041: weekly series booked and rolled back, so
   * book_series and the appointments triggers are compiled and planned; then `rehearse`, the API's own prepared
   * statements run on that connection), before the API listens. A new PostgreSQL connection paid 45-200 ms on its
   * first statements (the backend's start and its catalog caches) and 18-19 ms more on its first series, and each
   * prepared statement is planned anew on its first five runs there: the first burst of requests paid it on every
   * connection it opened. The connections then stay open (no idle timeout). PGlite: nothing to do.
   */
  warm(rehearse?: (connection: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → node-postgres; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted → in memory. */
  dataDir?: string;
  /** PGlite: start from this dump of a data folder (`dumpPgliteTemplate`) instead of an empty cluster. */
  template?: Blob;
  poolSize?: number;
}

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL with DATABASE_POOL_SIZE connections, else PGlite
 * under DATA_DIR/pg (the API, its operator commands).
 */
export const configuredDatabaseOptions = (
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): DatabaseOptions =>
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dataDir: path.join(config.dataDir, 'pg') };

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
      // Warmed connections are kept (warm()); an idle pool does not keep the process alive on its own.
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    });
    // A connection lost while idle (the pool's own listener removes the client) or while checked out between two
    // queries (the client has no other listener then) must not crash the process: the client is no longer
    // queryable, its next query fails with a connection error, and the pool drops it when it is released.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const max = options.poolSize ?? 10;
    const listeners = new Set<() => Promise<void>>();
    const leaderLocks = postgresLeaderLocks({ url: options.url, connectTimeoutMs: CONNECT_TIMEOUT_MS });
    // A session-level lock on a connection of its own; the work itself runs on the pool.
    const exclusive = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } catch (err) {
        broken = true;
        throw err;
      } finally {
        client.release(broken);
      }
    };
    return {
      db,
      driver: 'postgres',
      migrate: () =>
        exclusive(ADVISORY_LOCKS.migrate, () => migratePg(db as never, { migrationsFolder: folder })),
      exclusive,
      leaderLock: (key) => leaderLocks.lock(key),
      listen: async (channel, onNotify) => {
        const unlisten = await postgresListen(
          { url: options.url!, connectTimeoutMs: CONNECT_TIMEOUT_MS },
          channel,
          onNotify,
        );
        const close = async () => {
          listeners.delete(close);
          await unlisten();
        };
        listeners.add(close);
        return close;
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      ping: async () => {
        await pool.query('select 1');
      },
      warm: async (rehearse) => {
        const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
        try {
          await Promise.all(
            clients.map(async (client) => {
              await client.query('select warm_connection(), rehearse_series_booking()');
              // A drizzle over this one connection: its prepared statements are prepared on it.
              if (rehearse) await rehearse(drizzlePg(client, { schema }) as unknown as Db);
            }),
          );
        } finally {
          for (const client of clients) client.release();
        }
      },
      // The LISTEN connections and the leader locks' connection end with the pool.
      close: async () => {
        await Promise.all([...listeners].map((close) => close()));
        await leaderLocks.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = pgliteClient(options);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
    // One process owns a PGlite folder, so it is always the only instance.
    exclusive: (_key, work) => work(),
    leaderLock: () => ({ acquire: async () => true, release: async () => undefined }),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    ping: async () => {
      await client.query('select 1');
    },
    warm: async () => undefined,
    close: () => client.close(),
  };
}

/**
 * An in-memory PGlite with every migration applied, dumped as a data-folder tarball: a cluster started from it
 * (`template`) skips PGlite's initdb and the migrations, about a third of the time of an empty one.
 */
export async function dumpPgliteTemplate(): Promise<Blob> {
  const client = pgliteClient({});
  try {
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder: migrationsDir() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function pgliteClient(options: Pick<DatabaseOptions, 'dataDir' | 'template'>): PGlite {
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.template,
    extensions: { pg_trgm: bundledExtension('pg_trgm'), btree_gist: bundledExtension('btree_gist') },
  });
}
