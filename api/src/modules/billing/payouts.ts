import { and, desc, eq, inArray, isNull, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { LedgerEntry, Payout } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { placeholders, statement } from '../../platform/db/prepared';
import { doctorEarnings, orders, patients, payouts, refunds } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';

export type PayoutRow = typeof payouts.$inferSelect;

export const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  status: row.status,
  payable_amount: row.amountPaise / 100,
  to_date_time: row.toDateTime.toISOString(),
  payment_date_time: row.paymentDateTime ? row.paymentDateTime.toISOString() : null,
  utr: row.utr,
  razorpay_id: row.razorpayId,
});

/** The doctor's share of an order, in paise (rounded down, never more than the order). */
export const doctorShare = (orderAmountPaise: number, sharePercent: number): number =>
  Math.max(0, Math.min(orderAmountPaise, Math.floor((orderAmountPaise * sharePercent) / 100)));

const insertEarning = statement('doctor_earning_insert', (db) =>
  db
    .insert(doctorEarnings)
    .values(placeholders(['doctorId', 'orderId', 'amountPaise'] as const))
    // The partial unique index doctor_earnings_one_per_order (order_id WHERE kind = 'order'): its predicate names it.
    .onConflictDoNothing({ target: doctorEarnings.orderId, where: sql`kind = 'order'` }),
);

/**
 * Credits the doctor's share of a paid order, once per order (one 'order' line per order_id).
 * Call inside the transaction that marks the order paid.
 */
export async function creditDoctorForOrder(
  tx: Executor,
  input: { doctorId: string; orderId: string; orderAmountPaise: number; sharePercent: number },
): Promise<void> {
  await insertEarning(tx, {
    doctorId: input.doctorId,
    orderId: input.orderId,
    amountPaise: doctorShare(input.orderAmountPaise, input.sharePercent),
  });
}

/** The 'order' line of an order: who was credited for it and how much (null when no doctor was). */
export async function orderEarning(
  db: Executor,
  orderId: string,
): Promise<{ doctorId: string; amountPaise: number } | null> {
  const rows = await db
    .select({ doctorId: doctorEarnings.doctorId, amountPaise: doctorEarnings.amountPaise })
    .from(doctorEarnings)
    .where(and(eq(doctorEarnings.orderId, orderId), eq(doctorEarnings.kind, 'order')))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A processed refund takes the doctor's share of the refunded amount back as a NEW negative line (kind 'refund',
 * one per refund: refund_id is unique), never by editing the order's line. The share is `doctorShare()` of the
 * refunded amount at the same percent the order was credited with; floors add up to at most the floor of the
 * sum, so the refund lines of an order never take back more than its line gave (also capped by it). Nothing is
 * written for an order no doctor was credited for, or a share of 0 paise. Call in the refund's transaction.
 */
export async function debitDoctorForRefund(
  tx: Executor,
  input: { orderId: string; refundId: string; refundAmountPaise: number; sharePercent: number },
): Promise<number> {
  const credited = await orderEarning(tx, input.orderId);
  if (!credited) return 0;
  const before = await tx
    .select({ total: sql<string>`coalesce(sum(${doctorEarnings.amountPaise}), 0)` })
    .from(doctorEarnings)
    .where(and(eq(doctorEarnings.orderId, input.orderId), eq(doctorEarnings.kind, 'refund')));
  const left = credited.amountPaise + Number(before[0]?.total ?? 0);
  const share = Math.min(left, doctorShare(input.refundAmountPaise, input.sharePercent));
  if (share <= 0) return 0;
  await tx
    .insert(doctorEarnings)
    .values({
      doctorId: credited.doctorId,
      orderId: input.orderId,
      kind: 'refund',
      refundId: input.refundId,
      amountPaise: -share,
    })
    .onConflictDoNothing({ target: doctorEarnings.refundId });
  return share;
}

/**
 * Ledger lines as the doctor reads them, newest first: whose order, what it bought, what the patient paid (or got
 * back) and the share this line is, instead of a bare order id. `where` picks the lines (a doctor's, a payout's).
 */
async function ledgerLines(
  db: Executor,
  where: SQL,
  sharePercent: number,
  limit = 500,
): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      id: doctorEarnings.id,
      kind: doctorEarnings.kind,
      orderId: doctorEarnings.orderId,
      providerOrderId: orders.providerOrderId,
      amountPaise: doctorEarnings.amountPaise,
      createdAt: doctorEarnings.createdAt,
      payoutId: doctorEarnings.payoutId,
      patientId: orders.patientId,
      patientName: patients.name,
      quantity: orders.quantity,
      mode: orders.mode,
      orderPaise: orders.amountPaise,
      refundPaise: refunds.amountPaise,
      refundCredits: refunds.credits,
    })
    .from(doctorEarnings)
    .leftJoin(orders, sql`${orders.id}::text = ${doctorEarnings.orderId}`)
    .leftJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(refunds, eq(refunds.id, doctorEarnings.refundId))
    .where(where)
    .orderBy(desc(doctorEarnings.createdAt), desc(doctorEarnings.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    order_id: r.providerOrderId ?? r.orderId,
    amount: r.amountPaise,
    created_at: r.createdAt.toISOString(),
    payout_id: r.payoutId,
    patient_name: r.patientName,
    patient_id: r.patientId,
    sessions: r.quantity,
    mode: r.mode,
    gross: r.kind === 'refund' ? r.refundPaise : r.orderPaise,
    refunded_sessions: r.kind === 'refund' ? r.refundCredits : null,
    share_percent: sharePercent,
  }));
}

