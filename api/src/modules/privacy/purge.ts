/**
 * The retention purge (issue 30 point 3): what erasure kept is deleted, or stripped of personal data where the
 * ledger needs the row, once its period (retention.ts) has ended, and the messages we sent once they are
 * MESSAGE_RETENTION_DAYS old. In batches, each its own transaction that locks what it takes (SKIP LOCKED), so a
 * long first run never holds a lock for long and two runs at once (a leader lock lost mid-run) each take different
 * rows; a row is purged once, and a second run finds nothing to do.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, LeaderLock } from '../../platform/db/client';
import { patients } from '../../platform/db/schema';
import { defineJob, type Job, type JobTurn } from '../../platform/jobs/define-job';
import { PERSONAL_DATA, type PersonalData } from './data-map';
import {
  ACCOUNT_RULES,
  MESSAGE_RETENTION_DAYS,
  MESSAGE_RULES,
  purgeRule,
  retentionCutoff,
  TOMBSTONE_PATTERN,
  type AccountRule,
  type RowRule,
} from './retention';

export interface PurgeOptions {
  now?: Date;
  /** How long sent messages are kept (PRIVACY_PURGE_MESSAGE_DAYS). */
  messageDays?: number;
  /** Rows (accounts, for a retention counted per account) per transaction. */
  batch?: number;
  data?: readonly PersonalData[];
}

/**
 * Counts only, by data-map key (and message table): what was deleted (`tombstones`: erased accounts left with
 * nothing), and the orders anonymised.
 */
export interface PurgeReport {
  /** Erased accounts whose treatment records ended. */
  accounts: number;
  deleted: Record<string, number>;
  anonymised: Record<string, number>;
  messages: Record<string, number>;
}

export const purgedCount = (r: PurgeReport) =>
  r.accounts +
  [r.deleted, r.anonymised, r.messages].reduce(
    (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
    0,
  );

type Rows = { rows: unknown[] };
const count = async (result: Promise<unknown>) => ((await result) as Rows).rows.length;

const add = (counts: Record<string, number>, key: string, n: number) => {
  if (n) counts[key] = (counts[key] ?? 0) + n;
};

/** Deletes (or anonymises) the rows `where` finds, `batch` at a time, each batch its own transaction. */
async function inBatches(
  db: Db,
  table: SQL,
  where: SQL,
  batch: number,
  change: 'delete' | SQL,
): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction((tx) => {
      const doomed = sql`array(select ctid from ${table} where ${where} limit ${batch} for update skip locked)`;
      return count(
        tx.execute(
          change === 'delete'
            ? sql`delete from ${table} where ctid = any(${doomed}) returning 1`
            : sql`update ${table} set ${change} where ctid = any(${doomed}) returning 1`,
        ),
      );
    });
    total += done;
    if (done < batch) return total;
  }
}

const tableOf = (entry: PersonalData) => sql`${entry.table}`;

const ownedByTombstone = (owner: SQL | PersonalData['column']) => sql`${owner} like ${TOMBSTONE_PATTERN}`;

async function purgeRows(
  db: Db,
  entry: PersonalData,
  rule: RowRule,
  cutoff: Date,
  batch: number,
  report: PurgeReport,
) {
  const where = and(
    ownedByTombstone(rule.owner ?? entry.column),
    sql`${rule.since} < ${cutoff.toISOString()}`,
    entry.where,
    rule.anonymise?.pending,
  )!;
  const n = await inBatches(db, tableOf(entry), where, batch, rule.anonymise?.set ?? 'delete');
  add(rule.anonymise ? report.anonymised : report.deleted, entry.key, n);
}

