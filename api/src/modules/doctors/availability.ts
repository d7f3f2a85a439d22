/** A doctor's weekly hours, session length and days off (DESIGN.md §3a). */
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import {
  minutesToTime,
  timeToMinutes,
  type Availability,
  type StrandedSession,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import {
  appointmentChanges,
  appointments,
  doctorAvailability,
  doctorDaysOff,
  doctors,
  patients,
} from '../../platform/db/schema';
import { badRequest, HttpError, notFound, pgErrorCode } from '../../platform/http/errors';
import { kolkataDateAndMinute, kolkataIso, weekdayOf } from '../../platform/lib/kolkata';
import type { AuthUser } from '../../platform/http/auth-user';
import { findDoctorByPublicId } from './doctors';
import { mailSessionCancelled } from '../notifications';

export const doctorNotFound = () => notFound('No doctor with this ID', 'DOCTOR_NOT_FOUND');

/**
 * `GET /api/doctors/{id}/availability`: anyone reads an active doctor's hours by their public id; a doctor also
 * reads their own by their login id (the dashboard's editor). A login id asked by anyone else, an unknown id and
 * an inactive doctor are all the same 404, so the answer never tells whether a mobile number is a doctor's.
 */
export async function readPublicAvailability(
  db: Executor,
  id: string,
  viewer: AuthUser | null,
): Promise<Availability> {
  if (viewer?.role === 'doctor' && viewer.id === id) return readAvailability(db, id);
  const doctor = /^\d{10}$/.test(id) ? null : await findDoctorByPublicId(db, id);
  if (!doctor?.active) throw doctorNotFound();
  return readAvailability(db, doctor.id);
}

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

/** A live session (or hold) of the doctor from now on, as the hours check sees it. */
interface LiveSession {
  id: string;
  status: 'held' | 'scheduled';
  start: Date;
  end: Date;
  mode: 'online' | 'home';
  patientName: string;
}

/** Whether new hours still cover a session: not on a day off, inside one range of its weekday and mode. */
export function hoursCover(
  input: Availability,
  session: Pick<LiveSession, 'start' | 'end' | 'mode'>,
): boolean {
  const from = kolkataDateAndMinute(session.start);
  const to = kolkataDateAndMinute(session.end);
  const endMinute = to.date === from.date ? to.minute : 24 * 60;
  if (input.exceptions.some((e) => e.date === from.date)) return false;
  const weekday = weekdayOf(from.date);
  return input.weekly.some(
    (r) =>
      r.weekday === weekday &&
      (r.mode === 'both' || r.mode === session.mode) &&
      timeToMinutes(r.start)! <= from.minute &&
      endMinute <= timeToMinutes(r.end)!,
  );
}

export const STRANDED_REASON = 'The physiotherapist’s hours changed';

export interface AvailabilityChange {
  availability: Availability;
  /** The booked sessions the new hours left out, cancelled with their credit back (the doctor confirmed). */
  cancelled: { id: string; start: Date }[];
}

/**
 * Replaces the doctor's hours in one transaction, under the doctor's row lock. Booked sessions from now on that the
 * new hours no longer cover (a new day off, a range shortened or removed, a mode taken away) are never left behind
 * silently: without `stranded: 'cancel'` the save is refused with 409 STRANDED_SESSIONS and their list (so the
 * doctor can move them first); with it they are cancelled in the same transaction, their credits back (the caller
 * tells the patients after the commit). Holds on such times are released (a payment then leaves a credit to
 * schedule). The schema has refused inverted and overlapping ranges with a message; the database refuses them too
 * (check and exclusion constraints), answered as 400 should a caller bypass the schema.
 */
export async function writeAvailability(
  db: Executor,
  doctorId: string,
  input: Availability,
  options: { stranded?: 'cancel' | undefined } = {},
  now = new Date(),
): Promise<AvailabilityChange> {
  let cancelled: AvailabilityChange['cancelled'] = [];
  try {
    cancelled = await db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: doctors.id })
        .from(doctors)
        .where(eq(doctors.id, doctorId))
        .for('update');
      if (!locked.length) throw doctorNotFound();
      const live: LiveSession[] = await tx
        .select({
          id: appointments.id,
          status: sql<'held' | 'scheduled'>`${appointments.status}`,
          start: sql<Date>`${appointments.start}`,
          end: sql<Date>`${appointments.end}`,
          mode: appointments.mode,
          patientName: patients.name,
        })
        .from(appointments)
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            gt(appointments.start, now),
            or(
              eq(appointments.status, 'scheduled'),
              and(eq(appointments.status, 'held'), gt(appointments.holdExpiresAt, now)),
            ),
          ),
        )
        .orderBy(asc(appointments.start));
      const stranded = live
        .map((s) => ({ ...s, start: new Date(s.start), end: new Date(s.end) }))
        .filter((s) => !hoursCover(input, s));
      const booked = stranded.filter((s) => s.status === 'scheduled');
      if (booked.length && options.stranded !== 'cancel') {
        throw new HttpError(
          409,
          booked.length === 1
            ? 'One booked session falls outside the new hours. Move it first, or confirm to cancel it: the patient gets the session credit back and is told.'
            : `${booked.length} booked sessions fall outside the new hours. Move them first, or confirm to cancel them: the patients get their session credits back and are told.`,
          'STRANDED_SESSIONS',
          booked.map((s): StrandedSession => ({
            id: s.id,
            start: kolkataIso(s.start),
            end: kolkataIso(s.end),
            mode: s.mode,
            patient_name: s.patientName,
          })),
        );
      }
      await tx.update(doctors).set({ slotMinutes: input.slot_minutes }).where(eq(doctors.id, doctorId));
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
      for (const s of stranded) {
        const hold = s.status === 'held';
        // A released hold is as if it had lapsed; a booked session is cancelled by its doctor, the credit back.
        await tx
          .update(appointments)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: hold ? 'system' : doctorId,
            cancelReason: hold ? 'hold_expired' : STRANDED_REASON,
            updatedAt: now,
          })
          .where(eq(appointments.id, s.id));
        if (!hold)
          await tx.insert(appointmentChanges).values({
            appointmentId: s.id,
            kind: 'cancelled',
            fromStart: s.start,
            changedBy: doctorId,
            reason: STRANDED_REASON,
            creditReturned: 'yes',
          });
        // The patient is told (credit back, the reason), with the cancellation.
        if (!hold)
          await mailSessionCancelled(tx, {
            appointmentId: s.id,
            by: 'doctor',
            reason: STRANDED_REASON,
            creditReturned: true,
          });
      }
      return booked.map((s) => ({ id: s.id, start: s.start }));
    });
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23P01') throw badRequest('Two ranges of the same day overlap', 'INVALID_AVAILABILITY');
    if (code === '23514') throw badRequest('A range must end after it starts', 'INVALID_AVAILABILITY');
    throw err;
  }
  return { availability: await readAvailability(db, doctorId), cancelled };
}
