import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  COUPON_END_TIME,
  COUPON_LIMIT_MESSAGES,
  COUPON_START_TIME,
  type Coupon,
  type CouponList,
  MESSAGES,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { statement } from '../../platform/db/prepared';
import { coupons, orders } from '../../platform/db/schema';
import {
  conflict,
  HttpError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../platform/http/errors';
import { ReadCache } from '../../platform/lib/read-cache';
import { kolkataNow } from '../../platform/lib/time';

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponInput {
  coupon_code: string;
  offer_name?: string;
  discount_percentage: number;
  start_date: string;
  end_date: string;
  first_order_only?: boolean;
  max_per_patient?: number | null;
  max_total?: number | null;
}

/** The limits of a create or update; those left out of an update stay as they are. */
const limitsOf = (input: CouponInput) => ({
  ...(input.first_order_only !== undefined ? { firstOrderOnly: input.first_order_only } : {}),
  ...(input.max_per_patient !== undefined ? { maxPerPatient: input.max_per_patient } : {}),
  ...(input.max_total !== undefined ? { maxTotal: input.max_total } : {}),
});

const hms = (t: string) => (t.length === 5 ? `${t}:00` : t.slice(0, 8));

/** Usable only while active and inside its dates and times, read on the Asia/Kolkata clock. */
export function isCouponUsable(row: CouponRow, now: Date = new Date()): boolean {
  if (!row.active) return false;
  const { date, time } = kolkataNow(now);
  const current = `${date} ${time}`;
  return (
    current >= `${row.startDate} ${hms(row.startTime)}` && current <= `${row.endDate} ${hms(row.endTime)}`
  );
}

export function toCoupon(row: CouponRow, now: Date = new Date()): Coupon {
  const usable = isCouponUsable(row, now);
  return {
    coupon_code: row.code,
    offer_name: row.offerName,
    discount_percentage: Number(row.discountPercentage),
    start_date: row.startDate,
    start_time: hms(row.startTime),
    end_date: row.endDate,
    end_time: hms(row.endTime),
    active: usable,
    status: usable ? 'active' : 'inactive',
    first_order_only: row.firstOrderOnly,
    max_per_patient: row.maxPerPatient,
    max_total: row.maxTotal,
  };
}

const couponByCode = statement('coupon_by_code', (db) =>
  db
    .select()
    .from(coupons)
    .where(eq(coupons.code, sql.placeholder('code')))
    .limit(1),
);

const normalCode = (code: string) => code.trim().toUpperCase();

/** The coupon as stored now (order pricing and payment read it through findUsableCoupon: always fresh). */
export async function findCoupon(db: Executor, code: string): Promise<CouponRow | null> {
  const rows = await couponByCode(db, { code: normalCode(code) });
  return rows[0] ?? null;
}

/**
 * How long the coupon lookup (GET /api/dashboard/coupons?coupon_code=) may answer from memory: this process drops
 * its cache on each of its own coupon writes below, other instances' writes are seen after at most this long.
 */
export const COUPON_LOOKUP_CACHE_MS = 5_000;
const COUPON_LOOKUP_CACHE_MAX = 1_000;

// One cache for the process; each database (tests open several) has its own keys.
const lookups = new ReadCache<CouponRow | null>({
  ttlMs: COUPON_LOOKUP_CACHE_MS,
  max: COUPON_LOOKUP_CACHE_MAX,
});
const databaseIds = new WeakMap<object, number>();
let databasesSeen = 0;
const databaseId = (db: Executor) => {
  let id = databaseIds.get(db);
  if (id === undefined) {
    databasesSeen += 1;
    id = databasesSeen;
    databaseIds.set(db, id);
  }
  return id;
};

/**
 * The coupon lookup page's read: the same answer whoever asks (the row; whether it is usable is decided at
 * answer time), so it may come from the short-lived cache. Never used for prices.
 */
export function lookupCoupon(db: Executor, code: string): Promise<CouponRow | null> {
  const normal = normalCode(code);
  return lookups.get(`${databaseId(db)}:${normal}`, () => findCoupon(db, normal));
}

/**
 * Every coupon write of this module ends with this (after its statement, so a lookup that read the old row while
 * it ran is not kept). A write inside a transaction drops the cache before its commit: a lookup in between may keep
 * the old row for at most COUPON_LOOKUP_CACHE_MS, as in another instance.
 */
export const couponsChanged = (): void => lookups.invalidate();

/** For order pricing: the coupon when it can be used right now, otherwise null. */
export async function findUsableCoupon(
  db: Executor,
  code: string,
  now = new Date(),
): Promise<CouponRow | null> {
  const row = await findCoupon(db, code);
  return row && isCouponUsable(row, now) ? row : null;
}

export async function listCoupons(db: Executor, limit: number, pageIndex: number): Promise<CouponList> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(coupons)
      .orderBy(asc(coupons.createdAt), asc(coupons.code))
      .limit(limit)
      .offset(pageIndex * limit),
    db.select({ n: count() }).from(coupons),
  ]);
  const now = new Date();
  return { data: rows.map((r) => toCoupon(r, now)), total: totals[0]?.n ?? 0, count: rows.length };
}

