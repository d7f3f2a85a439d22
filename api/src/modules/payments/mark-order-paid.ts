/**
 * Settling orders, whoever learnt of the payment (callback, webhook, reconciliation): the order life
 * created → attempted → paid | failed (failed may still become paid; paid is final; unpaid orders
 * expire). Every paid transition happens once, in one transaction: conditional UPDATE … WHERE
 * status <> 'paid', plus the unique order_id of coupon_redemptions, appointments and doctor_earnings. The
 * payment's receipt number is taken in that transaction too (modules/billing/receipts.ts), so it never leaves a gap, and
 * the confirmations (the patient's e-mail and SMS, the doctor's notice) are enqueued in it (modules/notifications/outbox.ts).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { placeholders, statement, value } from '../../platform/db/prepared';
import { couponRedemptions, orders, paymentEvents } from '../../platform/db/schema';
import { mailBookingConfirmation, noticeDoctor, enqueue, phoneChannel } from '../notifications';
import { isUniqueViolation } from '../../platform/http/errors';
import { createAppointmentForPaidOrder } from '../scheduling';
import type { OrderRow } from '../orders';
import type { PaymentsContext } from './payments-context';
import { markPatientReturning } from '../patients';
import { creditDoctorForOrder, issuePaymentReceipt } from '../billing';
import { findPackage } from '../packages';
import { packageCreditsValidUntil } from '@physio/shared-contracts';

export type EventSource = 'webhook' | 'callback' | 'verify' | 'reconcile' | 'sandbox';

/** payment_events.event of the one row written when an order becomes paid. */
export const PAID_TRANSITION = 'order.settled';

export interface PaidResult {
  /** True for the one call that moved the order to paid. */
  transitioned: boolean;
  order: OrderRow;
}

const setOrderPaid = statement('order_mark_paid', (db) =>
  db
    .update(orders)
    .set({
      status: 'paid',
      paymentId: value('paymentId'),
      paidAt: value('now'),
      updatedAt: value('now'),
      failureCode: null,
      failureReason: null,
    })
    .where(and(eq(orders.id, sql.placeholder('id')), ne(orders.status, 'paid')))
    .returning(),
);
const insertPaidTransition = statement('payment_event_paid', (db) =>
  db.insert(paymentEvents).values(placeholders(['source', 'event', 'orderId', 'paymentId'] as const)),
);
const insertRedemption = statement('coupon_redemption_insert', (db) =>
  db
    .insert(couponRedemptions)
    .values(
      placeholders(['couponCode', 'orderId', 'patientId', 'discountPercentage', 'discountPaise'] as const),
    ),
);

/**
 * Marks an order paid with its payment, once; the caller's transaction carries every side effect
 * (redemption, appointment, doctor credit, receipt, the confirmations in the outbox).
 */
