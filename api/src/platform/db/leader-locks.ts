import pg from 'pg';

/**
 * A lock one process at a time holds for as long as it lives (pg_try_advisory_lock on a connection kept for it): a
 * job's `acquire()` before each turn answers whether this process holds it now, taking it when free; the lock ends
 * with the connection, so another instance takes over when the holder stops or loses its connection.
 */
export interface LeaderLock {
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * The leader locks of one API instance's jobs (session-level advisory locks), all held on one PostgreSQL connection
 * of their own, outside the pool. Taken from the pool, each lock kept a pooled connection for as long as the
 * instance led: the seven jobs held seven of the leading instance's ten, leaving its requests three.
 *
 * That connection lost, every lock on it is gone with it: each job finds so at its next turn (the check of a held
 * lock fails) and takes its lock again on a new connection, unless another instance took it meanwhile. While no
 * lock is held the connection does not keep the process alive; `close` ends it.
 */
export function postgresLeaderLocks(options: { url: string; connectTimeoutMs: number }) {
  let client: pg.Client | null = null;
  let closed = false;
  /** Each held key, and the lock that holds it: in this process too a key has one holder at a time. */
  const held = new Map<number, LeaderLock>();

  /** The connection is gone (an error on it, or a query that failed): so are its locks. */
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    held.clear();
    void lost.end().catch(() => undefined);
  };
  /** The lock connection, opened when a query finds none (queries run one at a time: never two opening). */
  const connection = async (): Promise<pg.Client> => {
    if (client) return client;
    // A job turn that raced the close must not open a connection no one would end.
    if (closed) throw new Error('The database is closed');
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
    });
    next.on('error', () => lose(next));
    try {
      await next.connect();
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('The database is closed');
    }
    client = next;
    return next;
  };
  /** The jobs' queries, one after another on the connection (node-postgres wants one at a time). */
  let queue: Promise<unknown> = Promise.resolve();
  const query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const run = queue.then(async () => {
      const c = await connection();
      try {
        return await c.query<R>(text, values);
      } catch (err) {
        lose(c);
        throw err;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    lock(key: number): LeaderLock {
      const lock: LeaderLock = {
        async acquire() {
          if (held.get(key) === lock) {
            try {
              await query('select 1');
              return true;
            } catch {
              // the connection, and every lock with it, is gone: take it again below on a new one
            }
          }
          if (held.has(key)) return false;
          // Marked as this lock's while the server is asked: a second lock of this process on the same key (the
          // server's session locks count each take) is refused here, not by the server.
          held.set(key, lock);
          let taken = false;
          try {
            const { rows } = await query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
            taken = rows[0]?.ok === true;
          } finally {
            if (!taken && held.get(key) === lock) held.delete(key);
            if (client) keepsProcessAlive(client, held.size > 0);
          }
          return taken;
        },
        async release() {
          if (held.get(key) !== lock) return;
          held.delete(key);
          await query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          if (client) keepsProcessAlive(client, held.size > 0);
        },
      };
      return lock;
    },
    /** Ends the connection: the locks on it are let go by the server. */
    async close() {
      closed = true;
      held.clear();
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}

/**
 * A held lock keeps the process alive, as a checked-out pooled connection did; an idle lock connection does not
 * (node-postgres' Client.ref and unref, which its type declarations leave out).
 */
function keepsProcessAlive(client: pg.Client, keep: boolean) {
  const socket = client as unknown as { ref(): void; unref(): void };
  if (keep) socket.ref();
  else socket.unref();
}
