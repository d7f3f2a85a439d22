/**
 * Session packages (issue 28 point 2): a doctor's packages, defined once and never edited (bought ones point at
 * them), retired to stop selling; what a patient may buy. The purchase itself is an order (modules/payments).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  PACKAGE_MESSAGES,
  PACKAGES,
  packageOffers,
  type SessionPackage,
  type packageCreateSchema,
} from '@physio/shared-contracts';
import type { z } from 'zod/mini';
import type { Executor } from '../../platform/db/client';
import { doctors, sessionPackages } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/errors';

export type PackageRow = typeof sessionPackages.$inferSelect;
export type PackageInput = z.output<typeof packageCreateSchema>;

export const toPackage = (row: PackageRow, doctorPublicId: string): SessionPackage => ({
  id: row.id,
  doctor_id: doctorPublicId,
  name: row.name,
  sessions: row.sessions,
  price: row.pricePaise,
  validity_days: row.validityDays,
  mode: row.mode,
  family_shared: row.familyShared,
  retired_at: row.retiredAt ? row.retiredAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});

async function publicIdOf(db: Executor, doctorId: string): Promise<string> {
  const [d] = await db.select({ publicId: doctors.publicId }).from(doctors).where(eq(doctors.id, doctorId));
  if (!d) throw notFound('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  return d.publicId;
}

/** `POST /api/dashboard/packages`: at most PACKAGES.maxActivePerDoctor on sale at once (409 PACKAGE_LIMIT). */
export async function createPackage(
  db: Executor,
  doctorId: string,
  input: PackageInput,
): Promise<SessionPackage> {
  const publicId = await publicIdOf(db, doctorId);
  return db.transaction(async (tx) => {
    // The doctor's row lock lets two creations count one after the other.
    await tx.execute(sql`select 1 from ${doctors} where ${doctors.id} = ${doctorId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sessionPackages)
      .where(and(eq(sessionPackages.doctorId, doctorId), isNull(sessionPackages.retiredAt)));
    if (Number(count?.n ?? 0) >= PACKAGES.maxActivePerDoctor)
      throw conflict(PACKAGE_MESSAGES.tooMany, 'PACKAGE_LIMIT');
    const [row] = await tx
      .insert(sessionPackages)
      .values({
        doctorId,
        name: input.name,
        sessions: input.sessions,
        pricePaise: input.price,
        validityDays: input.validity_days,
        mode: input.mode,
        familyShared: input.family_shared,
      })
      .returning();
    return toPackage(row!, publicId);
  });
}

/** The doctor's own packages: on sale first, newest first. */
export async function listDoctorPackages(db: Executor, doctorId: string): Promise<SessionPackage[]> {
  const publicId = await publicIdOf(db, doctorId);
  const rows = await db
    .select()
    .from(sessionPackages)
    .where(eq(sessionPackages.doctorId, doctorId))
    .orderBy(sql`${sessionPackages.retiredAt} is not null`, desc(sessionPackages.createdAt));
  return rows.map((r) => toPackage(r, publicId));
}

/** Takes the doctor's own package off sale (again: no change). Another doctor's is 404, as an unknown one. */
export async function retirePackage(db: Executor, doctorId: string, id: string): Promise<SessionPackage> {
  const publicId = await publicIdOf(db, doctorId);
  const [row] = await db
    .update(sessionPackages)
    .set({ retiredAt: sql`coalesce(${sessionPackages.retiredAt}, now())` })
    .where(and(eq(sessionPackages.id, id), eq(sessionPackages.doctorId, doctorId)))
    .returning();
  if (!row) throw notFound(PACKAGE_MESSAGES.notFound, 'PACKAGE_NOT_FOUND');
  return toPackage(row, publicId);
}

/** `GET /api/doctors/{id}/packages`: an active doctor's packages on sale, cheapest per session first. */
export async function packagesOnSale(db: Executor, doctorPublicId: string): Promise<SessionPackage[]> {
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.publicId, doctorPublicId), eq(doctors.active, true)));
  if (!doctor) throw notFound('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  const rows = await db
    .select()
    .from(sessionPackages)
    .where(and(eq(sessionPackages.doctorId, doctor.id), isNull(sessionPackages.retiredAt)))
    .orderBy(
      sql`${sessionPackages.pricePaise}::float / ${sessionPackages.sessions}`,
      asc(sessionPackages.createdAt),
    );
  return rows.map((r) => toPackage(r, doctorPublicId));
}

/** `GET /api/packages`: every active doctor's packages on sale with the doctor's name, by doctor. */
export async function packageCatalogue(db: Executor): Promise<SessionPackage[]> {
  const rows = await db
    .select({ p: sessionPackages, publicId: doctors.publicId, doctorName: doctors.name })
    .from(sessionPackages)
    .innerJoin(doctors, eq(doctors.id, sessionPackages.doctorId))
    .where(and(eq(doctors.active, true), isNull(sessionPackages.retiredAt)))
    .orderBy(
      asc(doctors.name),
      sql`${sessionPackages.pricePaise}::float / ${sessionPackages.sessions}`,
      asc(sessionPackages.createdAt),
    );
  return rows.map((r) => ({ ...toPackage(r.p, r.publicId), doctor_name: r.doctorName }));
}

/**
 * The package a patient may buy: on sale, of the doctor they chose, for the mode they chose. Anything else is one
 * 400 PACKAGE_UNAVAILABLE (an unknown id and another doctor's read the same).
 */
export async function packageForSale(
  db: Executor,
  input: { doctorPublicId: string; packageId: string; mode: 'online' | 'home' },
): Promise<PackageRow & { doctorName: string }> {
  const [found] = await db
    .select({ p: sessionPackages, doctorName: doctors.name })
    .from(sessionPackages)
    .innerJoin(doctors, eq(doctors.id, sessionPackages.doctorId))
    .where(
      and(
        eq(sessionPackages.id, input.packageId),
        eq(doctors.publicId, input.doctorPublicId),
        eq(doctors.active, true),
        isNull(sessionPackages.retiredAt),
      ),
    )
    .limit(1);
  if (!found) throw badRequest(PACKAGE_MESSAGES.unavailable, 'PACKAGE_UNAVAILABLE');
  if (!packageOffers(found.p.mode, input.mode))
    throw badRequest(PACKAGE_MESSAGES.modeNotOffered, 'PACKAGE_UNAVAILABLE');
  return { ...found.p, doctorName: found.doctorName };
}

/** A package by id, retired or not (a paid order's package). */
export async function findPackage(db: Executor, id: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(sessionPackages).where(eq(sessionPackages.id, id)).limit(1);
  return row ?? null;
}
