/**
 * Receipts (issue 18): one for every paid order and every processed refund, numbered PAY-YYYY-NNNNNN /
 * REF-YYYY-NNNNNN from a gap-free sequence per kind and year (the year in Asia/Kolkata of the payment or refund).
 *
 * Gap-free: the number is taken inside the transaction that marks the order paid (or the refund processed), by an
 * upsert on receipt_counters that keeps the counter row locked until that transaction ends. A rollback takes the
 * number back; a concurrent payment waits for the row and gets the next number. Nothing else ever writes a counter.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { formatRupees, type Language, type Receipt, type ReceiptSummary } from '@physio/shared-contracts';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import {
  appointments,
  doctorEarnings,
  doctors,
  orders,
  dependants,
  patients,
  receiptCounters,
  receipts,
  refunds,
} from '../../platform/db/schema';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { kolkataIso } from '../../platform/lib/kolkata';
import type { AuthUser } from '../../platform/http/auth-user';
import type { OrderRow } from '../orders';
import { orderEarning } from './payouts';
import { orderDoctor, orderSeriesPattern } from '../scheduling';
import { receiptWords, type ReceiptWords } from './receipt-texts';

export type ReceiptKind = 'payment' | 'refund';
export type ReceiptRow = typeof receipts.$inferSelect;

const PREFIX: Record<ReceiptKind, string> = { payment: 'PAY', refund: 'REF' };

/** The calendar year in Asia/Kolkata of an instant (IST is UTC+05:30 all year). */
export const receiptYear = (at: Date): number => Number(kolkataIso(at).slice(0, 4));

export const receiptNumber = (kind: ReceiptKind, year: number, seq: number): string =>
  `${PREFIX[kind]}-${year}-${String(seq).padStart(6, '0')}`;

/**
 * The next number of a kind and year: inserts the year's counter at 1, or adds one to it. The counter row stays
 * locked until the caller's transaction commits or rolls back, so call it last in that transaction.
 */
async function nextSeq(tx: Executor, kind: ReceiptKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.kind, receiptCounters.year],
      set: { last: sql`${receiptCounters}.${sql.identifier('last')} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return row!.last;
}

async function issue(
  tx: Executor,
  values: {
    kind: ReceiptKind;
    orderId: string;
    refundId: string | null;
    amountPaise: number;
    issuedAt: Date;
  },
): Promise<ReceiptRow> {
  const year = receiptYear(values.issuedAt);
  const seq = await nextSeq(tx, values.kind, year);
  const [row] = await tx
    .insert(receipts)
    .values({ ...values, number: receiptNumber(values.kind, year, seq), year, seq })
    .returning();
  return row!;
}

/** The payment receipt of an order that has just become paid: call it inside the transaction that paid it. */
export async function issuePaymentReceipt(tx: Executor, order: OrderRow): Promise<ReceiptRow> {
  if (order.status !== 'paid' || !order.paidAt) throw new Error(`order ${order.id} is not paid`);
  return issue(tx, {
    kind: 'payment',
    orderId: order.id,
    refundId: null,
    amountPaise: order.amountPaise,
    issuedAt: order.paidAt,
  });
}

/**
 * The receipt of a processed refund, dated its processed_at: call it inside the transaction that marks the refund
 * processed. Idempotent (a redelivered refund webhook gets the receipt already issued); 409 while the refund is not
 * processed.
 */
export async function issueRefundReceipt(tx: Executor, refundId: string): Promise<ReceiptRow> {
  // The refund's row lock makes two deliveries of one refund wait for each other instead of both numbering it.
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund) throw notFound('No refund with this ID', 'REFUND_NOT_FOUND');
  const [existing] = await tx.select().from(receipts).where(eq(receipts.refundId, refundId));
  if (existing) return existing;
  if (refund.status !== 'processed')
    throw conflict('This refund has not been processed, so it has no receipt yet.', 'REFUND_NOT_PROCESSED');
  return issue(tx, {
    kind: 'refund',
    orderId: refund.orderId,
    refundId: refund.id,
    amountPaise: refund.amountPaise,
    issuedAt: refund.processedAt ?? new Date(),
  });
}

/** The receipt number of a refund, once it is processed (the refund answer's `receipt_number`). */
export async function refundReceiptNumber(db: Executor, refundId: string): Promise<string | null> {
  const [row] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.refundId, refundId));
  return row?.number ?? null;
}

/**
 * One session's price on a receipt: the session's, and a home visit's travel fee (issue 28 point 5), which the
 * order's amount includes per session and a coupon never reduces. The receipt's lines then add up:
 * sessions × this − the coupon's discount = amount.
 */
const sessionPrice = (order: Pick<OrderRow, 'unitPricePaise' | 'travelFeePaise'>) =>
  order.unitPricePaise + order.travelFeePaise;

/**
 * A refund's share of the order's coupon discount. It is not rounded on its own: it is the refunded sessions'
 * price before the coupon minus the paise actually returned (rounded by the refund service), so the receipt's
 * lines always add up exactly (sessions × unit price − discount = amount); kept between 0 and the order's discount.
 */
export function refundDiscountShare(
  order: Pick<OrderRow, 'unitPricePaise' | 'travelFeePaise' | 'quantity' | 'amountPaise'>,
  refund: { credits: number; amountPaise: number },
): number {
  const orderDiscount = Math.max(0, sessionPrice(order) * order.quantity - order.amountPaise);
  const share = sessionPrice(order) * refund.credits - refund.amountPaise;
  return Math.min(orderDiscount, Math.max(0, share));
}

/** A home visit's travel fee, named where the receipt says what was paid for. */
const travelText = (order: Pick<OrderRow, 'travelFeePaise'>, words: ReceiptWords) =>
  order.travelFeePaise > 0 ? words.travelFee(formatRupees(order.travelFeePaise / 100)) : '';

async function canRead(db: Executor, user: AuthUser, order: OrderRow): Promise<boolean> {
  if (user.role === 'patient') return user.id === order.patientId;
  // The order's doctor: the one its sessions are with, or the one it was credited to.
  const [linked] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(
      and(
        eq(orders.id, order.id),
        or(
          sql`exists (select 1 from ${appointments} where ${appointments.orderId} = ${order.id} and ${appointments.doctorId} = ${user.id})`,
          sql`exists (select 1 from ${doctorEarnings} where ${doctorEarnings.orderId} = ${order.id} and ${doctorEarnings.doctorId} = ${user.id})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(linked);
}

