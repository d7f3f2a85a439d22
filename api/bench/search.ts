/** Part 3 of the bench (run.ts): patient name search over 1,000,000 generated patients on a throwaway cluster → p95. */
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { searchPatientsByName } from '../src/services/patients';
import { POSTGRES_MISSING, postgresAvailable, startCluster } from '../test/pg-cluster';
import { percentile, report } from './report';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1_000_000);
const SEARCH_DOCTOR = '9000000501';
/** One patient in this many is the search doctor's own (50,000 of 1,000,000). */
const OWN_EVERY = 20;
/** DESIGN.md §6: name search over 1 M patients. */
const SEARCH_P95_TARGET_MS = 20;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Myra',
  'Pari',
  'Anika',
  'Navya',
  'Kiara',
  'Riya',
  'Rahul',
  'Priya',
  'Ravi',
  'Meera',
  'Kavya',
  'Suresh',
  'Lakshmi',
  'Deepak',
  'Pooja',
  'Nikhil',
  'Sneha',
  'Rohan',
  'Asha',
  'Imran',
  'Fatima',
  'Joseph',
  'Mary',
  'Gurpreet',
  'Harpreet',
  'Venkat',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patel',
  'Shah',
  'Mehta',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Bose',
  'Menon',
  'Pillai',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Chatterjee',
  'Banerjee',
  'Mukherjee',
  'Sheikh',
  'Khan',
  'Fernandes',
  "D'Souza",
  'Gill',
  'Sandhu',
  'Naidu',
  'Hegde',
];

export async function searchBench(): Promise<void> {
  if (!postgresAvailable()) {
    console.log(`\nName search skipped. ${POSTGRES_MISSING}`);
    return;
  }
  const cluster = await startCluster({ settings: { shared_buffers: '256MB', max_wal_size: '2GB' } });
  const database = openDatabase({ url: cluster.url, poolSize: 4 });
  try {
    await database.migrate();
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const started = Date.now();
    // A doctor searches their own patients (services/care.ts): one in OWN_EVERY of the generated patients has
    // them as their doctor.
    await client.query(
      `insert into doctors (id, name, email, mobile, gender, birth_date, password_hash)
       values ($1, 'Dr. Search Bench', 'search@example.com', $1, 'female', '1980-01-01', 'x')`,
      [SEARCH_DOCTOR],
    );
    // Names: first + a second given name or initial + last name, ~ 1.4 M distinct combinations.
    await client.query(
      `insert into patients (id, name, email, created_at, doctor_id)
       select (6000000000 + g)::text,
              ($1::text[])[1 + (g * 7) % cardinality($1::text[])] || ' ' ||
              chr(65 + (g / 7) % 26) || '. ' ||
              ($2::text[])[1 + (g * 13 / 5) % cardinality($2::text[])] ||
              case when g % 3 = 0 then '' else ' ' || ($2::text[])[1 + (g / 11) % cardinality($2::text[])] end,
              'p' || g || '@example.com',
              now() - (g % 1000) * interval '1 day',
              case when g % $5::int = 0 then $4 end
       from generate_series(1, $3::int) g`,
      [FIRST, LAST, PATIENTS, SEARCH_DOCTOR, OWN_EVERY],
    );
    await client.query('analyze patients');
    const count = (await client.query('select count(*)::int n from patients')).rows[0].n as number;
    console.log(
      `\nPostgreSQL: ${count.toLocaleString('en-IN')} patients generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const plan = await client.query(
      `explain select id from patients where lower(name) like '%meera%' limit 200`,
    );
    console.log('plan:', plan.rows.map((r) => r['QUERY PLAN']).join(' | '));
    await client.end();

    const terms = [...FIRST, ...LAST].map((n) => n.toLowerCase());
    const queries = Array.from({ length: SEARCHES }, (_, i) => {
      const term = terms[(i * 17) % terms.length]!;
      // Whole names, and partial names of 3+ letters as a doctor would type them.
      return i % 2 === 0 ? term : term.slice(i % 2, Math.max(4, term.length - 1));
    });
    for (const q of queries.slice(0, 20)) await searchPatientsByName(database.db, q, SEARCH_DOCTOR);
    const timings: number[] = [];
    let found = 0;
    for (const q of queries) {
      const t0 = performance.now();
      const rows = await searchPatientsByName(database.db, q, SEARCH_DOCTOR);
      timings.push(performance.now() - t0);
      found += rows.length;
    }
    console.log(
      `\nName search (GET /api/users?name=) among a doctor's ${Math.floor(count / OWN_EVERY).toLocaleString('en-IN')} own patients, ${SEARCHES} queries, one at a time`,
    );
    console.table([
      {
        patients: count,
        'p50 ms': +percentile(timings, 50).toFixed(2),
        'p95 ms': +percentile(timings, 95).toFixed(2),
        'p99 ms': +percentile(timings, 99).toFixed(2),
        'avg rows': Math.round(found / SEARCHES),
      },
    ]);
    const p95 = percentile(timings, 95);
    report({
      name: `name search over ${count.toLocaleString('en-IN')} patients p95`,
      value: p95,
      unit: 'ms',
      target: `< ${SEARCH_P95_TARGET_MS} ms`,
      ok: p95 < SEARCH_P95_TARGET_MS,
    });
    report({ name: 'name search p99', value: percentile(timings, 99), unit: 'ms' });
  } finally {
    await database.close();
    cluster.stop();
  }
}
