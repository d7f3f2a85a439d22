/**
 * An order's session credits read from the database: its dated live or consumed sessions and refunded credits
 * counted as the credit trigger counts them, with what is left by the one arithmetic (creditsLeft, credit-rules.ts),
 * for one order (a booking's checks) or for a patient's paid orders (their credits list).
 */
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { todayInIndia, type SessionCredits } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointments, doctors, orders, refunds, sessionPackages } from '../../platform/db/schema';
import type { OrderRow } from '../orders';
import { isUuid } from '../../platform/lib/uuid';
import { creditsLeft, lastValidDay } from './credit-rules';

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

/**
 * `orderWithCreditsQuery`'s values for an order id: `id` as the browser knows it (the provider order id) and, when
 * it is a UUID, as our own (`uuid`, else null). Decided here, not by a regular expression in the query: a cached
 * plan that scans the orders table would test it on every row.
 */
export const orderKeys = (id: string) => ({ id, uuid: isUuid(id) ? id : null });

/**
 * findOrder, orderCredits' credits left and orderDoctor of one order in one prepared round trip (a series booking
 * reads them with the doctor's calendar, series-reads.ts): the order by the id the browser knows (the provider order
 * id) or by our own id (its values: `orderKeys`). Its rows are read by `withRemaining`.
 */
export const orderWithCreditsQuery = (db: Executor) =>
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
      used: sql<number>`(${usedCredits(db)})`.as('used'),
      refunded: sql<number>`(${refundedCredits(db)})`.as('refunded'),
      doctorId: sql<string | null>`(${orderDoctorOf(db)})`.as('doctor_id'),
    })
    .from(orders)
    .where(
      sql`${orders.providerOrderId} = ${sql.placeholder('id')}::text
        or ${orders.id} = ${sql.placeholder('uuid')}::uuid`,
    )
    .orderBy(sql`${orders.providerOrderId} = ${sql.placeholder('id')}::text desc nulls last`)
    .limit(1);

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

/** An `orderWithCreditsQuery` row (or none) as an order with its credits left. */
export function withRemaining(
  row: (Omit<OrderWithCredits, 'remaining'> & { used: number; refunded: number }) | null | undefined,
): OrderWithCredits | null {
  if (!row) return null;
  const { used, refunded, ...order } = row;
  const remaining = order.status === 'paid' ? creditsLeft(order.quantity, Number(used), Number(refunded)) : 0;
  return { ...order, remaining };
}

/** The session credits of the paid orders matching `where`, newest first (the patient's credits list). */
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
    remaining: creditsLeft(r.quantity, Number(r.used), Number(r.refunded)),
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