/** The doctor's ledger, newest first: order lines and refund lines. */
export const listLedger = (db: Executor, doctorId: string, sharePercent: number): Promise<LedgerEntry[]> =>
  ledgerLines(db, eq(doctorEarnings.doctorId, doctorId), sharePercent);

/** The lines one payout of this doctor settled (its detail page); 404 when it is not theirs. */
export async function listPayoutLines(
  db: Executor,
  doctorId: string,
  payoutId: string,
  sharePercent: number,
): Promise<LedgerEntry[]> {
  const [payout] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.doctorId, doctorId)))
    .limit(1);
  if (!payout) throw notFound('No payout with this ID', 'PAYOUT_NOT_FOUND');
  return ledgerLines(db, eq(doctorEarnings.payoutId, payoutId), sharePercent, 5000);
}

/**
 * Balance owed: the sum of unpaid lines, in paise. Refund lines are negative, so it can fall below zero when a
 * refund follows a payout of the order it refunds; it is then paid back out of the next earnings (settleDoctorPayout).
 */
export async function balancePaise(db: Executor, doctorId: string): Promise<number> {
  const rows = await db
    .select({ total: sum(doctorEarnings.amountPaise) })
    .from(doctorEarnings)
    .where(and(eq(doctorEarnings.doctorId, doctorId), isNull(doctorEarnings.payoutId)));
  return Number(rows[0]?.total ?? 0);
}

export async function listPayouts(db: Executor, doctorId: string, utr?: string): Promise<Payout[]> {
  const rows = await db
    .select()
    .from(payouts)
    .where(utr ? and(eq(payouts.doctorId, doctorId), eq(payouts.utr, utr)) : eq(payouts.doctorId, doctorId))
    .orderBy(desc(payouts.paymentDateTime));
  return rows.map(toPayout);
}

/**
 * Records a payout of everything a doctor earned up to `upTo`, setting those lines aside for it. With the bank
 * transfer's real reference (`utr`) it is paid; without one it is pending until `recordPayoutTransfer` names the
 * transfer: a reference is never invented, so the doctor never reads a made-up one as money sent. A payout never
 * goes negative: it is made only when the sum of the unpaid lines up to `upTo` — refund lines (negative) included —
 * is positive, and it then settles every one of those lines, so a refund line is netted in the first payout that
 * can carry it. Otherwise (sum ≤ 0) nothing is paid and the lines wait for later earnings; returns null.
 * One transaction, so two settlements cannot pay the same rows twice.
 */
export async function settleDoctorPayout(
  db: Executor,
  input: { doctorId: string; upTo?: Date; utr?: string; razorpayId?: string; paidAt?: Date },
): Promise<PayoutRow | null> {
  return db.transaction(async (tx) => {
    // Without a bound, every line owed now: the database stamps lines in microseconds, a JS Date in
    // milliseconds, so "up to new Date()" could leave out the line written the same millisecond.
    const owed = await tx
      .select({ id: doctorEarnings.id, amount: doctorEarnings.amountPaise, at: doctorEarnings.createdAt })
      .from(doctorEarnings)
      .where(
        and(
          eq(doctorEarnings.doctorId, input.doctorId),
          isNull(doctorEarnings.payoutId),
          input.upTo ? lte(doctorEarnings.createdAt, input.upTo) : undefined,
        ),
      )
      .for('update');
    const total = owed.reduce((acc, r) => acc + r.amount, 0);
    if (total <= 0) return null;
    const upTo = input.upTo ?? new Date(Math.max(...owed.map((r) => r.at.getTime())));
    const inserted = await tx
      .insert(payouts)
      .values({
        doctorId: input.doctorId,
        amountPaise: total,
        toDateTime: upTo,
        ...(input.utr
          ? {
              status: 'paid' as const,
              utr: input.utr,
              razorpayId: input.razorpayId ?? null,
              paymentDateTime: input.paidAt ?? new Date(),
            }
          : { status: 'pending' as const, utr: null, razorpayId: null, paymentDateTime: null }),
      })
      .returning();
    const payout = inserted[0]!;
    await tx
      .update(doctorEarnings)
      .set({ payoutId: payout.id })
      .where(
        inArray(
          doctorEarnings.id,
          owed.map((r) => r.id),
        ),
      );
    return payout;
  });
}

/**
 * The bank transfer of a pending payout, once it was made: its real UTR (and the Razorpay payout id, if any). Null
 * when there is no such pending payout (unknown, or already paid).
 */
export async function recordPayoutTransfer(
  db: Executor,
  input: { payoutId: string; utr: string; razorpayId?: string; paidAt?: Date },
): Promise<PayoutRow | null> {
  const rows = await db
    .update(payouts)
    .set({
      status: 'paid',
      utr: input.utr,
      razorpayId: input.razorpayId ?? null,
      paymentDateTime: input.paidAt ?? new Date(),
    })
    .where(and(eq(payouts.id, input.payoutId), eq(payouts.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** Doctors with a positive unpaid balance. */
export async function doctorsOwed(db: Executor): Promise<{ doctorId: string; paise: number }[]> {
  const rows = await db
    .select({ doctorId: doctorEarnings.doctorId, total: sql<string>`sum(${doctorEarnings.amountPaise})` })
    .from(doctorEarnings)
    .where(isNull(doctorEarnings.payoutId))
    .groupBy(doctorEarnings.doctorId);
  return rows.map((r) => ({ doctorId: r.doctorId, paise: Number(r.total) })).filter((r) => r.paise > 0);
}
