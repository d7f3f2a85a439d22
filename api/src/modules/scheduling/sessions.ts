/**
 * Sessions with times (DESIGN.md §3a): a slot held for an unpaid order, the hold confirmed by the payment, a paid
 * order's credits scheduled one by one, lapsed holds released. The database enforces what must always hold
 * (migration 0008): no two live sessions of a doctor overlap (home visits 30 min apart), never more dated sessions
 * on an order than its credits. This file turns those refusals into 409s.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  creditsValidUntil,
  dayInIndiaOf,
  FAMILY_MESSAGES,
  formatDate,
  PACKAGE_MESSAGES,
  SCHEDULING,
  SCHEDULING_MESSAGES,
  todayInIndia,
  type SessionCredits,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import {
  appointmentChanges,
  appointments,
  doctors,
  orders,
  refunds,
  sessionPackages,
} from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound, pgErrorCode } from '../../platform/http/errors';
import { statement } from '../../platform/db/prepared';
import type { AuthUser } from '../../platform/http/auth-user';
import type { AppointmentRow } from './appointments';
import { mailSessionScheduled, noticeDoctor } from '../notifications';
import { findOrder, type OrderRow } from '../orders';
import { requireOwnDependant } from '../family';
import type { SessionMode } from './slot-rules';
import { lockHomeVisits, recheckRoad, requireBookableSlot, slotTaken } from './slot-checks';
import { newVideoRoom } from '../../platform/providers/video';
import { offerFreedSlot } from './waitlist-offers';

const TRAVEL = `${SCHEDULING.homeTravelMinutes} minutes`;

export const noCredit = (message: string = SCHEDULING_MESSAGES.noCredit) => conflict(message, 'NO_CREDIT');

/**
 * The Terms' validity of paid sessions (`creditsValidUntil`): a session of an order paid at `paidAt` takes place on
 * or before its last valid day, and a new one is scheduled only until then (a move of a session booked in time is
 * judged by its new day alone); 409 CREDITS_EXPIRED otherwise. Unused sessions stay refundable.
 */
export function requireValidCredits(
  order: Pick<OrderRow, 'paidAt' | 'creditsValidUntil'> | null,
  start: Date,
  { now = new Date(), moving = false }: { now?: Date; moving?: boolean } = {},
): void {
  if (!order?.paidAt) return;
  const last = lastValidDay(order);
  const until = formatDate(last);
  if (!moving && todayInIndia(now) > last)
    throw conflict(
      order.creditsValidUntil
        ? PACKAGE_MESSAGES.expired(until)
        : `The sessions of this order could be used until ${until}. You can still ask for a refund of the unused ones.`,
      'CREDITS_EXPIRED',
    );
  if (dayInIndiaOf(start.toISOString()) > last)
    throw conflict(
      `The sessions of this order can be used until ${until}. Please choose a time on or before that day.`,
      'CREDITS_EXPIRED',
    );
}

/**
 * Whether an order's credits may book a session for a family member of its buyer (issue 28 point 3): only a package
 * whose doctor made it shareable in the family; 403 PACKAGE_NOT_SHAREABLE otherwise (a single session bought by the
 * holder is theirs).
 */
export async function requireFamilyCredits(db: Executor, order: Pick<OrderRow, 'kind' | 'packageId'>) {
  if (order.kind !== 'package' || !order.packageId)
    throw forbidden(FAMILY_MESSAGES.notTheirs, 'PACKAGE_NOT_SHAREABLE');
  const [pkg] = await db
    .select({ shared: sessionPackages.familyShared })
    .from(sessionPackages)
    .where(eq(sessionPackages.id, order.packageId));
  if (!pkg?.shared) throw forbidden(FAMILY_MESSAGES.notShareable, 'PACKAGE_NOT_SHAREABLE');
}

/**
 * Whom a session on an order's credits treats (issue 28 point 3): the family member asked for — the holder's own,
 * on their list (404 DEPENDANT_NOT_FOUND otherwise) — else the one the order was bought for, else (null) the holder.
 * Credits bought for that very member are theirs; another member draws only a shareable package's credits (403).
 */
