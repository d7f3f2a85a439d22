/**
 * A patient's health record page on PostgreSQL with 1,000 patients (issue 29: p95 < 30 ms). Each patient has an
 * intake, 50 signed notes and 30 outcome scores. One "page" is what /user/health/:id asks for at once (its intake,
 * note summaries, progress scores and access log, in parallel, as the patient), timed until the last answer; the
 * doctor's view of the same record (intake, notes, scores) is timed too. Patients are visited in turn, so no read is
 * one patient's cached rows.
 *
 * The exercise program (6 exercises per patient) is read beside them: `RECORD_PAGE_EXTRA_CALLS`, seeded by
 * `seedRecordExtras`, so the page measured is the whole record.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/platform/db/client';
import { seedDemo, DEMO_DOCTOR } from '../src/modules/site/seed';
import { EXERCISE_LIBRARY } from '../src/modules/clinical/exercise-library';
import { signAccessToken } from '../src/modules/identity/tokens';
import { startCluster } from '../test/pg-cluster';
import { type Figure, percentile } from './report';
import { benchApp } from './in-process-app';

export const RECORD_PAGE_TARGET_MS = 30;
const PATIENTS = 1_000;
const NOTES = 50;
const SCORES = 30;

/** Paths (with `:id`) the record page asks for besides the clinical module's own; the exercise program's go here. */
export const RECORD_PAGE_EXTRA_CALLS: string[] = ['/api/users/:id/exercise-program'];
/** Seeds what RECORD_PAGE_EXTRA_CALLS read, for every bench patient: a home exercise program of 6 exercises. */
async function seedRecordExtras(database: Database, patientIds: string[]): Promise<void> {
  // Library slugs are lower-case words and dashes: safe to write into the statement.
  const slugs = EXERCISE_LIBRARY.slice(0, 6).map((e) => `'${e.slug.replace(/[^a-z0-9-]/g, '')}'`);
  await database.db.execute(sql`
    insert into exercise_programs (patient_id, doctor_id, version, notes)
    select id, ${DEMO_DOCTOR.id}, 1, 'Twice a day, stop if the pain rises above 5.'
    from patients where id in (${sql.join(
      patientIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  await database.db.execute(sql`
    insert into exercise_program_items
      (program_id, position, exercise, sets, reps, hold_seconds, times_per_day, days_per_week)
    select pr.id, e.ord - 1, e.slug, 3, 10, 5, 2, 5
    from exercise_programs pr, unnest(${sql.raw(`array[${slugs.join(', ')}]`)}) with ordinality e(slug, ord)`);
}

const patientId = (i: number) => String(9600000000 + i);

async function seed(database: Database): Promise<string[]> {
  const db = database.db;
  await seedDemo(db);
  await db.execute(sql`
    insert into patients (id, name, email, doctor_id)
    select (9600000000 + g)::text, 'Bench patient ' || g, 'bench' || g || '@example.com', ${DEMO_DOCTOR.id}
    from generate_series(0, ${PATIENTS - 1}) g`);
  await db.execute(sql`
    insert into clinical_intakes (patient_id, problem, since, pain, red_flags, medications, conditions, goals,
      treatment_consent_version, treatment_consent_at)
    select (9600000000 + g)::text, 'Low back pain when bending', 'Three weeks', 6, '[]'::jsonb, 'Paracetamol',
      'None', 'Lift my child', 'treatment-2026-11', now() - interval '120 days'
    from generate_series(0, ${PATIENTS - 1}) g`);
  await db.execute(sql`
    insert into clinical_notes (patient_id, doctor_id, status, subjective, objective, assessment, plan,
      patient_summary, share_plan, created_at, updated_at, signed_at)
    select (9600000000 + g)::text, ${DEMO_DOCTOR.id}, 'signed',
      'Pain 5/10 on bending, better in the mornings.', 'Lumbar flexion 70 %, SLR negative.',
      'Mechanical low back pain, improving.', 'Core activation, walking 20 min daily, review in a week.',
      'Your back is moving better. Keep walking every day.', n % 2 = 0,
      now() - (n || ' days')::interval, now() - (n || ' days')::interval, now() - (n || ' days')::interval
    from generate_series(0, ${PATIENTS - 1}) g, generate_series(1, ${NOTES}) n`);
  await db.execute(sql`
    insert into outcome_scores (patient_id, instrument, score, activities, recorded_by_id, recorded_by_role,
      recorded_at)
    select (9600000000 + g)::text, case when n % 2 = 0 then 'psfs' else 'pain' end,
      (n % 10)::double precision,
      case when n % 2 = 0 then '[{"activity":"Bend to tie shoes","rating":4},{"activity":"Sit 1 hour","rating":5},{"activity":"Lift a bucket","rating":3}]'::jsonb else '[]'::jsonb end,
      (9600000000 + g)::text, 'patient', now() - (n * 3 || ' days')::interval
    from generate_series(0, ${PATIENTS - 1}) g, generate_series(1, ${SCORES}) n`);
  await db.execute(sql`analyze`);
  const ids = Array.from({ length: PATIENTS }, (_, i) => patientId(i));
  await seedRecordExtras(database, ids);
  return ids;
}

export async function benchRecordPage(pages: number): Promise<Figure[]> {
  const cluster = await startCluster();
  const database = openDatabase({ url: cluster.url, poolSize: 10 });
  try {
    await database.migrate();
    const ids = await seed(database);
    const { app, config } = await benchApp(database);
    const doctorToken = await signAccessToken(config.jwtSecret, { sub: DEMO_DOCTOR.id, role: 'doctor' });
    const patientPaths = [
      '/api/users/:id/intake',
      '/api/users/:id/note-summaries',
      '/api/users/:id/outcomes',
      '/api/users/:id/access-log',
      ...RECORD_PAGE_EXTRA_CALLS,
    ];
    const doctorPaths = ['/api/users/:id/intake', '/api/users/:id/notes', '/api/users/:id/outcomes'];
    const page = async (id: string, token: string, paths: string[]) => {
      const t0 = performance.now();
      const answers = await Promise.all(
        paths.map((p) =>
          app.inject({
            method: 'GET',
            url: p.replace(':id', id),
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      );
      const ms = performance.now() - t0;
      const bad = answers.find((a) => a.statusCode !== 200);
      if (bad) throw new Error(`record page answered ${bad.statusCode}: ${bad.body.slice(0, 200)}`);
      return ms;
    };
    const tokens = new Map(
      await Promise.all(
        ids.map(
          async (id) => [id, await signAccessToken(config.jwtSecret, { sub: id, role: 'patient' })] as const,
        ),
      ),
    );
    const tokenOf = (id: string) => tokens.get(id)!;
    for (let i = 0; i < 30; i++) await page(ids[i]!, tokenOf(ids[i]!), patientPaths);
    const asPatient: number[] = [];
    const asDoctor: number[] = [];
    for (let i = 0; i < pages; i++) {
      const id = ids[(i * 7) % ids.length]!;
      asPatient.push(await page(id, tokenOf(id), patientPaths));
      asDoctor.push(await page(id, doctorToken, doctorPaths));
    }
    if (process.env.BENCH_RECORD_ROUTES) {
      // Each route alone, to see which one a slow page waits on.
      for (const [who, paths, token] of [
        ['patient', patientPaths, null],
        ['doctor', doctorPaths, doctorToken],
      ] as const)
        for (const p of paths) {
          const ms: number[] = [];
          for (let i = 0; i < 200; i++) {
            const id = ids[(i * 11) % ids.length]!;
            ms.push(await page(id, token ?? tokenOf(id), [p]));
          }
          console.log(
            `${who} ${p}: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`,
          );
        }
    }
    await app.close();
    const p95 = percentile(asPatient, 95);
    const p95Doctor = percentile(asDoctor, 95);
    console.log(
      `\nRecord page, ${PATIENTS} patients × (intake, ${NOTES} notes, ${SCORES} scores, a program of 6 exercises), ${pages} pages: patient p50 ${percentile(asPatient, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; doctor p95 ${p95Doctor.toFixed(1)} ms`,
    );
    return [
      {
        name: 'record page (patient: intake, notes, scores, exercise program, log) p95, PostgreSQL, 1,000 patients',
        value: Math.round(p95 * 10) / 10,
        unit: 'ms',
        target: `< ${RECORD_PAGE_TARGET_MS}`,
        ok: p95 < RECORD_PAGE_TARGET_MS,
      },
      {
        name: 'record page (doctor: intake, notes, scores) p95, PostgreSQL, 1,000 patients',
        value: Math.round(p95Doctor * 10) / 10,
        unit: 'ms',
        target: `< ${RECORD_PAGE_TARGET_MS}`,
        ok: p95Doctor < RECORD_PAGE_TARGET_MS,
      },
    ];
  } finally {
    await database.close();
    cluster.stop();
  }
}
