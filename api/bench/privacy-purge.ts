/**
 * The retention purge (modules/privacy/purge.ts) on PostgreSQL: 2,000 erased accounts past their periods (2 sessions
 * 4 years ago, 10 signed notes, 3 access-log lines, a payment 9 years ago, the erasure's request), 20,000 active
 * patients just as old (never touched), and 100,000 messages sent 100 days ago beside 100,000 sent last week. One
 * run at today's date, timed whole and per transaction (the longest holds its rows' locks: < 1 s); then a second run,
 * which finds nothing. The database is checked after: every erased account's records gone or stripped, every active
 * one's intact.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/platform/db/client';
import { seedDemo, DEMO_DOCTOR } from '../src/modules/site/seed';
import { purgeExpired, purgedCount } from '../src/modules/privacy/purge';
import { startCluster } from '../test/pg-cluster';
import type { Figure } from './report';

const ERASED = 2_000;
const ACTIVE = 20_000;
const MESSAGES = 100_000;
export const PURGE_LONGEST_TRANSACTION_TARGET_MS = 1_000;

async function seed(db: Db) {
  await seedDemo(db);
  const tomb = (g: string) => sql.raw(`'erased-' || lpad(to_hex(${g}), 32, '0')`);
  await db.execute(sql`
    insert into patients (id, name, email, new_user)
    select ${tomb('g')}, 'Erased account', '', false from generate_series(1, ${ERASED}) g
    union all
    select (9700000000 + g)::text, 'Active patient ' || g, 'active' || g || '@example.com', false
    from generate_series(1, ${ACTIVE}) g`);
  // Both kinds of account: 2 sessions ending 4 years ago, a payment 9 years ago.
  const owners = sql.raw(`(select id from patients where id like 'erased-%' or id like '97%')`);
  await db.execute(sql`
    insert into appointments (patient_id, doctor_id, status, start, "end", date)
    select p.id, ${DEMO_DOCTOR.id}, 'completed', now() - interval '4 years' - (n || ' days')::interval - interval '1 hour',
      now() - interval '4 years' - (n || ' days')::interval, (now() - interval '4 years' - (n || ' days')::interval)::date
    from ${owners} p, generate_series(1, 2) n`);
  await db.execute(sql`
    insert into orders (provider, patient_id, created_by, kind, status, name, email, quantity, unit_price_paise,
      amount_paise, address, payment_id, paid_at, created_at)
    select 'sandbox', p.id, p.id, 'physio', 'paid', 'Payer ' || p.id, 'payer@example.com', 1, 49900, 49900,
      '12 MG Road, Bengaluru', 'pay_bench_' || p.id, now() - interval '9 years', now() - interval '9 years'
    from ${owners} p`);
  await db.execute(sql`
    insert into clinical_notes (patient_id, doctor_id, status, assessment, signed_at, created_at)
    select p.id, ${DEMO_DOCTOR.id}, 'signed', 'Mechanical low back pain', now() - interval '4 years',
      now() - interval '4 years'
    from ${owners} p, generate_series(1, 10) n where p.id like 'erased-%'`);
  await db.execute(sql`
    insert into clinical_access_log (patient_id, actor_id, actor_role, action, record, at)
    select p.id, ${DEMO_DOCTOR.id}, 'doctor', 'read', 'notes', now() - interval '4 years'
    from ${owners} p, generate_series(1, 3) n where p.id like 'erased-%'`);
  await db.execute(sql`
    insert into data_rights_requests (patient_id, kind, outcome, detail, at)
    select p.id, 'erase', 'done', 'Account erased.', now() - interval '9 years'
    from ${owners} p where p.id like 'erased-%'`);
  await db.execute(sql`
    insert into outbox (kind, channel, key, payload, sent_at, created_at)
    select 'booking.confirmed', 'sms', 'bench/' || g, '{"mobile":"9700000001"}'::jsonb,
      now() - (case when g % 2 = 0 then 100 else 7 end || ' days')::interval, now() - interval '100 days'
    from generate_series(1, ${MESSAGES * 2}) g`);
  await db.execute(sql`analyze`);
}

async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: string | number }[] };
  return Number(rows[0]?.n ?? 0);
}

export async function benchPrivacyPurge(): Promise<Figure[]> {
  const cluster = await startCluster();
  const database = openDatabase({ url: cluster.url, poolSize: 4 });
  try {
    await database.migrate();
    await seed(database.db);
    const durations: number[] = [];
    // Every batch of the purge is one db.transaction: time each.
    const timed = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return async (...args: Parameters<Db['transaction']>) => {
          const started = performance.now();
          try {
            return await target.transaction(...args);
          } finally {
            durations.push(performance.now() - started);
          }
        };
      },
    }) as Db;

    let started = performance.now();
    const first = await purgeExpired(timed);
    const firstMs = performance.now() - started;
    const longest = Math.max(...durations);
    started = performance.now();
    const second = await purgeExpired(timed);
    const secondMs = performance.now() - started;

    const db = database.db;
    const erasedLeft = await scalar(
      db,
      sql`select (select count(*) from appointments where patient_id like 'erased-%')
        + (select count(*) from clinical_notes where patient_id like 'erased-%')
        + (select count(*) from clinical_access_log where patient_id like 'erased-%')
        + (select count(*) from data_rights_requests where patient_id like 'erased-%')
        + (select count(*) from orders where patient_id like 'erased-%' and email <> '') as n`,
    );
    const activeKept = await scalar(
      db,
      sql`select (select count(*) from appointments where patient_id like '97%')
        + (select count(*) from orders where patient_id like '97%' and email <> '') as n`,
    );
    const messagesLeft = await scalar(db, sql`select count(*) as n from outbox`);
    const correct =
      erasedLeft === 0 &&
      activeKept === ACTIVE * 3 &&
      messagesLeft === MESSAGES &&
      first.accounts === ERASED &&
      purgedCount(second) === 0;

    console.log(
      `\nRetention purge (PostgreSQL 15): ${ERASED} erased accounts past their periods among ${ACTIVE} active ones, ` +
        `${MESSAGES} old messages among ${MESSAGES * 2}`,
    );
    console.table([
      {
        run: 'first',
        ms: Math.round(firstMs),
        transactions: durations.length,
        'longest transaction ms': Math.round(longest),
        'rows purged': purgedCount(first),
      },
      { run: 'second', ms: Math.round(secondMs), 'rows purged': purgedCount(second) },
    ]);
    console.log(
      correct
        ? 'Checked: every erased account stripped, every active one intact, the young messages kept.'
        : `WRONG: erased rows left ${erasedLeft}, active rows ${activeKept}/${ACTIVE * 3}, messages ${messagesLeft}/${MESSAGES}, second run ${purgedCount(second)}`,
    );
    return [
      { name: 'privacy purge: first run', value: Math.round(firstMs), unit: 'ms' },
      {
        name: 'privacy purge: longest transaction',
        value: Math.round(longest),
        unit: 'ms',
        target: `< ${PURGE_LONGEST_TRANSACTION_TARGET_MS} ms`,
        ok: longest < PURGE_LONGEST_TRANSACTION_TARGET_MS,
      },
      { name: 'privacy purge: second run (nothing to do)', value: Math.round(secondMs), unit: 'ms' },
      { name: 'privacy purge: correct', value: correct ? 1 : 0, target: '1', ok: correct },
    ];
  } finally {
    await database.close();
    cluster.stop();
  }
}
