/**
 * A paid order's credits scheduled one by one (DESIGN.md §3a): `POST /api/appointments` takes a free credit to a free
 * time of the order's doctor, under the database's rules (refusals.ts), ending the patient's own claim hold there.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointmentChanges, appointments } from '../../platform/db/schema';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { mailSessionScheduled, noticeDoctor } from '../notifications';
import { findOrder } from '../orders';
import { lockHomeVisits, recheckRoad, requireBookableSlot } from './slot-checks';
import { newVideoRoom } from '../../platform/providers/video';
import type { AppointmentRow } from './appointment-row';
import { releaseExpiredHolds, releaseOwnClaimHold, ownClaimHold } from './holds';
import { noCredit, takingTime } from './refusals';
import { requireValidCredits, treatedDependant } from './credit-rules';

/** The doctor an order's sessions are with: the doctor of its appointments, if any. */
export async function orderDoctor(db: Executor, orderId: string): Promise<string | null> {
  const rows = await db
    .select({ doctorId: appointments.doctorId })
    .from(appointments)
    .where(
      and(
        eq(appointments.orderId, orderId),
        isNotNull(appointments.doctorId),
        sql`coalesce(${appointments.cancelReason}, '') <> 'hold_expired'`,
      ),
    )
    .limit(1);
  return rows[0]?.doctorId ?? null;
}

/**
 * `POST /api/appointments`: one free credit of the patient's paid order becomes a session at a free slot of the
 * order's doctor. The order's undated appointment (paid without a slot, or after its hold lapsed) takes the time
 * when there is one; otherwise a new appointment is added, which the credit trigger refuses past the order's
 * credits (409 NO_CREDIT) and the exclusion constraint refuses on a taken time (409 SLOT_TAKEN).
 */
export async function bookSession(
  db: Executor,
  user: AuthUser,
  input: { order_id: string; start: string; doctor_id: string; dependant_id?: string | undefined },
  now = new Date(),
): Promise<AppointmentRow> {
  const order = await findOrder(db, input.order_id);
  if (!order) throw notFound('No order with this ID', 'ORDER_NOT_FOUND');
  if (order.patientId !== user.id) throw forbidden('You can only schedule your own sessions');
  if (order.status !== 'paid') throw noCredit(SCHEDULING_MESSAGES.notPaid);
  // A family member's session: the holder's own dependant (404 otherwise), from credits bought for them or shared.
  const dependantId = await treatedDependant(db, user.id, order, input.dependant_id);
  // The patient names the doctor by their public id; the slot answers with the login id the tables key on.
  const claimed = await ownClaimHold(
    db,
    { patientId: user.id, doctor: { publicId: input.doctor_id }, start: new Date(input.start) },
    now,
  );
  const slot = await requireBookableSlot(
    db,
    {
      doctor: { publicId: input.doctor_id },
      start: input.start,
      mode: order.mode,
      pincode: order.pincode,
      ...(claimed ? { moving: claimed } : {}),
    },
    now,
  );
  requireValidCredits(order, slot.start, { now });
  const doctorId = await orderDoctor(db, order.id);
  if (doctorId && doctorId !== slot.doctorId) {
    throw badRequest(
      'The sessions of this order are with another doctor. Please choose one of their times.',
      'WRONG_DOCTOR',
    );
  }
  const pincode = order.mode === 'home' ? order.pincode : null;
  return db.transaction(async (tx) => {
    if (pincode) await lockHomeVisits(tx, slot.doctorId);
    await releaseExpiredHolds(tx, now, slot);
    await releaseOwnClaimHold(tx, { patientId: user.id, ...slot }, now);
    await recheckRoad(tx, { ...slot, mode: order.mode, pincode }, now);
    const timed = {
      doctorId: slot.doctorId,
      start: slot.start,
      end: slot.end,
      sessions: 1,
      status: 'scheduled' as const,
      videoRoom: order.mode === 'online' ? newVideoRoom() : null,
      dependantId,
      updatedAt: now,
    };
    const row = await takingTime(async () => {
      const undated = await tx
        .update(appointments)
        .set(timed)
        .where(
          and(
            eq(appointments.orderId, order.id),
            isNull(appointments.start),
            eq(appointments.status, 'scheduled'),
          ),
        )
        .returning();
      if (undated[0]) return undated[0];
      const inserted = await tx
        .insert(appointments)
        .values({
          ...timed,
          patientId: order.patientId,
          orderId: order.id,
          mode: order.mode,
          address: order.mode === 'home' ? order.address : null,
          pincode: order.mode === 'home' ? order.pincode : null,
        })
        .returning();
      return inserted[0]!;
    });
    await tx
      .insert(appointmentChanges)
      .values({ appointmentId: row.id, kind: 'scheduled', toStart: row.start, changedBy: user.id });
    // The patient's e-mail (time, join link, .ics) and the doctor's notice, with the booking.
    await mailSessionScheduled(tx, row);
    await noticeDoctor(
      tx,
      { kind: 'scheduled', appointmentId: row.id },
      `${row.id}@${row.start?.toISOString()}`,
    );
    return row;
  });
}
