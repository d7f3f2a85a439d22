/**
 * The waitlist's entries (issue 28): a patient joins a doctor's waitlist for a range of India dates, a part of the
 * day and a mode, sees their entries and leaves. Freed slots are offered in waitlist-offers.ts, claimed in
 * waitlist-claims.ts. The input rules are shared-contracts' waitlistJoinSchema (the join form parses it too); here
 * the checks that need the database: the doctor exists, has hours in that window, the patient's limits.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  SCHEDULING,
  TRAVEL_MESSAGES,
  WAITLIST,
  WAITLIST_MESSAGES,
  WAITLIST_TIMES,
  type WaitlistEntry,
  type WaitlistJoin,
} from '@physio/shared-contracts';
import type { Db, Executor } from '../../platform/db/client';
import { doctors, patients, waitlistEntries, waitlistOffers } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { datesBetween, kolkataInstant } from '../../platform/lib/kolkata';
import { servesPin } from '../travel';
import { candidateSlots } from './slot-rules';
import { loadCalendars } from './slots';

type EntryRow = typeof waitlistEntries.$inferSelect;

const toEntry = (row: EntryRow, doctor: { publicId: string; name: string }): WaitlistEntry => ({
  id: row.id,
  doctor_id: doctor.publicId,
  doctor_name: doctor.name,
  from: row.fromDate,
  to: row.toDate,
  time_of_day: row.timeOfDay,
  mode: row.mode,
  pincode: row.pincode,
  status: row.status,
  joined_at: row.createdAt.toISOString(),
});

/** `POST /api/waitlist`. */
export async function joinWaitlist(
  db: Db,
  patientId: string,
  input: WaitlistJoin,
  now = new Date(),
): Promise<WaitlistEntry> {
  const { schedules } = await loadCalendars(db, {
    from: input.from,
    to: input.to,
    doctor: { publicId: input.doctor_id },
    busyFrom: kolkataInstant(input.from, 0),
    busyTo: kolkataInstant(input.from, 0),
    now,
  });
  const schedule = schedules[0];
  if (!schedule) throw badRequest(WAITLIST_MESSAGES.unknownDoctor, 'DOCTOR_NOT_FOUND');
  // A home visit waits at the patient's PIN (the schema requires it): one the doctor visits, in the travel
  // module's words; its road is checked for each freed slot (waitlist-offers.ts) and again at the claim.
  const pincode = input.mode === 'home' ? (input.pincode ?? null) : null;
  if (pincode && !servesPin(schedule.home, pincode))
    throw badRequest(TRAVEL_MESSAGES.outsideArea(pincode), 'PIN_OUTSIDE_AREA');
  // The window must hold at least one of the doctor's sessions still bookable: else nothing could ever be offered.
  const window = WAITLIST_TIMES[input.time_of_day];
  const earliest = now.getTime() + SCHEDULING.leadTimeMinutes * 60_000;
  const hasHours = datesBetween(input.from, input.to).some((date) =>
    candidateSlots(schedule, date, input.mode).some((slot) => {
      const minute = (slot.start.getTime() - kolkataInstant(date, 0).getTime()) / 60_000;
      return slot.start.getTime() >= earliest && minute >= window.from && minute < window.to;
    }),
  );
  if (!hasHours) throw badRequest(WAITLIST_MESSAGES.emptyWindow, 'WAITLIST_EMPTY_WINDOW');
  return db.transaction(async (tx) => {
    // One join of a patient at a time: the limits are counted after the previous join committed.
    await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('update');
    const waiting = and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'waiting'));
    const [same] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          waiting,
          eq(waitlistEntries.doctorId, schedule.id),
          eq(waitlistEntries.fromDate, input.from),
          eq(waitlistEntries.toDate, input.to),
          eq(waitlistEntries.timeOfDay, input.time_of_day),
          eq(waitlistEntries.mode, input.mode),
        ),
      )
      .limit(1);
    if (same) throw conflict(WAITLIST_MESSAGES.already, 'ALREADY_WAITLISTED');
    const [counted] = await tx.select({ n: count() }).from(waitlistEntries).where(waiting);
    if ((counted?.n ?? 0) >= WAITLIST.maxEntriesPerPatient)
      throw conflict(WAITLIST_MESSAGES.tooMany, 'WAITLIST_LIMIT');
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        patientId,
        doctorId: schedule.id,
        fromDate: input.from,
        toDate: input.to,
        timeOfDay: input.time_of_day,
        mode: input.mode,
        pincode,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toEntry(row!, schedule);
  });
}

const withDoctor = (db: Executor) =>
  db
    .select({ e: waitlistEntries, publicId: doctors.publicId, name: doctors.name })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId));

/** `GET /api/waitlist`: the patient's entries they have not left, newest first. */
export async function listWaitlist(db: Executor, patientId: string): Promise<WaitlistEntry[]> {
  const rows = await withDoctor(db)
    .where(and(eq(waitlistEntries.patientId, patientId), ne(waitlistEntries.status, 'left')))
    .orderBy(desc(waitlistEntries.createdAt));
  return rows.map((r) => toEntry(r.e, r));
}

/** `DELETE /api/waitlist/{id}`: the entry is left (kept, for the offers it had), its open offers are gone. */
export async function leaveWaitlist(
  db: Db,
  patientId: string,
  id: string,
  now = new Date(),
): Promise<WaitlistEntry> {
  return db.transaction(async (tx) => {
    const [found] = await withDoctor(tx)
      .where(eq(waitlistEntries.id, id))
      .for('update', { of: waitlistEntries });
    if (!found) throw notFound(WAITLIST_MESSAGES.notFound, 'WAITLIST_NOT_FOUND');
    if (found.e.patientId !== patientId) throw forbidden(WAITLIST_MESSAGES.notFound, 'NOT_YOURS');
    const [left] = await tx
      .update(waitlistEntries)
      .set({ status: 'left', updatedAt: now })
      .where(eq(waitlistEntries.id, id))
      .returning();
    await tx
      .update(waitlistOffers)
      .set({ status: 'gone' })
      .where(and(eq(waitlistOffers.entryId, id), eq(waitlistOffers.status, 'open')));
    return toEntry(left!, found);
  });
}