export async function treatedDependant(
  db: Executor,
  holderId: string,
  order: Pick<OrderRow, 'kind' | 'packageId' | 'dependantId'>,
  asked: string | undefined,
): Promise<string | null> {
  if (!asked) return order.dependantId ?? null;
  const id = (await requireOwnDependant(db, holderId, asked)).id;
  if (id !== order.dependantId) await requireFamilyCredits(db, order);
  return id;
}

/**
 * The last day (India) an order's credits may be used: its own hard day when it has one (a package: usable and
 * refundable until then only), else the Terms' validity from its payment (creditsValidUntil).
 */
export const lastValidDay = (order: Pick<OrderRow, 'paidAt' | 'creditsValidUntil'>): string =>
  order.creditsValidUntil ?? creditsValidUntil(order.paidAt!.toISOString());

/** The constraint or trigger behind a database refusal (both drivers expose it; the message names it too). */
function refusedBy(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.constraint === 'string') return e.constraint;
    if (typeof e.message === 'string' && e.message.includes('no session credit left'))
      return 'appointments_within_credits';
    current = e.cause;
  }
  return undefined;
}

/** Runs a write that takes a doctor's time and an order's credit: the database's refusals become 409s. */
export async function takingTime<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23P01') throw slotTaken();
    if (code === '23514' && refusedBy(err) === 'appointments_within_credits') throw noCredit();
    throw err;
  }
}

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

/**
 * The one credit arithmetic (the credit trigger of migrations 0009/0010 counts the same way): an order's credits are
 * its quantity less its dated live or consumed sessions (held, scheduled, completed, no-show) less the credits of
 * its refunds that did not fail (a pending refund holds its credits). Paid orders matching `where`, newest first.
 */
/** The dated live or consumed sessions of the outer query's order (the credit arithmetic's "used"). */
const usedCredits = (db: Executor) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.orderId, sql`${orders.id}::text`),
        isNotNull(appointments.start),
        sql`${appointments.status} in ('held', 'scheduled', 'completed', 'no_show')`,
      ),
    );

