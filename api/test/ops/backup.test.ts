/**
 * The backup job (deploy/backup/pgbackup.sh, run by compose's `backup` service) dumps a real cluster's database
 * and its restore command brings the data back after it was lost; the bundled CLI migrates from several
 * processes at once (advisory lock) and `migrate` leaves nothing for the next start.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../../src/platform/db/client';
import { coupons, doctors, patients } from '../../src/platform/db/schema';
import { seedDemo, DEMO_PATIENT } from '../../src/modules/site/seed';
import { findBinary, POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from '../pg-cluster';
import { buildBundle, createDatabase, REPO_ROOT, runToExit } from './support';

const SCRIPT = path.join(REPO_ROOT, 'deploy/backup/pgbackup.sh');
const CLIENTS_MISSING =
  'pg_dump/pg_restore not found on PATH. Install them with: apt-get install -y postgresql-client-15';
const missing = [
  !postgresAvailable() && POSTGRES_MISSING,
  !(findBinary('pg_dump') && findBinary('pg_restore')) && CLIENTS_MISSING,
].filter(Boolean);
if (missing.length) console.warn(`Backup and CLI tests skipped. ${missing.join(' ')}`);
const describeReady = missing.length ? describe.skip : describe;

describeReady('backup and restore (deploy/backup/pgbackup.sh)', () => {
  let cluster: PgCluster;
  let backups: string;
  beforeAll(async () => {
    cluster = await startCluster();
    backups = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-backups-'));
  });
  afterAll(() => {
    cluster?.stop();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  it('dumps the database, and the restore command brings back what was lost', async () => {
    const url = await createDatabase(cluster, 'physio');
    const database = openDatabase({ url, poolSize: 2 });
    try {
      await database.migrate();
      await seedDemo(database.db);
      const pgEnv = {
        PATH: process.env.PATH ?? '',
        PGHOST: '127.0.0.1',
        PGPORT: String(cluster.port),
        PGUSER: 'postgres',
        PGDATABASE: 'physio',
        BACKUP_DIR: backups,
      };
      const file = execFileSync('sh', [SCRIPT, 'dump'], { env: pgEnv, encoding: 'utf8' }).trim();
      expect(file).toMatch(/physio-\d{8}T\d{6}Z\.dump$/);
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
      expect(fs.readdirSync(backups).filter((f) => f.endsWith('.partial'))).toEqual([]);

      // The data is lost: a patient deleted, a table dropped.
      await database.db.delete(patients).where(eq(patients.id, DEMO_PATIENT.id));
      await database.db.execute('DROP TABLE coupons CASCADE');

      const restored = execFileSync('sh', [SCRIPT, 'restore', file], { env: pgEnv, encoding: 'utf8' });
      expect(restored).toContain('restored');
      const [patient] = await database.db.select().from(patients).where(eq(patients.id, DEMO_PATIENT.id));
      expect(patient?.name).toBe(DEMO_PATIENT.name);
      const codes = await database.db.select({ code: coupons.code }).from(coupons);
      expect(codes.map((r) => r.code)).toEqual(expect.arrayContaining(['HALFOFF', 'WELCOME10']));
      expect((await database.db.select({ n: count() }).from(doctors))[0]!.n).toBeGreaterThan(0);
      // The restored database is still one the API migrates without change.
      await database.migrate();
    } finally {
      await database.close();
    }
  });

  it('refuses to restore a file it cannot read, changing nothing', () => {
    expect(() =>
      execFileSync('sh', [SCRIPT, 'restore', path.join(backups, 'missing.dump')], {
        env: { PATH: process.env.PATH ?? '' },
        stdio: 'pipe',
      }),
    ).toThrow(/cannot read/);
  });
});

describeReady('the bundled CLI (dist/cli.js)', () => {
  let cluster: PgCluster;
  let bundle: string;
  beforeAll(async () => {
    cluster = await startCluster();
    bundle = buildBundle();
  });
  afterAll(() => {
    cluster?.stop();
    fs.rmSync(bundle, { recursive: true, force: true });
  });

  it('migrates from four processes at once (advisory lock), then lists, creates and resets doctors', async () => {
    const env = {
      DATABASE_URL: await createDatabase(cluster, 'cli'),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'physio-cli-')),
    };
    const runs = await Promise.all([1, 2, 3, 4].map(() => runToExit(bundle, 'cli.js', ['migrate'], env)));
    for (const r of runs) {
      expect(r.output).toContain('migrations applied (postgres)');
      expect(r.code).toBe(0);
    }
    const created = await runToExit(
      bundle,
      'cli.js',
      [
        'doctor',
        'create',
        '--mobile',
        '9000000088',
        '--name',
        'Dr. Cli',
        '--email',
        'cli@example.com',
        '--gender',
        'male',
        '--birth-date',
        '1985-02-03',
        '--password',
        'Cli@Doctor1',
      ],
      env,
    );
    expect(created.code).toBe(0);
    const reset = await runToExit(bundle, 'cli.js', ['doctor', 'reset-password', '9000000088'], {
      ...env,
      PHYSIO_PASSWORD: 'Cli@Doctor2',
    });
    expect(reset.output).toContain('password of 9000000088 changed');
    const list = await runToExit(bundle, 'cli.js', ['doctor', 'list'], env);
    expect(list.output).toContain('Dr. Cli');
    const payouts = await runToExit(bundle, 'cli.js', ['payouts', 'settle'], env);
    expect(payouts).toMatchObject({ code: 0, output: expect.stringContaining('nothing owed') });
    const reconcile = await runToExit(bundle, 'cli.js', ['payments', 'reconcile'], env);
    expect(reconcile.code).toBe(0);
    expect(JSON.parse(reconcile.output.trim().split('\n').pop()!)).toMatchObject({ checked: 0, errors: 0 });
    const unknown = await runToExit(bundle, 'cli.js', ['frobnicate'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Usage: node dist/cli.js');
  });
});