/** The order's doctor (the one credited for it, else the one of its sessions) as a receipt names them. */
async function orderPractitioner(db: Executor, orderId: string): Promise<Receipt['practitioner']> {
  const doctorId = (await orderEarning(db, orderId))?.doctorId ?? (await orderDoctor(db, orderId));
  if (!doctorId) return null;
  const [doctor] = await db
    .select({ name: doctors.name, registrationNumber: doctors.registrationNumber })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  return doctor ? { name: doctor.name, registration_number: doctor.registrationNumber } : null;
}

/**
 * One receipt as its patient or the order's doctor sees it (404 unknown, 403 anyone else). Its description and note
 * are written in `language` (issue 30); a function of the receipt's patient's language when it is one.
 */
export async function readReceipt(
  db: Executor,
  clinic: Config['clinic'],
  user: AuthUser,
  number: string,
  language: Language | ((patientLanguage: string | null) => Language) = 'en',
): Promise<{ receipt: Receipt; language: Language }> {
  const [found] = await db
    .select({
      receipt: receipts,
      order: orders,
      patientName: patients.name,
      patientLanguage: patients.language,
      dependant: { name: dependants.name, relation: dependants.relation },
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .leftJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(dependants, eq(dependants.id, orders.dependantId))
    .where(eq(receipts.number, number))
    .limit(1);
  if (!found) throw notFound('No receipt with this number', 'RECEIPT_NOT_FOUND');
  const { receipt, order } = found;
  if (!(await canRead(db, user, order))) throw forbidden('You can only see your own receipts');

  const lang = typeof language === 'function' ? language(found.patientLanguage) : language;
  const words = receiptWords(lang);
  const practitioner = await orderPractitioner(db, order.id);
  const common = {
    number: receipt.number,
    kind: receipt.kind,
    issued_at: kolkataIso(receipt.issuedAt),
    clinic: { ...clinic },
    patient: { name: found.patientName ?? order.name, mobile: order.patientId },
    // Paid for a family member: they are the patient, the holder the payer (a removed member keeps their name).
    ...(found.dependant?.name ? { dependant: found.dependant as { name: string; relation: string } } : {}),
    practitioner,
    order_id: order.providerOrderId ?? order.id,
    payment_id: order.paymentId,
    unit_price: sessionPrice(order),
    coupon_code: order.couponCode,
    amount: receipt.amountPaise,
    note: words.gstNote,
  };
  if (receipt.kind === 'payment') {
    // A weekly series names itself: the patient sees which course the payment was for.
    const series = await orderSeriesPattern(db, order.id);
    const paid: Receipt = {
      ...common,
      description: words.paymentFor(
        order.quantity,
        travelText(order, words),
        series ? words.series(series) : null,
      ),
      sessions: order.quantity,
      discount: Math.max(0, sessionPrice(order) * order.quantity - order.amountPaise),
    };
    return { receipt: paid, language: lang };
  }
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, receipt.refundId!));
  const [payment] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(and(eq(receipts.orderId, order.id), eq(receipts.kind, 'payment')));
  const credits = refund?.credits ?? 0;
  const refunded: Receipt = {
    ...common,
    description: words.refundOf(
      payment?.number ?? words.order(common.order_id),
      credits,
      travelText(order, words),
    ),
    sessions: credits,
    discount: refundDiscountShare(order, { credits, amountPaise: receipt.amountPaise }),
  };
  return { receipt: refunded, language: lang };
}

/** A patient's receipts, newest first. */
export async function listReceipts(db: Executor, patientId: string): Promise<ReceiptSummary[]> {
  const rows = await db
    .select({ receipt: receipts, order: orders })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(eq(orders.patientId, patientId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.number))
    .limit(200);
  return rows.map(({ receipt, order }) => ({
    number: receipt.number,
    kind: receipt.kind,
    issued_at: kolkataIso(receipt.issuedAt),
    order_id: order.providerOrderId ?? order.id,
    amount: receipt.amountPaise,
  }));
}
