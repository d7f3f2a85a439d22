/** Part 3 of the bench (run.ts): patient name search over 1,000,000 generated patients on a throwaway cluster → p95. */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/client';
import { patientCare } from '../src/platform/db/schema';
import { searchPatientsByName } from '../src/modules/patients/patients';
import { POSTGRES_MISSING, postgresAvailable, startCluster } from '../test/pg-cluster';
import { percentile, report } from './report';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1_000_000);
/**
 * A doctor searches only their own patients (modules/patients/care.ts), so the figure is for a given doctor: a busy
 * physiotherapist with 5,000 patients over the years (one in 200 of the generated ones: the target), and an extreme
 * one with 50,000 (one in 20: reported without a target). Neither depends on how many patients the clinic has.
 */
const DOCTORS = [
  { id: '9000000501', every: 200, target: true },
  { id: '9000000502', every: 20, target: false },
];
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
    for (const d of DOCTORS)
      await client.query(
        `insert into doctors (id, name, email, mobile, gender, birth_date, password_hash)
         values ($1, 'Dr. Search Bench', $1 || '@example.com', $1, 'female', '1980-01-01', 'x')`,
        [d.id],
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
              -- (hashed: a doctor's patients are not the ones of a few names)
              case when abs(hashint4(g)) % $5::int = 1 then $4
                   when abs(hashint4(g)) % $7::int = 2 then $6 end
       from generate_series(1, $3::int) g`,
      [FIRST, LAST, PATIENTS, DOCTORS[0]!.id, DOCTORS[0]!.every, DOCTORS[1]!.id, DOCTORS[1]!.every],
    );
    await client.query('analyze patients');
    // As autovacuum leaves it on a live database: the care rows' visibility map set, so the doctor's index is read
    // without visiting the table.
    await client.query('vacuum analyze patient_care');
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
    for (const doctor of DOCTORS) {
      for (const q of queries.slice(0, 20)) await searchPatientsByName(database.db, q, doctor.id);
      const timings: number[] = [];
      let found = 0;
      for (const q of queries) {
        const t0 = performance.now();
        const rows = await searchPatientsByName(database.db, q, doctor.id);
        timings.push(performance.now() - t0);
        found += rows.length;
      }
      const [counted] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(patientCare)
        .where(eq(patientCare.doctorId, doctor.id));
      const own = Number(counted?.n ?? 0);
      console.log(
        `\nName search (GET /api/users?name=) among a doctor's ${own.toLocaleString('en-IN')} own patients of ${count.toLocaleString('en-IN')}, ${SEARCHES} queries, one at a time`,
      );
      console.table([
        {
          'own patients': own,
          'p50 ms': +percentile(timings, 50).toFixed(2),
          'p95 ms': +percentile(timings, 95).toFixed(2),
          'p99 ms': +percentile(timings, 99).toFixed(2),
          'avg rows': Math.round(found / SEARCHES),
        },
      ]);
      const p95 = percentile(timings, 95);
      const name = `name search of a doctor with ${own.toLocaleString('en-IN')} patients (of ${count.toLocaleString('en-IN')})`;
      report(
        doctor.target
          ? {
              name: `${name} p95`,
              value: p95,
              unit: 'ms',
              target: `< ${SEARCH_P95_TARGET_MS} ms`,
              ok: p95 < SEARCH_P95_TARGET_MS,
            }
          : { name: `${name} p95`, value: p95, unit: 'ms' },
      );
      report({ name: `${name} p99`, value: percentile(timings, 99), unit: 'ms' });
    }
  } finally {
    await database.close();
    cluster.stop();
  }
}