/** The credits of the outer query's order held or returned by refunds that did not fail. */
const refundedCredits = (db: Executor) =>
  db
    .select({ n: sql<number>`coalesce(sum(${refunds.credits}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orders.id), sql`${refunds.status} <> 'failed'`));

/** The doctor (login id) of the outer query's order: orderDoctor's rule as a subquery. */
const orderDoctorOf = (db: Executor) =>
  db
    .select({ doctorId: appointments.doctorId })
    .from(appointments)
    .where(
      and(
        eq(appointments.orderId, sql`${orders.id}::text`),
        isNotNull(appointments.doctorId),
        sql`coalesce(${appointments.cancelReason}, '') <> 'hold_expired'`,
      ),
    )
    .limit(1);

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * findOrder, orderCredits' credits left and orderDoctor of one order in one prepared round trip (a series booking
 * reads them together): the order by the id the browser knows (the provider order id) or by our own id.
 */
const orderWithCredits = statement('order_with_credits', (db) =>
  db
    .select({
      id: orders.id,
      patientId: orders.patientId,
      status: orders.status,
      quantity: orders.quantity,
      paidAt: orders.paidAt,
      creditsValidUntil: orders.creditsValidUntil,
      address: orders.address,
      pincode: orders.pincode,
      kind: orders.kind,
      packageId: orders.packageId,
      dependantId: orders.dependantId,
      used: sql<number>`(${usedCredits(db)})`,
      refunded: sql<number>`(${refundedCredits(db)})`,
      doctorId: sql<string | null>`(${orderDoctorOf(db)})`,
    })
    .from(orders)
    .where(
      sql`${orders.providerOrderId} = ${sql.placeholder('id')}::text
        or ${orders.id} = (case when ${sql.placeholder('id')}::text ~ ${UUID} then ${sql.placeholder('id')}::text end)::uuid`,
    )
    .orderBy(sql`${orders.providerOrderId} = ${sql.placeholder('id')}::text desc nulls last`)
    .limit(1),
);

export type OrderWithCredits = Pick<
  OrderRow,
  | 'id'
  | 'patientId'
  | 'status'
  | 'quantity'
  | 'paidAt'
  | 'creditsValidUntil'
  | 'address'
  | 'pincode'
  | 'kind'
  | 'packageId'
  | 'dependantId'
> & {
  /** What is left of its credits when it is paid (orderCredits' remaining), else 0. */
  remaining: number;
  /** orderDoctor: the doctor (login id) of its sessions, if any. */
  doctorId: string | null;
};

/** An order with its credits left and its doctor (findOrder + orderCredits + orderDoctor), or null. */
export async function findOrderWithCredits(db: Executor, id: string): Promise<OrderWithCredits | null> {
  const [row] = (await orderWithCredits(db, { id })) as (Omit<OrderWithCredits, 'remaining'> & {
    used: number;
    refunded: number;
  })[];
  if (!row) return null;
  const { used, refunded, ...order } = row;
  const remaining =
    order.status === 'paid' ? Math.max(0, order.quantity - Number(used) - Number(refunded)) : 0;
  return { ...order, remaining };
}

export async function orderCredits(db: Executor, where: SQL | undefined): Promise<SessionCredits[]> {
  const used = usedCredits(db);
  const refunded = refundedCredits(db);
  // The doctor as patients know them: the public id.
  const doctor = db
    .select({ id: doctors.publicId })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(
      and(
        eq(appointments.orderId, sql`${orders.id}::text`),
        sql`coalesce(${appointments.cancelReason}, '') <> 'hold_expired'`,
      ),
    )
    .limit(1);
  const rows = await db
    .select({
      id: orders.id,
      providerOrderId: orders.providerOrderId,
      mode: orders.mode,
      pincode: orders.pincode,
      quantity: orders.quantity,
      paidAt: orders.paidAt,
      creditsValidUntil: orders.creditsValidUntil,
      packageName: sessionPackages.name,
      familyShared: sessionPackages.familyShared,
      used: sql<number>`(${used})`,
      refunded: sql<number>`(${refunded})`,
      doctorId: sql<string | null>`(${doctor})`,
    })
    .from(orders)
    .leftJoin(sessionPackages, eq(sessionPackages.id, orders.packageId))
    .where(and(eq(orders.status, 'paid'), where))
    .orderBy(desc(orders.paidAt));
  const names = await doctorNames(
    db,
    rows.map((r) => r.doctorId),
  );
  return rows.map((r) => ({
    order_id: r.id,
    provider_order_id: r.providerOrderId,
    mode: r.mode,
    pincode: r.mode === 'home' ? r.pincode : null,
    doctor_id: r.doctorId,
    doctor_name: r.doctorId ? (names.get(r.doctorId) ?? null) : null,
    paid_at: r.paidAt ? r.paidAt.toISOString() : null,
    valid_until: r.paidAt ? lastValidDay(r) : null,
    package_name: r.packageName,
    family_shared: r.familyShared ?? false,
    expired: !!r.creditsValidUntil && todayInIndia() > r.creditsValidUntil,
    total: r.quantity,
    scheduled: Number(r.used),
    refunded: Number(r.refunded),
    remaining: Math.max(0, r.quantity - Number(r.used) - Number(r.refunded)),
  }));
}

/** The names of these doctors (by public id, as patients know them), in one query. */
async function doctorNames(db: Executor, publicIds: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(publicIds.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: doctors.publicId, name: doctors.name })
    .from(doctors)
    .where(inArray(doctors.publicId, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Session credits of the patient's paid orders: quantity, dated sessions, refunded credits, what is left. */
export const listCredits = (db: Executor, patientId: string): Promise<SessionCredits[]> =>
  orderCredits(db, eq(orders.patientId, patientId));