export async function createCoupon(db: Executor, input: CouponInput): Promise<CouponRow> {
  try {
    const rows = await db
      .insert(coupons)
      .values({
        code: input.coupon_code,
        offerName: input.offer_name ?? '',
        discountPercentage: input.discount_percentage,
        startDate: input.start_date,
        startTime: COUPON_START_TIME,
        endDate: input.end_date,
        endTime: COUPON_END_TIME,
        ...limitsOf(input),
      })
      .returning();
    couponsChanged();
    return rows[0]!;
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`A coupon with the code ${input.coupon_code} already exists`, 'COUPON_EXISTS');
    throw err;
  }
}

/** The code is the identity and never changes; an update of an expired coupon reactivates it. */
export async function updateCoupon(db: Executor, input: CouponInput): Promise<CouponRow> {
  const rows = await db
    .update(coupons)
    .set({
      discountPercentage: input.discount_percentage,
      startDate: input.start_date,
      startTime: COUPON_START_TIME,
      endDate: input.end_date,
      endTime: COUPON_END_TIME,
      active: true,
      updatedAt: new Date(),
      ...(input.offer_name !== undefined ? { offerName: input.offer_name } : {}),
      ...limitsOf(input),
    })
    .where(eq(coupons.code, input.coupon_code))
    .returning();
  couponsChanged();
  if (!rows[0]) throw notFound(MESSAGES.coupon.notExists, 'COUPON_NOT_FOUND');
  return rows[0];
}

export async function deleteCoupon(db: Executor, code: string): Promise<void> {
  try {
    const rows = await db.delete(coupons).where(eq(coupons.code, code)).returning({ code: coupons.code });
    couponsChanged();
    if (!rows.length) throw notFound(MESSAGES.coupon.notExists, 'COUPON_NOT_FOUND');
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict(
        `${MESSAGES.coupon.deleteFailed}: it was used by orders. Expire it instead.`,
        'COUPON_IN_USE',
      );
    }
    throw err;
  }
}

export async function expireCoupon(db: Executor, code: string): Promise<void> {
  const rows = await db
    .update(coupons)
    .set({ active: false, updatedAt: new Date() })
    .where(eq(coupons.code, code))
    .returning({ code: coupons.code });
  couponsChanged();
  if (!rows.length) throw notFound(MESSAGES.coupon.notExists, 'COUPON_NOT_FOUND');
}

/** Whether a coupon limits its use (then orders carrying it are placed under its row lock). */
export const hasUsageLimits = (row: CouponRow): boolean =>
  row.firstOrderOnly || row.maxPerPatient !== null || row.maxTotal !== null;

const unprocessable = (message: string, code: string) => new HttpError(422, message, code);

/**
 * Checks a coupon's usage limits for a new order of `patient`, race-safe: call it inside the transaction that
 * inserts the order. It takes the coupon's row lock (FOR UPDATE) until that transaction ends, so orders carrying
 * the coupon are counted one after another and two patients can never both take its last use.
 *
 * A use is an order carrying the coupon that is paid, or unpaid and still payable (placed within `liveMs`, the
 * time the reconciliation job gives an unpaid order). The patient's own unpaid orders with this coupon are given
 * up first (expired): placing a new order abandons them, so a patient who closed the checkout can try again.
 * 422 COUPON_FIRST_ORDER_ONLY (the patient has booked before), COUPON_USED_BY_PATIENT, COUPON_USED_UP.
 */
export async function claimCouponUse(
  tx: Executor,
  input: { code: string; patient: { id: string; newUser: boolean }; liveMs: number; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, input.code)).for('update');
  if (!coupon || !hasUsageLimits(coupon)) return;
  if (coupon.firstOrderOnly && !input.patient.newUser)
    throw unprocessable(COUPON_LIMIT_MESSAGES.firstOrderOnly, 'COUPON_FIRST_ORDER_ONLY');
  const unpaid = ['created', 'attempted', 'failed'] as const;
  await tx
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(orders.couponCode, coupon.code),
        eq(orders.patientId, input.patient.id),
        inArray(orders.status, [...unpaid]),
      ),
    );
  const liveSince = new Date(now.getTime() - input.liveMs);
  const [uses] = await tx
    .select({
      mine: sql<number>`count(*) filter (where ${orders.patientId} = ${input.patient.id})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.couponCode, coupon.code),
        or(
          eq(orders.status, 'paid'),
          and(inArray(orders.status, [...unpaid]), gt(orders.createdAt, liveSince)),
        ),
      ),
    );
  if (coupon.maxPerPatient !== null && Number(uses?.mine ?? 0) >= coupon.maxPerPatient)
    throw unprocessable(COUPON_LIMIT_MESSAGES.usedByPatient, 'COUPON_USED_BY_PATIENT');
  if (coupon.maxTotal !== null && Number(uses?.all ?? 0) >= coupon.maxTotal)
    throw unprocessable(COUPON_LIMIT_MESSAGES.usedUp, 'COUPON_USED_UP');
}
