/**
 * The jobs' leader locks on PostgreSQL (leader-locks.ts): every lock of an instance held on one connection of its
 * own, so the pool keeps all its connections for requests; one instance at a time holds a lock; a lock let go, or
 * lost with its connection, is taken by another instance. Two Databases on one cluster play two instances.
 */
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { openDatabase, type Database } from './client';
import { POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from '../../../test/pg-cluster';

// The PostgreSQL pass's cluster, or one of this file's own in the PGlite pass.
const sharedUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_PG_URL : undefined;
const available = !!sharedUrl || postgresAvailable();
if (!available) console.warn(`Leader lock tests skipped. ${POSTGRES_MISSING}`);
const describeWithPostgres = available ? describe : describe.skip;

const JOB_KEYS = [
  ADVISORY_LOCKS.reconcile,
  ADVISORY_LOCKS.outbox,
  ADVISORY_LOCKS.remindersJob,
  ADVISORY_LOCKS.lapsedHoldsJob,
  ADVISORY_LOCKS.packageExpiryJob,
  ADVISORY_LOCKS.exerciseRemindersJob,
  ADVISORY_LOCKS.privacyPurgeJob,
];

describeWithPostgres('leader locks on PostgreSQL', () => {
  let a: Database;
  let b: Database;
  /** A connection of the test's own, to look at the server's locks. */
  let observer: pg.Client;
  let url: string;
  let cluster: PgCluster | undefined;
  beforeAll(async () => {
    if (!sharedUrl) cluster = await startCluster();
    url = sharedUrl ?? cluster!.url;
    observer = new pg.Client({ connectionString: url });
    await observer.connect();
  });
  afterAll(async () => {
    await observer.end();
    cluster?.stop();
  });
  beforeEach(() => {
    a = openDatabase({ url, poolSize: 3 });
    b = openDatabase({ url, poolSize: 3 });
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  /** The server processes holding the advisory lock `key` (at most one). */
  async function holders(key: number): Promise<number[]> {
    const { rows } = await observer.query<{ pid: number }>(
      `select pid from pg_locks where locktype = 'advisory' and granted
        and (classid::bigint << 32) + objid::bigint = $1`,
      [key],
    );
    return rows.map((r) => r.pid);
  }

  it("holds all of an instance's locks on one connection outside its pool", async () => {
    const locks = JOB_KEYS.map((key) => a.leaderLock(key));
    expect(await Promise.all(locks.map((lock) => lock.acquire()))).toEqual(JOB_KEYS.map(() => true));
    // Checked again at each turn: still held.
    expect(await Promise.all(locks.map((lock) => lock.acquire()))).toEqual(JOB_KEYS.map(() => true));
    const pids = new Set<number>();
    for (const key of JOB_KEYS) for (const pid of await holders(key)) pids.add(pid);
    expect(pids.size).toBe(1);
    // None of the pool's connections is kept by a lock.
    expect(a.poolStats()).toMatchObject({ idle: a.poolStats().total, waiting: 0 });
  });

  it('lets one instance at a time hold a lock, and another take it once let go', async () => {
    const key = ADVISORY_LOCKS.reconcile;
    const [onA, onB, alsoOnA] = [a.leaderLock(key), b.leaderLock(key), a.leaderLock(key)];
    expect(await onA.acquire()).toBe(true);
    expect(await onB.acquire()).toBe(false);
    // Two jobs of one instance on one key: one holds it, as between instances.
    expect(await alsoOnA.acquire()).toBe(false);
    await onA.release();
    expect(await holders(key)).toEqual([]);
    expect(await onB.acquire()).toBe(true);
    expect(await onA.acquire()).toBe(false);
  });

  it('loses every lock with its connection; another instance takes them, and the first finds out', async () => {
    const [first, second] = JOB_KEYS.map((key) => a.leaderLock(key));
    expect(await first!.acquire()).toBe(true);
    expect(await second!.acquire()).toBe(true);
    const [pid] = await holders(JOB_KEYS[0]!);
    await observer.query('select pg_terminate_backend($1)', [pid]);
    // The server lets go of the locks when that process has ended.
    while ((await holders(JOB_KEYS[0]!)).length) await new Promise((resolve) => setTimeout(resolve, 20));
    // The other instance takes a lock at its next turn…
    expect(await b.leaderLock(JOB_KEYS[0]!).acquire()).toBe(true);
    // …and the first, checking the locks it held, finds one taken and takes the other again on a new connection.
    expect(await first!.acquire()).toBe(false);
    expect(await second!.acquire()).toBe(true);
    expect(await holders(JOB_KEYS[1]!)).not.toEqual([pid]);
  });
});
