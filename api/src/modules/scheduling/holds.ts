/**
 * Held times (DESIGN.md §3a): the first session of an unpaid order or a waitlist claim held for a while, the hold
 * confirmed by the payment, lapsed holds and a patient's own earlier hold giving their time back.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { SCHEDULING } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointmentChanges, appointments, doctors, orders } from '../../platform/db/schema';
import type { SessionMode } from './slot-rules';
import { lockHomeVisits, recheckRoad } from './slot-checks';
import { newVideoRoom } from '../../platform/providers/video';
import { offerFreedSlot } from './waitlist-offers';
import type { AppointmentRow } from './appointment-row';
import { takingTime } from './refusals';

const TRAVEL = `${SCHEDULING.homeTravelMinutes} minutes`;

/** What a hold becomes when it lapses or its patient gives it up: cancelled by the system, its time free again. */
const lapsedHold = (now: Date) => ({
  status: 'cancelled' as const,
  cancelledAt: now,
  cancelledBy: 'system',
  cancelReason: 'hold_expired',
  updatedAt: now,
});

/**
 * Lapsed holds give their time back: cancelled (by 'system', reason hold_expired). Scoped to one doctor and a
 * time range inside a booking's transaction (so a lapsed hold never blocks the exclusion constraint: that booking
 * takes the time at once), or all of them from the jobs, which then offer each freed time to the waitlist in the
 * same transaction (waitlist-offers.ts).
 */
export async function releaseExpiredHolds(
  db: Executor,
  now: Date,
  scope?: { doctorId: string; start: Date; end: Date },
): Promise<number> {
  const rows = await db
    .update(appointments)
    .set(lapsedHold(now))
    .where(
      and(
        eq(appointments.status, 'held'),
        lte(appointments.holdExpiresAt, now),
        scope
          ? and(
              eq(appointments.doctorId, scope.doctorId),
              sql`${appointments.start} < ${scope.end.toISOString()}::timestamptz + ${TRAVEL}::interval`,
              sql`${appointments.end} + ${TRAVEL}::interval > ${scope.start.toISOString()}::timestamptz`,
            )
          : undefined,
      ),
    )
    .returning({
      doctorId: appointments.doctorId,
      patientId: appointments.patientId,
      start: appointments.start,
      end: appointments.end,
      mode: appointments.mode,
    });
  if (!scope)
    for (const row of rows)
      if (row.doctorId && row.start && row.end)
        await offerFreedSlot(db, { ...row, doctorId: row.doctorId, start: row.start, end: row.end }, now);
  return rows.length;
}

export interface HoldInput {
  /** The unpaid order; null for a waitlist claim (waitlist-claims.ts), which an order or a credit then takes over. */
  orderId: string | null;
  patientId: string;
  doctorId: string;
  mode: SessionMode;
  address: string | null;
  pincode: string | null;
  start: Date;
  end: Date;
  /** The family member the order treats (issue 28 point 3); absent: the patient. */
  dependantId?: string | null;
}

/**
 * A patient ordering a time they already hold with an unpaid order of their own (the payment failed, they changed
 * the booking, then chose that time again) must not be refused it by themselves: that earlier hold ends as a lapsed
 * one does (hold_expired: never a session in any listing). The earlier order stays payable; paid after all, it
 * becomes a credit to schedule (confirmHeldSession), never a second session at that time.
 */