/** Every account of `rule` whose period ended: all its rows of `entries` go in one transaction per batch. */
async function purgeAccounts(
  db: Db,
  entries: PersonalData[],
  rule: AccountRule,
  cutoff: Date,
  batch: number,
  report: PurgeReport,
) {
  const p = sql`p."id"`;
  const narrowed = (e: PersonalData, owner: SQL) => (e.where ? and(owner, e.where)! : owner);
  // Only accounts with something left to purge (exactly what the deletes below take): a second run finds none.
  const holdsAny = sql.join(
    entries.map((e) => sql`exists (select 1 from ${e.table} where ${narrowed(e, sql`${e.column} = ${p}`)})`),
    sql` or `,
  );
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select p."id" as id from ${patients} p
            where ${p} like ${TOMBSTONE_PATTERN} and ${rule.since(p)} < ${cutoff.toISOString()} and (${holdsAny})
            limit ${batch} for update of p skip locked`,
      )) as unknown as { rows: { id: string }[] };
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.id);
      // The map lists a record before what hangs off it: the other way round, each row is counted where it is.
      for (const e of [...entries].reverse())
        add(
          report.deleted,
          e.key,
          await count(
            tx.execute(sql`delete from ${e.table} where ${narrowed(e, inArray(e.column, ids))} returning 1`),
          ),
        );
      return rows.length;
    });
    report.accounts += taken;
    if (taken < batch) return;
  }
}

/** One purge run at `now`: what it did, in counts. */
export async function purgeExpired(db: Db, options: PurgeOptions = {}): Promise<PurgeReport> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 500;
  const data = options.data ?? PERSONAL_DATA;
  const report: PurgeReport = { accounts: 0, deleted: {}, anonymised: {}, messages: {} };

  for (const [retention, rule] of Object.entries(ACCOUNT_RULES) as [
    keyof typeof ACCOUNT_RULES,
    AccountRule,
  ][]) {
    // Rows that move with another entry go with it (their foreign keys cascade).
    const entries = data.filter((e) => e.onErase !== 'erase' && e.onErase.keep === retention && !e.movesWith);
    if (entries.length)
      await purgeAccounts(db, entries, rule, retentionCutoff(retention, now), Math.min(batch, 50), report);
  }
  for (const entry of data) {
    const rule = purgeRule(entry);
    if (entry.onErase === 'erase' || rule?.scope !== 'row') continue;
    await purgeRows(db, entry, rule, retentionCutoff(entry.onErase.keep, now), batch, report);
  }

  // Last, the tombstones left holding nothing (an account that never paid, once its requests log has gone).
  const kept = data.filter((e) => e.onErase !== 'erase' && !e.movesWith && e.table !== patients);
  const holdsNothing = sql.join(
    [
      sql`${patients.id} like ${TOMBSTONE_PATTERN}`,
      ...kept.map((e) => sql`not exists (select 1 from ${e.table} where ${e.column} = ${patients.id})`),
    ],
    sql` and `,
  );
  add(report.deleted, 'tombstones', await inBatches(db, sql`${patients}`, holdsNothing, batch, 'delete'));

  const messagesBefore = new Date(
    now.getTime() - (options.messageDays ?? MESSAGE_RETENTION_DAYS) * 86_400_000,
  );
  for (const m of MESSAGE_RULES)
    add(
      report.messages,
      m.key,
      await inBatches(
        db,
        sql`${m.table}`,
        sql`${m.since} < ${messagesBefore.toISOString()}`,
        batch,
        'delete',
      ),
    );
  return report;
}

export interface PurgeJobDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  messageDays?: number;
  onTurn?: (turn: JobTurn) => void;
}

/**
 * The purge every `every` ms (PRIVACY_PURGE_HOURS, daily), by the instance holding `lock`, and once when it starts:
 * an API restarted more often than the period would otherwise never run it.
 */
export function privacyPurgeJob(deps: PurgeJobDeps, every: number, lock?: LeaderLock): Job {
  const job = defineJob(
    {
      name: 'privacy purge',
      every,
      lock,
      onTurn: deps.onTurn,
      run: async () => {
        const report = await purgeExpired(deps.db, { messageDays: deps.messageDays });
        deps.log.info({ privacyPurge: report }, 'privacy purge');
      },
    },
    deps.log,
  );
  return {
    name: job.name,
    get running() {
      return job.running;
    },
    start() {
      const stop = job.start();
      job.wake();
      return stop;
    },
    wake: job.wake,
    stop: job.stop,
  };
}