export async function markOrderPaidInTx(
  ctx: PaymentsContext,
  tx: Executor,
  order: OrderRow,
  paymentId: string,
  source: EventSource,
): Promise<PaidResult> {
  const updated = await setOrderPaid(tx, { id: order.id, paymentId, now: new Date() });
  let paid = updated[0];
  if (!paid) {
    const current = (await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1))[0] ?? order;
    if (current.paymentId !== paymentId) {
      // A second successful payment for a paid order: money to give back, never a second booking.
      ctx.log.error(
        { orderId: order.id, paymentId, paidWith: current.paymentId, source },
        'duplicate payment for a paid order: refund it',
      );
    }
    return { transitioned: false, order: current };
  }
  // One row per paid transition; a partial unique index makes a second one impossible.
  await insertPaidTransition(tx, { source, event: PAID_TRANSITION, orderId: paid.id, paymentId });
  // A package's credits: its doctor's, usable until the purchase day + its validity (one rule, shared-contracts).
  const pkg = paid.packageId ? await findPackage(tx, paid.packageId) : null;
  if (pkg) {
    const [withDay] = await tx
      .update(orders)
      .set({ creditsValidUntil: packageCreditsValidUntil(paid.paidAt!.toISOString(), pkg.validityDays) })
      .where(eq(orders.id, paid.id))
      .returning();
    paid = withDay!;
  }
  if (paid.couponCode && paid.discountPercentage !== null) {
    const gross = pkg ? pkg.pricePaise : paid.unitPricePaise * paid.quantity;
    await insertRedemption(tx, {
      couponCode: paid.couponCode,
      orderId: paid.id,
      patientId: paid.patientId,
      discountPercentage: paid.discountPercentage,
      discountPaise: Math.max(0, gross - paid.amountPaise),
    });
  }
  const appointment = await createAppointmentForPaidOrder(tx, {
    orderId: paid.id,
    patientId: paid.patientId,
    sessions: paid.quantity,
    doctorId: pkg?.doctorId ?? null,
    dependantId: paid.dependantId,
    booking: {
      mode: paid.mode,
      ...(paid.address ? { address: paid.address } : {}),
      ...(paid.pincode ? { pincode: paid.pincode } : {}),
      ...(paid.preferredDate ? { preferred_date: paid.preferredDate } : {}),
      ...(paid.preferredTime ? { preferred_time: paid.preferredTime } : {}),
    },
  });
  await markPatientReturning(tx, paid.patientId, appointment.doctorId);
  if (appointment.doctorId) {
    await creditDoctorForOrder(tx, {
      doctorId: appointment.doctorId,
      orderId: paid.id,
      orderAmountPaise: paid.amountPaise,
      sharePercent: ctx.sharePercent,
    });
  } else {
    ctx.log.warn({ orderId: paid.id }, 'paid order without an active doctor to assign');
  }
  // Last: the receipt counter stays locked until this transaction ends; a rollback gives the number back.
  await issuePaymentReceipt(tx, paid);
  await mailBookingConfirmation(tx, paid.id);
  // WhatsApp with quick replies for a patient who opted in, else the DLT SMS (notifications/deliver-message.ts).
  await enqueue(tx, {
    kind: 'booking.confirmed',
    channel: await phoneChannel(tx, paid.patientId),
    ref: paid.id,
    payload: { orderId: paid.id },
  });
  await noticeDoctor(tx, { kind: 'booked', orderId: paid.id }, paid.id);
  return { transitioned: true, order: paid };
}

/** One row of payment_events; false when its event id was already recorded. */
export async function recordPaymentEvent(
  tx: Executor,
  values: {
    source: EventSource;
    event: string;
    orderId: string | null;
    paymentId: string | null;
    payload?: unknown;
    eventId?: string;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({
      source: values.source,
      event: values.event,
      orderId: values.orderId,
      paymentId: values.paymentId,
      payload: values.payload ?? null,
      eventId: values.eventId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Settles an order as paid (own transaction), its confirmations enqueued once. */
export async function markOrderPaid(
  ctx: PaymentsContext,
  order: OrderRow,
  paymentId: string,
  source: EventSource,
  payload?: unknown,
): Promise<PaidResult> {
  let result: PaidResult;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const r = await markOrderPaidInTx(ctx, tx, order, paymentId, source);
      if (payload !== undefined) {
        await recordPaymentEvent(tx, {
          source,
          event: 'payment.checked',
          orderId: order.id,
          paymentId,
          payload,
        });
      }
      return r;
    });
  } catch (err) {
    // Two racing transactions: the unique order_id / payment_id constraints stop the second one.
    if (!isUniqueViolation(err)) throw err;
    const current = (await ctx.db.select().from(orders).where(eq(orders.id, order.id)).limit(1))[0] ?? order;
    result = { transitioned: false, order: current };
  }
  return result;
}

/** A failed attempt: never touches a paid order; a failed order may still be paid later. */
export async function markFailed(
  db: Executor,
  orderId: string,
  failure: { code: string | null; description: string | null },
): Promise<void> {
  await db
    .update(orders)
    .set({
      status: 'failed',
      failureCode: failure.code,
      failureReason: failure.description,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['created', 'attempted', 'failed'])));
}

export async function markAttempted(db: Executor, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'attempted', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}
