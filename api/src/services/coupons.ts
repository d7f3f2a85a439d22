import { asc, count, eq, sql } from 'drizzle-orm';
import {
  COUPON_END_TIME,
  COUPON_START_TIME,
  type Coupon,
  type CouponList,
  MESSAGES,
} from '@physio/shared-contracts';
import type { Executor } from '../db/client';
import { statement } from '../db/prepared';
import { coupons } from '../db/schema';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../lib/errors';
import { ReadCache } from '../lib/read-cache';
import { kolkataNow } from '../lib/time';

export type CouponRow = typeof coupons.$inferSelect;

export interface CouponInput {
  coupon_code: string;
  offer_name?: string;
  discount_percentage: number;
  start_date: string;
  end_date: string;
}

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
