/**
 * One asked-for time checked before it is booked (a session, a move, a series' kept times): one of the doctor's
 * slots in the mode, after the lead time, within the horizon, free right now, and for a home visit reachable by road
 * (under the doctor's lock, rechecked in the transaction). The database's exclusion constraints have the last word.
 */
import { sql } from 'drizzle-orm';
import { isWithinHorizon, SCHEDULING, SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import { badRequest, conflict } from '../../platform/http/errors';
import { requireServedPin, servesPin } from '../travel';
import { addDays, kolkataDateAndMinute, kolkataInstant } from '../../platform/lib/kolkata';
import { loadCalendars, type DoctorRef } from './slots';
import {
  candidateSlotStarting,
  clashes,
  homeDayStart,
  homeVisitsOn,
  LEAD_MS,
  MINUTE,
  roadFits,
  type BusyTime,
  type DoctorSchedule,
  type SessionMode,
} from './slot-rules';

export const slotTaken = () => conflict(SCHEDULING_MESSAGES.slotTaken, 'SLOT_TAKEN');

/**
 * The session a patient asks for: it must be one of the doctor's slots in this mode, after the lead time and within
 * the booking horizon (400 otherwise, with the reason), and free right now (409 SLOT_TAKEN). The doctor is named by
 * their public id (a patient's choice) or their login id (a session being moved); the answer carries the login id. The database still has the last word:
 * two requests passing this check together meet the exclusion constraint. A session being moved (`moving`: its
 * current time) does not stand in its own way: the constraint keeps any other live session of the doctor off that
 * exact time, so the busy time equal to it is the session itself.
 */
export async function requireBookableSlot(
  db: Executor,
  input: {
    doctor: DoctorRef;
    start: string;
    mode: SessionMode;
    moving?: { start: Date; end: Date };
    /** A home visit's PIN: the doctor must visit it (422) and the road must fit (409 SLOT_TAKEN). */
    pincode?: string | null | undefined;
  },
  now = new Date(),
): Promise<{ start: Date; end: Date; doctorId: string }> {
  const start = requireBookableTime(input.start, now);
  const { date } = kolkataDateAndMinute(start);
  const pincode = input.mode === 'home' ? input.pincode?.trim() || undefined : undefined;
  // The road check needs the whole day's home visits; the floor only the times around this one.
  const { schedules, busy } = await loadCalendars(db, {
    from: date,
    to: date,
    doctor: input.doctor,
    busyFrom: pincode ? kolkataInstant(date, 0) : start,
    busyTo: pincode
      ? kolkataInstant(addDays(date, 1), 0)
      : new Date(start.getTime() + SCHEDULING.maxSlotMinutes * MINUTE),
    now,
  });
  const schedule = schedules[0];
  if (!schedule) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  const slot = requireDoctorSlot(schedule, start, input.mode);
  const moving = input.moving;
  const itself = (b: BusyTime) =>
    !!moving && b.start.getTime() === moving.start.getTime() && b.end.getTime() === moving.end.getTime();
  const others = busy.filter((b) => !itself(b));
  if (others.some((b) => clashes(slot, input.mode, b))) throw slotTaken();
  if (pincode) {
    requireServedPin(schedule.home, pincode);
    const origin = { pincode: schedule.home.startPincode, leaves: homeDayStart(schedule, date) };
    if (!roadFits(slot, pincode, homeVisitsOn(others, date), origin)) throw slotTaken();
  }
  return { ...slot, doctorId: schedule.id };
}

/**
 * Who the doctor can reach for a home visit at this slot, the day's visits as they stand: a PIN they visit, with the
 * road from the previous visit (or the day's start) and on to the next one fitting (`roadFits`). One load of the
 * day for many PINs (a freed slot's waiting patients); no PIN (entries from before PINs were asked) passes, the
 * 30-minute floor being the database's.
 */
export async function homeReach(
  db: Executor,
  doctorId: string,
  slot: { start: Date; end: Date },
  now: Date,
): Promise<(pincode: string | null) => boolean> {
  const { date } = kolkataDateAndMinute(slot.start);
  const { schedules, busy } = await loadCalendars(db, {
    from: date,
    to: date,
    doctor: { id: doctorId },
    busyFrom: kolkataInstant(date, 0),
    busyTo: kolkataInstant(addDays(date, 1), 0),
    now,
  });
  const schedule = schedules[0];
  if (!schedule) return () => false;
  const visits = homeVisitsOn(busy, date);
  const origin = { pincode: schedule.home.startPincode, leaves: homeDayStart(schedule, date) };
  return (pincode) =>
    !pincode || (servesPin(schedule.home, pincode) && roadFits(slot, pincode, visits, origin));
}

/**
 * The road between home visits has no database constraint (only its 30-minute floor has): a transaction writing a
 * home visit with a PIN first takes the doctor's home-visit lock, so two bookings of one doctor take turns, and the
 * second sees the first's visit when it checks the road. Take it first in the transaction (before any row lock).
 */
export async function lockHomeVisits(tx: Executor, doctorId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.homeVisitsNamespace}, hashtext(${doctorId}))`,
  );
}

/** Inside the booking's transaction, under lockHomeVisits: the road still fits what committed meanwhile (409 otherwise). */
export async function recheckRoad(
  tx: Executor,
  input: { doctorId: string; start: Date; mode: SessionMode; pincode: string | null | undefined },
  now: Date,
): Promise<void> {
  if (input.mode !== 'home' || !input.pincode) return;
  await requireBookableSlot(
    tx,
    {
      doctor: { id: input.doctorId },
      start: input.start.toISOString(),
      mode: 'home',
      pincode: input.pincode,
    },
    now,
  );
}

/** A time someone books: inside the horizon, not past, after the lead time (400 with the reason otherwise). */
export function requireBookableTime(instant: string, now: Date): Date {
  const start = new Date(instant);
  if (!isWithinHorizon(start, now)) throw badRequest(SCHEDULING_MESSAGES.tooFarAhead, 'BEYOND_HORIZON');
  if (start.getTime() <= now.getTime())
    throw badRequest('This time is in the past. Please choose another time.', 'SLOT_IN_PAST');
  if (start.getTime() < now.getTime() + LEAD_MS)
    throw badRequest(
      `Sessions can be booked from ${SCHEDULING.leadTimeMinutes / 60} hours ahead. Please choose a later time.`,
      'SLOT_TOO_SOON',
    );
  return start;
}

/** The doctor's session starting then in this mode (400 SLOT_WRONG_MODE / SLOT_OUT_OF_HOURS when there is none). */
export function requireDoctorSlot(
  schedule: DoctorSchedule,
  start: Date,
  mode: SessionMode,
): { start: Date; end: Date } {
  const slot = candidateSlotStarting(schedule, start, mode);
  if (slot) return slot;
  const otherMode = mode === 'home' ? 'online' : 'home';
  const inOtherMode = candidateSlotStarting(schedule, start, otherMode) !== null;
  throw badRequest(
    inOtherMode
      ? `This time is only for ${otherMode === 'home' ? 'home visits' : 'online sessions'}. Please choose another time.`
      : 'The doctor does not see patients at this time. Please choose one of the offered times.',
    inOtherMode ? 'SLOT_WRONG_MODE' : 'SLOT_OUT_OF_HOURS',
  );
}
