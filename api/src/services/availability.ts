/** A doctor's weekly hours, session length and days off (DESIGN.md §3a). */
import { asc, eq } from 'drizzle-orm';
import { minutesToTime, timeToMinutes, type Availability } from '@physio/shared-contracts';
import type { Executor } from '../db/client';
import { doctorAvailability, doctorDaysOff, doctors } from '../db/schema';
import { badRequest, notFound, pgErrorCode } from '../lib/errors';

export const doctorNotFound = () => notFound('No doctor with this ID', 'DOCTOR_NOT_FOUND');

export async function readAvailability(db: Executor, doctorId: string): Promise<Availability> {
  const doctor = (
    await db
      .select({ slotMinutes: doctors.slotMinutes })
      .from(doctors)
      .where(eq(doctors.id, doctorId))
      .limit(1)
  )[0];
  if (!doctor) throw doctorNotFound();
  const ranges = await db
    .select()
    .from(doctorAvailability)
    .where(eq(doctorAvailability.doctorId, doctorId))
    .orderBy(asc(doctorAvailability.weekday), asc(doctorAvailability.startMinute));
  const days = await db
    .select({ date: doctorDaysOff.date })
    .from(doctorDaysOff)
    .where(eq(doctorDaysOff.doctorId, doctorId))
    .orderBy(asc(doctorDaysOff.date));
  return {
    slot_minutes: doctor.slotMinutes,
    weekly: ranges.map((r) => ({
      weekday: r.weekday,
      start: minutesToTime(r.startMinute),
      end: minutesToTime(r.endMinute),
      mode: r.mode,
    })),
    exceptions: days.map((d) => ({ date: d.date, available: false as const })),
  };
}

/**
 * Replaces the doctor's hours in one transaction. The schema has refused inverted and overlapping ranges with a
 * message; the database refuses them too (check and exclusion constraints), answered as 400 should a caller
 * bypass the schema. Existing appointments are kept: changing hours never cancels a booked session.
 */
export async function writeAvailability(
  db: Executor,
  doctorId: string,
  input: Availability,
): Promise<Availability> {
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(doctors)
        .set({ slotMinutes: input.slot_minutes })
        .where(eq(doctors.id, doctorId))
        .returning({ id: doctors.id });
      if (!updated.length) throw doctorNotFound();
      await tx.delete(doctorAvailability).where(eq(doctorAvailability.doctorId, doctorId));
      if (input.weekly.length) {
        await tx.insert(doctorAvailability).values(
          input.weekly.map((r) => ({
            doctorId,
            weekday: r.weekday,
            startMinute: timeToMinutes(r.start)!,
            endMinute: timeToMinutes(r.end)!,
            mode: r.mode,
          })),
        );
      }
      await tx.delete(doctorDaysOff).where(eq(doctorDaysOff.doctorId, doctorId));
      const dates = [...new Set(input.exceptions.map((e) => e.date))];
      if (dates.length) await tx.insert(doctorDaysOff).values(dates.map((date) => ({ doctorId, date })));
    });
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23P01') throw badRequest('Two ranges of the same day overlap', 'INVALID_AVAILABILITY');
    if (code === '23514') throw badRequest('A range must end after it starts', 'INVALID_AVAILABILITY');
    throw err;
  }
  return readAvailability(db, doctorId);
}
