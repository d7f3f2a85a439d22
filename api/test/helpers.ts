import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, type Db, openDatabase } from '../src/platform/db/client';
import { doctors, patients } from '../src/platform/db/schema';
import type { SmsProvider } from '../src/platform/providers/sms';
import { drainOutboxNow } from '../src/modules/notifications/drain-outbox';
import { seedDemo } from '../src/modules/site/seed';
import { signAccessToken } from '../src/modules/identity/tokens';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Write the demo data of DESIGN.md §4 (doctor 9000000001, patient 9876543210, coupons…). */
  seed?: boolean;
  /** Per-route login/OTP/contact limits; off by default so tests can log in many times. */
  authRateLimit?: boolean;
  env?: Record<string, string>;
  config?: Partial<Config>;
  sms?: SmsProvider;
}

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: path.join(os.tmpdir(), 'physio-api-test'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  return { ...config, ...overrides };
}

/** A fresh database: PGlite in memory, or (TEST_DB=postgres) a new database in the run's cluster. */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_PG_URL;
  if (process.env.TEST_DB === 'postgres' && adminUrl) {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // A copy of the migrated database global-setup made: a file copy, not 43 migrations per test app.
    const template = process.env.TEST_PG_TEMPLATE;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ url: url.toString(), poolSize: 5 });
    await database.migrate();
    return database;
  }
  const database = openDatabase({ template: pgliteTemplate() });
  await database.migrate();
  return database;
}

let template: Blob | undefined;
/** The migrated cluster test/global-setup.ts dumped (read once per test file); none outside jest's setup. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (file && !template) template = new Blob([fs.readFileSync(file)]);
  return template;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemo(database.db);
  const config = testConfig(options.env, {
    authRateLimit: options.authRateLimit ?? false,
    ...options.config,
  });
  // Every answer is checked against its zod schema and the compiled serializer's bytes against zod's.
  const app = await buildApp({
    config,
    database,
    sms: options.sms,
    logger: false,
    closeDatabase: true,
    checkResponses: true,
  });
  await app.ready();
  return { app, db: database.db, database, config, close: () => app.close() };
}

export type AuthHeaders = { authorization: string };

/** Bearer headers for a doctor (the row is created when missing, with an unusable password). */
export async function loginAsDoctor(app: FastifyInstance, id = '9000000001'): Promise<AuthHeaders> {
  await app.db
    .insert(doctors)
    .values({
      id,
      mobile: id,
      name: `Dr. Test ${id.slice(-4)}`,
      email: `doctor${id}@example.com`,
      gender: 'female',
      birthDate: '1985-01-01',
      passwordHash: 'not-a-valid-hash',
    })
    .onConflictDoNothing();
  const token = await signAccessToken(app.config.jwtSecret, { sub: id, role: 'doctor' });
  return { authorization: `Bearer ${token}` };
}

/** The public id (what slots and bookings carry as `doctor_id`) of the doctor with this login id. */
export async function publicIdOf(app: FastifyInstance, doctorId: string): Promise<string> {
  const rows = await app.db
    .select({ publicId: doctors.publicId })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  if (!rows[0]) throw new Error(`no doctor ${doctorId}`);
  return rows[0].publicId;
}

/** Bearer headers for a patient (the row is created when missing). */
export async function loginAsPatient(
  app: FastifyInstance,
  id = '9876543210',
  profile: { name?: string; email?: string; newUser?: boolean; pricePaise?: number; sessions?: number } = {},
): Promise<AuthHeaders> {
  await app.db
    .insert(patients)
    .values({
      id,
      name: profile.name ?? 'Test Patient',
      email: profile.email ?? `patient${id}@example.com`,
      newUser: profile.newUser ?? true,
      pricePaise: profile.pricePaise ?? 49900,
      sessions: profile.sessions ?? 1,
    })
    .onConflictDoNothing();
  const token = await signAccessToken(app.config.jwtSecret, { sub: id, role: 'patient' });
  return { authorization: `Bearer ${token}` };
}

/** The latest one-time code sent to a number through the console provider's dev outbox. */
export async function latestOtp(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms?mobile=${mobile}` });
  const otp = (res.json() as { data: { otp: string }[] }).data[0]?.otp;
  if (!otp) throw new Error(`no code in the outbox for ${mobile}`);
  return otp;
}

/** Cookie value of the refresh token set by a login or refresh answer. */
export function refreshCookie(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === 'physio_refresh')?.value;
}

/**
 * The drain-now helper: sends every outbox message that is due (modules/notifications/drain-outbox.ts), as the app's drain job
 * would on its next turn (the jobs do not run under NODE_ENV=test).
 */
export function drainOutbox(app: FastifyInstance, now?: Date) {
  return drainOutboxNow(
    { db: app.db, mail: app.mail, sms: app.sms, whatsapp: app.whatsapp, log: app.log },
    now,
  );
}