export async function releaseOwnUnpaidHolds(
  db: Executor,
  input: { patientId: string; doctorPublicId: string; start: Date },
  now = new Date(),
): Promise<number> {
  const rows = await db
    .update(appointments)
    .set(lapsedHold(now))
    .where(
      and(
        eq(appointments.status, 'held'),
        eq(appointments.patientId, input.patientId),
        inArray(
          appointments.doctorId,
          db.select({ id: doctors.id }).from(doctors).where(eq(doctors.publicId, input.doctorPublicId)),
        ),
        eq(appointments.start, input.start),
        inArray(
          appointments.orderId,
          db
            .select({ id: sql<string>`${orders.id}::text` })
            .from(orders)
            .where(and(eq(orders.patientId, input.patientId), ne(orders.status, 'paid'))),
        ),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length;
}

/**
 * The hold a patient's waitlist claim made at this very time, still running: their order or credit for that time
 * takes it over (releaseOwnClaimHold in the same transaction), so it must not stand in their own way
 * (requireBookableSlot's `moving`).
 */
export async function ownClaimHold(
  db: Executor,
  input: { patientId: string; doctor: { publicId: string } | { id: string }; start: Date },
  now = new Date(),
): Promise<{ start: Date; end: Date } | null> {
  const doctor =
    'id' in input.doctor
      ? eq(appointments.doctorId, input.doctor.id)
      : inArray(
          appointments.doctorId,
          db.select({ id: doctors.id }).from(doctors).where(eq(doctors.publicId, input.doctor.publicId)),
        );
  const [row] = await db
    .select({ start: appointments.start, end: appointments.end })
    .from(appointments)
    .where(and(claimHoldAt(input.patientId, input.start, now), doctor))
    .limit(1);
  return row?.start && row.end ? { start: row.start, end: row.end } : null;
}

const claimHoldAt = (patientId: string, start: Date, now: Date) =>
  and(
    eq(appointments.status, 'held'),
    isNull(appointments.orderId),
    eq(appointments.patientId, patientId),
    eq(appointments.start, start),
    sql`${appointments.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
  );

/** Inside the transaction that books or holds the time for the patient's order: their claim hold ends there. */
export async function releaseOwnClaimHold(
  tx: Executor,
  input: { patientId: string; doctorId: string; start: Date },
  now = new Date(),
): Promise<void> {
  await tx
    .update(appointments)
    .set(lapsedHold(now))
    .where(and(claimHoldAt(input.patientId, input.start, now), eq(appointments.doctorId, input.doctorId)));
}

/** The first session of an unpaid order, held for SCHEDULING.holdMinutes. Call in the order's transaction. */
export async function holdSlot(tx: Executor, input: HoldInput, now = new Date()): Promise<AppointmentRow> {
  const road = input.mode === 'home' && !!input.pincode;
  if (road) await lockHomeVisits(tx, input.doctorId);
  await releaseExpiredHolds(tx, now, { doctorId: input.doctorId, start: input.start, end: input.end });
  if (input.orderId) await releaseOwnClaimHold(tx, input, now);
  if (road) await recheckRoad(tx, input, now);
  const rows = await takingTime(() =>
    tx
      .insert(appointments)
      .values({
        ...input,
        sessions: 1,
        status: 'held',
        holdExpiresAt: new Date(now.getTime() + SCHEDULING.holdMinutes * 60_000),
        videoRoom: input.mode === 'online' ? newVideoRoom() : null,
      })
      .returning(),
  );
  return rows[0]!;
}

/**
 * The payment's hook (called by createAppointmentForPaidOrder inside the paid transaction): the order's hold
 * becomes scheduled — even when it lapsed, as long as no one else took the time since (the row still occupies it).
 * When it was released meanwhile, `confirmed` is null and the payment becomes a credit to schedule later; `doctorId`
 * is then the doctor the patient had chosen.
 */
export async function confirmHeldSession(
  tx: Executor,
  orderId: string,
  now = new Date(),
): Promise<{ confirmed: AppointmentRow | null; doctorId: string | null }> {
  const confirmed = await tx
    .update(appointments)
    .set({ status: 'scheduled', holdExpiresAt: null, updatedAt: now })
    .where(and(eq(appointments.orderId, orderId), eq(appointments.status, 'held')))
    .returning();
  // A series paid at once confirms every occurrence it held; the earliest is the order's session.
  confirmed.sort((a, b) => (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0));
  if (confirmed[0]) {
    await tx.insert(appointmentChanges).values(
      confirmed.map((row) => ({
        appointmentId: row.id,
        kind: 'scheduled' as const,
        toStart: row.start,
        changedBy: row.patientId,
      })),
    );
    return { confirmed: confirmed[0], doctorId: confirmed[0].doctorId };
  }
  const released = await tx
    .select({ doctorId: appointments.doctorId })
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), isNotNull(appointments.doctorId)))
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  return { confirmed: null, doctorId: released[0]?.doctorId ?? null };
}
