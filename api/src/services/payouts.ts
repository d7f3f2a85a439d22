import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte, sql, sum } from 'drizzle-orm';
import type { Payout } from '@physio/shared-contracts';
import type { Executor } from '../db/client';
import { placeholders, statement } from '../db/prepared';
import { doctorEarnings, payouts } from '../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

export const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  payable_amount: row.amountPaise / 100,
  to_date_time: row.toDateTime.toISOString(),
  payment_date_time: row.paymentDateTime.toISOString(),
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
    .onConflictDoNothing({ target: doctorEarnings.orderId }),
);

/**
 * Credits the doctor's share of a paid order, once per order (order_id is unique).
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

/** Balance owed: the sum of unpaid earnings, in paise. */
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

const utrLike = () =>
  `PHY${crypto.randomInt(0, 1e9).toString().padStart(9, '0')}${crypto.randomInt(0, 1e3).toString().padStart(3, '0')}`;

/**
 * Records a payout of everything a doctor earned up to `upTo`, marking those earnings paid.
 * Returns null when nothing is owed. One transaction, so two settlements cannot pay the same rows twice.
 */
export async function settleDoctor(
  db: Executor,
  input: { doctorId: string; upTo?: Date; utr?: string; razorpayId?: string; paidAt?: Date },
): Promise<PayoutRow | null> {
  const upTo = input.upTo ?? new Date();
  return db.transaction(async (tx) => {
    const owed = await tx
      .select({ id: doctorEarnings.id, amount: doctorEarnings.amountPaise })
      .from(doctorEarnings)
      .where(
        and(
          eq(doctorEarnings.doctorId, input.doctorId),
          isNull(doctorEarnings.payoutId),
          lte(doctorEarnings.createdAt, upTo),
        ),
      )
      .for('update');
    const total = owed.reduce((acc, r) => acc + r.amount, 0);
    if (total <= 0) return null;
    const inserted = await tx
      .insert(payouts)
      .values({
        doctorId: input.doctorId,
        amountPaise: total,
        toDateTime: upTo,
        paymentDateTime: input.paidAt ?? new Date(),
        utr: input.utr ?? utrLike(),
        razorpayId: input.razorpayId ?? `pout_${crypto.randomBytes(7).toString('hex')}`,
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

/** Doctors with a positive unpaid balance. */
export async function doctorsOwed(db: Executor): Promise<{ doctorId: string; paise: number }[]> {
  const rows = await db
    .select({ doctorId: doctorEarnings.doctorId, total: sql<string>`sum(${doctorEarnings.amountPaise})` })
    .from(doctorEarnings)
    .where(isNull(doctorEarnings.payoutId))
    .groupBy(doctorEarnings.doctorId);
  return rows.map((r) => ({ doctorId: r.doctorId, paise: Number(r.total) })).filter((r) => r.paise > 0);
}
