import crypto from 'node:crypto';
import { and, asc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Doctor, DoctorSignupRequest, TreatmentMode } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { doctorApplications, doctorAvailability, doctors, patients } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import {
  countAttempt,
  forgiveAttempt,
  pruneAttempts,
  hashPassword,
  verifyPassword,
  endSessionsOf,
} from '../identity';

export type DoctorRow = typeof doctors.$inferSelect;

export const toDoctor = (row: DoctorRow): Doctor => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  birth_date: row.birthDate,
});

/**
 * A doctor's public id: a slug of their name and a random tail ("dr-asha-rao-k3x9qa"), the id every answer to a
 * stranger or a patient carries (slots, availability, sessions). The mobile number stays the login id only.
 */
export function newPublicDoctorId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const tail = crypto
    .randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0');
  return `${slug || 'doctor'}-${tail}`;
}

/** The doctor behind a public id (active or not); null for an unknown one. */
export async function findDoctorByPublicId(db: Executor, publicId: string): Promise<DoctorRow | null> {
  const rows = await db.select().from(doctors).where(eq(doctors.publicId, publicId)).limit(1);
  return rows[0] ?? null;
}

export async function findDoctor(db: Executor, id: string): Promise<DoctorRow | null> {
  const rows = await db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Wrong passwords one client address may try on one doctor id within the window; past that this address is
 * refused for the id until the window ends. A stranger locks out only their own address.
 */
export const DOCTOR_LOGIN_MAX_FAILURES = 10;
export const DOCTOR_LOGIN_WINDOW_MINUTES = 15;
/** The slower limit on one id from all addresses together (guessing spread over many addresses). */
export const DOCTOR_LOGIN_GLOBAL_MAX_FAILURES = 50;
export const DOCTOR_LOGIN_GLOBAL_WINDOW_MINUTES = 60;

/** `lockedMinutes`: the attempt was refused by a lock that lasts this long (0: the password was wrong). */
export type DoctorLogin =
  { doctor: DoctorRow; lockedMinutes?: never } | { doctor: null; lockedMinutes: number };

const pairKey = (id: string, address: string) => `doctor:${id}@${address}`;
const idKey = (id: string) => `doctor:${id}`;

/**
 * The active doctor with this id and password. Every attempt is counted before the password is checked, per
 * (id, client address) and per id, for known and unknown ids alike, so the answers (401, and 429 once locked)
 * never tell whether an id exists, and guesses sent in parallel count too. A right password clears its
 * address's count and is not counted globally: only wrong passwords add up, a doctor who logs in often is never
 * locked out. `limits: false` never locks (the config's auth limits off).
 */
export async function authenticateDoctor(
  db: Executor,
  input: { id: string; password: string; address: string },
  limits = true,
): Promise<DoctorLogin> {
  const { id, password, address } = input;
  const lockedMinutes = limits
    ? await countAttempt(db, [
        {
          key: pairKey(id, address),
          max: DOCTOR_LOGIN_MAX_FAILURES,
          windowMinutes: DOCTOR_LOGIN_WINDOW_MINUTES,
        },
        {
          key: idKey(id),
          max: DOCTOR_LOGIN_GLOBAL_MAX_FAILURES,
          windowMinutes: DOCTOR_LOGIN_GLOBAL_WINDOW_MINUTES,
        },
      ])
    : 0;
  if (limits && Math.random() < 0.01) await pruneAttempts(db, DOCTOR_LOGIN_GLOBAL_WINDOW_MINUTES * 2);
  // Known and unknown ids are counted and locked alike, so refusing a locked one without hashing tells nothing.
  if (lockedMinutes) return { doctor: null, lockedMinutes };
  const found = await findDoctor(db, id);
  const usable = found?.active ? found : null;
  if (!(await verifyPassword(usable?.passwordHash ?? null, password)) || !usable) {
    return { doctor: null, lockedMinutes: 0 };
  }
  if (limits) await forgiveAttempt(db, [pairKey(id, address)], [idKey(id)]);
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
      publicId: newPublicDoctorId(input.name),
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

/**
 * Sign Up: an application an operator approves with `npm run doctor -w api -- approve <mobile>`. The caller gets
 * the same answer whether or not the number already has an account or a pending application (nothing is stored
 * then), so sign-up does not tell which numbers are doctors. The password is hashed in every case (same time).
 */
export async function applyAsDoctor(db: Executor, input: DoctorSignupRequest): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  if (await findDoctor(db, input.mobile)) return;
  const pending = await db
    .select({ id: doctorApplications.id })
    .from(doctorApplications)
    .where(and(eq(doctorApplications.mobile, input.mobile), eq(doctorApplications.status, 'pending')))
    .limit(1);
  if (pending.length) return;
  await db.insert(doctorApplications).values({
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    gender: input.gender,
    birthDate: input.birth_date,
    passwordHash,
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
  // Whoever knew the old password may hold a session: every session of the doctor ends.
  await endSessionsOf(db, id, 'doctor');
}

/** Deactivates (or reactivates) a doctor; deactivation ends every session they hold. */
export async function setDoctorActive(db: Executor, id: string, active: boolean): Promise<void> {
  const rows = await db
    .update(doctors)
    .set({ active })
    .where(eq(doctors.id, id))
    .returning({ id: doctors.id });
  if (!rows.length) throw notFound('No doctor with this id');
  if (!active) await endSessionsOf(db, id, 'doctor');
}

export async function listDoctors(db: Executor): Promise<DoctorRow[]> {
  return db.select().from(doctors).orderBy(asc(doctors.id));
}

export async function listApplications(db: Executor) {
  return db.select().from(doctorApplications).orderBy(asc(doctorApplications.createdAt));
}

/**
 * The doctor for a patient's new appointment, as one SQL expression (an insert can use it directly). Among the
 * active doctors who publish weekly hours for the session's mode (a range of that mode or 'both'), so that the
 * session can be scheduled: the patient's assigned doctor, otherwise the one with the fewest scheduled
 * appointments (ties → lowest id). Only when no active doctor has such hours: the assigned doctor, otherwise the
 * least loaded of all. Null when no doctor is active. Each doctor's count is kept on their row by a trigger.
 */
export function doctorForSql(db: Executor, patientId: string | SQL, mode: TreatmentMode | SQL): SQL {
  const hasHours = exists(
    db
      .select({ one: sql`1` })
      .from(doctorAvailability)
      .where(
        and(
          eq(doctorAvailability.doctorId, doctors.id),
          or(eq(doctorAvailability.mode, sql`${mode}::text`), eq(doctorAvailability.mode, 'both')),
        ),
      ),
  );
  const assigned = (withHours: boolean) =>
    db
      .select({ id: doctors.id })
      .from(patients)
      .innerJoin(doctors, eq(doctors.id, patients.doctorId))
      .where(and(eq(patients.id, patientId), eq(doctors.active, true), withHours ? hasHours : undefined))
      .limit(1);
  const leastLoaded = (withHours: boolean) =>
    db
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.active, true), withHours ? hasHours : undefined))
      .orderBy(asc(doctors.scheduledAppointments), asc(doctors.id))
      .limit(1);
  return sql`coalesce((${assigned(true)}), (${leastLoaded(true)}), (${assigned(false)}), (${leastLoaded(false)}))`;
}

/** The doctor doctorForSql picks for this patient now. */
export async function pickDoctorFor(
  db: Executor,
  patientId: string,
  mode: TreatmentMode = 'online',
): Promise<string | null> {
  const result = (await db.execute(sql`select ${doctorForSql(db, patientId, mode)} as id`)) as unknown as {
    rows: { id: string | null }[];
  };
  return result.rows[0]?.id ?? null;
}
