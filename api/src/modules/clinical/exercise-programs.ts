/**
 * Home exercise programs (issue 29): a caring doctor saves a program for the patient, the patient ticks today's sets
 * and logs pain afterwards, the doctor reads the adherence. Saving writes a new version rather than editing in place:
 * the sets already ticked stay attached to the items the patient was shown, so past weeks' adherence keeps
 * measuring what was prescribed then. Every read and write is recorded in the access log (record `exercises`), in
 * the change's transaction for writes. A family member has their own program (issue 28 point 3: `dependant_id`,
 * versions counted per member), assigned by a doctor who treats them and read by them or the holder. The day's
 * ticks, pain, reminder and adherence are in exercise-days.ts.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CustomExerciseRequest,
  type ExerciseProgram,
  EXERCISE_MESSAGES,
  type LibraryExercise,
  type ProgramRequest,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { doctors, exerciseCustom, exerciseProgramItems, exercisePrograms } from '../../platform/db/schema';
import { badRequest } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { recordAccess } from './access-log';
import { EXERCISE_LIBRARY, libraryExercise } from './exercise-library';
import { ofMember, recordMember } from './record-member';

const CUSTOM = 'custom-';

type CustomRow = typeof exerciseCustom.$inferSelect;
const customExercise = (row: CustomRow): LibraryExercise => ({
  slug: `${CUSTOM}${row.id}`,
  name: row.name,
  region: (row.region as LibraryExercise['region']) ?? null,
  instructions: row.instructions,
  sets: 3,
  reps: 10,
  hold_seconds: 0,
  custom: true,
  illustration: null,
});
const customId = (slug: string) => {
  const id = slug.slice(CUSTOM.length);
  return slug.startsWith(CUSTOM) && /^[0-9a-f-]{36}$/.test(id) ? id : null;
};

/** The library and the doctor's own exercises, theirs last. */
export async function listExercises(db: Executor, doctorId: string): Promise<LibraryExercise[]> {
  const own = await db
    .select()
    .from(exerciseCustom)
    .where(eq(exerciseCustom.doctorId, doctorId))
    .orderBy(asc(exerciseCustom.name));
  return [...EXERCISE_LIBRARY, ...own.map(customExercise)];
}

export async function addCustomExercise(
  db: Executor,
  doctorId: string,
  input: Required<CustomExerciseRequest>,
): Promise<LibraryExercise> {
  const [row] = await db
    .insert(exerciseCustom)
    .values({ doctorId, name: input.name, instructions: input.instructions, region: input.region })
    .returning();
  return customExercise(row!);
}

/** Each slug's exercise: the library's, or a custom row (any doctor's: a program keeps its author's exercises). */
async function exercisesBySlug(db: Executor, slugs: string[]): Promise<Map<string, LibraryExercise>> {
  const found = new Map<string, LibraryExercise>();
  const ids = slugs.map(customId).filter((id): id is string => id !== null);
  if (ids.length)
    for (const row of await db.select().from(exerciseCustom).where(inArray(exerciseCustom.id, ids)))
      found.set(`${CUSTOM}${row.id}`, customExercise(row));
  for (const slug of slugs) {
    const x = libraryExercise(slug);
    if (x) found.set(slug, x);
  }
  return found;
}

type ProgramRow = typeof exercisePrograms.$inferSelect;

async function currentProgramRow(
  db: Executor,
  patientId: string,
  member: string | null,
): Promise<ProgramRow | undefined> {
  const [row] = await db
    .select()
    .from(exercisePrograms)
    .where(and(eq(exercisePrograms.patientId, patientId), ofMember(exercisePrograms.dependantId, member)))
    .orderBy(desc(exercisePrograms.version))
    .limit(1);
  return row;
}

async function programOf(db: Executor, row: ProgramRow): Promise<ExerciseProgram> {
  const items = await db
    .select()
    .from(exerciseProgramItems)
    .where(eq(exerciseProgramItems.programId, row.id))
    .orderBy(asc(exerciseProgramItems.position));
  const [doctor] = await db.select({ name: doctors.name }).from(doctors).where(eq(doctors.id, row.doctorId));
  const bySlug = await exercisesBySlug(
    db,
    items.map((i) => i.exercise),
  );
  return {
    id: row.id,
    patient_id: row.patientId,
    version: row.version,
    doctor_name: doctor?.name ?? '',
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    items: items.flatMap((i) => {
      const exercise = bySlug.get(i.exercise);
      if (!exercise) return [];
      return [
        {
          id: i.id,
          exercise,
          sets: i.sets,
          reps: i.reps,
          hold_seconds: i.holdSeconds,
          times_per_day: i.timesPerDay,
          days_per_week: i.daysPerWeek,
          notes: i.notes,
        },
      ];
    }),
  };
}

/** The current program of the patient (member null) or of one of their family members. */
export const currentProgram = async (db: Executor, patientId: string, member: string | null = null) => {
  const row = await currentProgramRow(db, patientId, member);
  return row ? programOf(db, row) : null;
};

export async function readProgram(db: Executor, user: AuthUser, patientId: string, dependantId?: string) {
  const member = await recordMember(db, user, patientId, dependantId);
  const program = await currentProgram(db, patientId, member);
  await recordAccess(db, { patientId, user, action: 'read', record: 'exercises' });
  return program;
}

/**
 * A new version of the patient's program. Each exercise is the library's, the saving doctor's own, or one already
 * in the patient's program (another doctor's own, kept): anything else is 400 UNKNOWN_EXERCISE.
 */
export async function saveProgram(
  db: Executor,
  user: AuthUser,
  patientId: string,
  input: Required<Pick<ProgramRequest, 'notes'>> & ProgramRequest,
  now = new Date(),
): Promise<ExerciseProgram> {
  const member = await recordMember(db, user, patientId, input.dependant_id);
  const slugs = [...new Set(input.items.map((i) => i.exercise))];
  const known = await exercisesBySlug(db, slugs);
  const current = await currentProgram(db, patientId, member);
  const inProgram = new Set(current?.items.map((i) => i.exercise.slug));
  const ownIds = new Set(
    (
      await db
        .select({ id: exerciseCustom.id })
        .from(exerciseCustom)
        .where(eq(exerciseCustom.doctorId, user.id))
    ).map((r) => `${CUSTOM}${r.id}`),
  );
  for (const slug of slugs) {
    const allowed = known.has(slug) && (!slug.startsWith(CUSTOM) || ownIds.has(slug) || inProgram.has(slug));
    if (!allowed) throw badRequest(EXERCISE_MESSAGES.unknownExercise, 'UNKNOWN_EXERCISE');
  }
  return db.transaction(async (tx) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${exercisePrograms.version}), 0) + 1` })
      .from(exercisePrograms)
      .where(
        and(eq(exercisePrograms.patientId, patientId), ofMember(exercisePrograms.dependantId, member)),
      )) as [{ next: number }];
    const [row] = await tx
      .insert(exercisePrograms)
      .values({
        patientId,
        dependantId: member,
        doctorId: user.id,
        version: Number(next),
        notes: input.notes ?? '',
        createdAt: now,
      })
      .returning();
    await tx.insert(exerciseProgramItems).values(
      input.items.map((i, position) => ({
        programId: row!.id,
        position,
        exercise: i.exercise,
        sets: i.sets,
        reps: i.reps,
        holdSeconds: i.hold_seconds,
        timesPerDay: i.times_per_day,
        daysPerWeek: i.days_per_week,
        notes: i.notes ?? '',
      })),
    );
    await recordAccess(tx, { patientId, user, action: 'write', record: 'exercises' });
    return programOf(tx, row!);
  });
}
