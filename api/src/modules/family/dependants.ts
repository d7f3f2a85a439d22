/**
 * A patient's dependants (issue 28 point 3): the signed-in patient's family members, listed, added, corrected and
 * removed by them only. Every call names the holder: another patient's dependant is "not found" (404), never
 * "forbidden", so ids cannot be probed.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  ageFromBirthYear,
  birthYearFromAge,
  FAMILY,
  FAMILY_MESSAGES,
  type Dependant,
  type DependantRelation,
  type dependantInputSchema,
} from '@physio/shared-contracts';
import type { z } from 'zod/mini';
import type { Executor } from '../../platform/db/client';
import { dependants, patients } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/http/errors';
import { logDataRightsRequest } from '../patients';

export type DependantRow = typeof dependants.$inferSelect;
export type DependantInput = z.output<typeof dependantInputSchema>;

/** The member's own treatment plan in rupees (issue 28 point 3), or null while no doctor has set one. */
export const memberPlan = (row: DependantRow): Dependant['plan'] =>
  row.planSetAt && row.planSessions && row.planPricePaise
    ? { sessions: row.planSessions, price: row.planPricePaise / 100 }
    : null;

/** A dependant as the API answers: the age as of `now`, from the stored birth year. */
export const toDependant = (row: DependantRow, now = new Date()): Dependant => ({
  id: row.id,
  name: row.name,
  relation: row.relation as DependantRelation,
  age: ageFromBirthYear(row.birthYear, now),
  birth_year: row.birthYear,
  created_at: row.createdAt.toISOString(),
  plan: memberPlan(row),
});

/** What is stored of the form's answer: the age given becomes the birth year it means in India's year of `now`. */
const stored = (input: DependantInput, now: Date) => ({
  name: input.name,
  relation: input.relation,
  birthYear: birthYearFromAge(input.age, now),
});

const dependantNotFound = () => notFound(FAMILY_MESSAGES.notFound, 'DEPENDANT_NOT_FOUND');

/** The holder's dependants on the list, oldest first. */
export async function listDependants(db: Executor, holderId: string, now = new Date()): Promise<Dependant[]> {
  const rows = await db
    .select()
    .from(dependants)
    .where(and(eq(dependants.patientId, holderId), isNull(dependants.removedAt)))
    .orderBy(asc(dependants.createdAt), asc(dependants.id));
  return rows.map((row) => toDependant(row, now));
}

/** At most FAMILY.maxDependants on the list at once (409 FAMILY_LIMIT). */
export async function addDependant(
  db: Executor,
  holderId: string,
  input: DependantInput,
  now = new Date(),
): Promise<Dependant> {
  return db.transaction(async (tx) => {
    // The holder's row lock lets two additions count one after the other.
    await tx.execute(sql`select 1 from ${patients} where ${patients.id} = ${holderId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dependants)
      .where(and(eq(dependants.patientId, holderId), isNull(dependants.removedAt)));
    if (Number(count?.n ?? 0) >= FAMILY.maxDependants)
      throw conflict(FAMILY_MESSAGES.tooMany, 'FAMILY_LIMIT');
    const [row] = await tx
      .insert(dependants)
      .values({ patientId: holderId, ...stored(input, now) })
      .returning();
    return toDependant(row!, now);
  });
}

const ownLive = (holderId: string, id: string) =>
  and(eq(dependants.id, id), eq(dependants.patientId, holderId), isNull(dependants.removedAt));

/**
 * Corrects name, relation and age (its birth year) of the holder's own dependant (404 DEPENDANT_NOT_FOUND otherwise),
 * logged as the holder's data-rights request; `db` a transaction, so the two are written together.
 */
export async function correctDependant(
  db: Executor,
  holderId: string,
  id: string,
  input: DependantInput,
  now = new Date(),
): Promise<Dependant> {
  const [row] = await db
    .update(dependants)
    .set({ ...stored(input, now), updatedAt: now })
    .where(ownLive(holderId, id))
    .returning();
  if (!row) throw dependantNotFound();
  // A correction of personal data (DPDP Act 2023), listed with the holder's other requests on the privacy page.
  await logDataRightsRequest(db, holderId, 'correct', 'done', `Corrected: family member ${row.name}.`);
  return toDependant(row, now);
}

/** Takes the holder's own dependant off the list; their past sessions keep naming them. */
export async function removeDependant(db: Executor, holderId: string, id: string, now = new Date()) {
  const [row] = await db
    .update(dependants)
    .set({ removedAt: now, updatedAt: now })
    .where(ownLive(holderId, id))
    .returning({ id: dependants.id });
  if (!row) throw dependantNotFound();
  return row;
}

/** The holder's own dependant on the list, for a booking in their name (404 DEPENDANT_NOT_FOUND otherwise). */
export async function requireOwnDependant(db: Executor, holderId: string, id: string): Promise<DependantRow> {
  const [row] = await db.select().from(dependants).where(ownLive(holderId, id));
  if (!row) throw dependantNotFound();
  return row;
}
