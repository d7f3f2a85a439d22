import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Doctor, DoctorSignupRequest } from '@physio/shared-contracts';
import type { Executor } from '../db/client';
import { doctorApplications, doctors, patients } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { hashPassword, verifyPassword } from './passwords';

export type DoctorRow = typeof doctors.$inferSelect;

export const toDoctor = (row: DoctorRow): Doctor => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  birth_date: row.birthDate,
});

export async function findDoctor(db: Executor, id: string): Promise<DoctorRow | null> {
  const rows = await db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Wrong passwords a doctor id may take within the window; past that its logins are refused until the window ends. */
export const DOCTOR_LOGIN_MAX_FAILURES = 10;
export const DOCTOR_LOGIN_WINDOW_MINUTES = 15;

export type DoctorLogin = { doctor: DoctorRow; locked?: never } | { doctor: null; locked: boolean };

/**
 * The active doctor with this id and password. Each attempt on a known id is counted in the database before the
 * password is checked, so guesses sent in parallel or from many addresses count too, and a correct password clears
 * the count: only wrong passwords add up, a doctor who logs in often is never locked out. Same timing whether or not
 * the id exists, until the id is locked. `maxFailures: Infinity` never locks (the config's auth limits off).
 */
export async function authenticateDoctor(
  db: Executor,
  id: string,
  password: string,
  maxFailures = DOCTOR_LOGIN_MAX_FAILURES,
): Promise<DoctorLogin> {
  const inWindow = sql`${doctors.loginFailuresSince} > now() - make_interval(mins => ${DOCTOR_LOGIN_WINDOW_MINUTES})`;
  const [attempt] = await db
    .update(doctors)
    .set({
      loginFailures: sql`case when ${inWindow} then ${doctors.loginFailures} + 1 else 1 end`,
      loginFailuresSince: sql`case when ${inWindow} then ${doctors.loginFailuresSince} else now() end`,
    })
    .where(eq(doctors.id, id))
    .returning();
  if (attempt && attempt.loginFailures > maxFailures) return { doctor: null, locked: true };
  const usable = attempt?.active ? attempt : null;
  if (!(await verifyPassword(usable?.passwordHash ?? null, password)) || !usable) {
    return { doctor: null, locked: false };
  }
  await db.update(doctors).set({ loginFailures: 0, loginFailuresSince: null }).where(eq(doctors.id, id));
  return { doctor: usable };
}

export async function createDoctor(
  db: Executor,
  input: {
    name: string;
    email: string;
    mobile: string;
    gender: string;
    birthDate: string;
    password?: string;
    passwordHash?: string;
  },
): Promise<DoctorRow> {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? ''));
  const rows = await db
    .insert(doctors)
    .values({
      id: input.mobile,
      mobile: input.mobile,
      name: input.name,
      email: input.email,
      gender: input.gender,
      birthDate: input.birthDate,
      passwordHash,
    })
    .returning();
  return rows[0]!;
}

/** Sign Up: an application an operator approves with `npm run doctor -w api -- approve <mobile>`. */
export async function applyAsDoctor(db: Executor, input: DoctorSignupRequest): Promise<void> {
  if (await findDoctor(db, input.mobile))
    throw conflict('An account with this mobile number already exists', 'DOCTOR_EXISTS');
  const pending = await db
    .select({ id: doctorApplications.id })
    .from(doctorApplications)
    .where(and(eq(doctorApplications.mobile, input.mobile), eq(doctorApplications.status, 'pending')))
    .limit(1);
  if (pending.length)
    throw conflict(
      'An application for this mobile number is already waiting for approval',
      'APPLICATION_PENDING',
    );
  await db.insert(doctorApplications).values({
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    gender: input.gender,
    birthDate: input.birth_date,
    passwordHash: await hashPassword(input.password),
  });
}

export async function approveApplication(db: Executor, mobile: string): Promise<DoctorRow> {
  const rows = await db
    .select()
    .from(doctorApplications)
    .where(and(eq(doctorApplications.mobile, mobile), eq(doctorApplications.status, 'pending')))
    .limit(1);
  const application = rows[0];
  if (!application) throw notFound('No pending application for this mobile number');
  const doctor = await createDoctor(db, {
    name: application.name,
    email: application.email,
    mobile: application.mobile,
    gender: application.gender,
    birthDate: application.birthDate,
    passwordHash: application.passwordHash,
  });
  await db
    .update(doctorApplications)
    .set({ status: 'approved', decidedAt: new Date() })
    .where(eq(doctorApplications.id, application.id));
  return doctor;
}

export async function resetDoctorPassword(db: Executor, id: string, password: string): Promise<void> {
  const rows = await db
    .update(doctors)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(doctors.id, id))
    .returning({ id: doctors.id });
  if (!rows.length) throw notFound('No doctor with this id');
}

export async function listDoctors(db: Executor): Promise<DoctorRow[]> {
  return db.select().from(doctors).orderBy(asc(doctors.id));
}

export async function listApplications(db: Executor) {
  return db.select().from(doctorApplications).orderBy(asc(doctorApplications.createdAt));
}

/**
 * The doctor for a patient's new appointment, as one SQL expression (an insert can use it directly): their
 * assigned doctor while active, otherwise the active doctor with the fewest scheduled appointments (ties →
 * lowest id); null when no doctor is active. Each doctor's count is kept on their row by a trigger.
 */
export function doctorForSql(db: Executor, patientId: string | SQL): SQL {
  const assigned = db
    .select({ id: doctors.id })
    .from(patients)
    .innerJoin(doctors, eq(doctors.id, patients.doctorId))
    .where(and(eq(patients.id, patientId), eq(doctors.active, true)))
    .limit(1);
  const leastLoaded = db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.active, true))
    .orderBy(asc(doctors.scheduledAppointments), asc(doctors.id))
    .limit(1);
  return sql`coalesce((${assigned}), (${leastLoaded}))`;
}

/** The doctor doctorForSql picks for this patient now. */
export async function pickDoctorFor(db: Executor, patientId: string): Promise<string | null> {
  const result = (await db.execute(sql`select ${doctorForSql(db, patientId)} as id`)) as unknown as {
    rows: { id: string | null }[];
  };
  return result.rows[0]?.id ?? null;
}
