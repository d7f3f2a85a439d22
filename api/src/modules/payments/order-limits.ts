/**
 * What one patient may have open at once, so that nobody empties a doctor's calendar with unpaid holds or floods
 * the payment provider (and the reconciliation job) with orders they never pay: at most
 * `SCHEDULING.maxHoldsPerPatient` live holds (409 HOLD_LIMIT) and `unpaidOrdersPerHour` orders started in the last
 * hour and not paid (429 TOO_MANY_UNPAID_ORDERS).
 *
 * Checked twice: once before the provider order is created (a refused burst costs no provider call), and once in
 * the transaction that inserts the order, after locking the patient's row, so that parallel requests of one
 * patient are counted one after the other and cannot pass the limits together.
 */
import { eq, sql } from 'drizzle-orm';
import { SCHEDULING, SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointments, doctors, orders, patients } from '../../platform/db/schema';
import { conflict, tooMany } from '../../platform/http/errors';

const HOUR_MS = 3_600_000;

export interface OpenAttempts {
  /** Holds of this patient not yet lapsed (the holds of one weekly series count once). */
  holds: number;
  /** Orders this patient started in the last hour that are not paid (created, attempted, failed, expired). */
  unpaid: number;
}

/** A time the new order names that the patient already holds: that hold gives way to it (a retry), so it is not counted. */
export interface GivingWay {
  doctorPublicId: string;
  start: Date;
}

export async function openAttempts(
  db: Executor,
  patientId: string,
  now: Date,
  givingWay?: GivingWay,
): Promise<OpenAttempts> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const notGivingWay = givingWay
    ? sql`and not (a.start = ${givingWay.start.toISOString()}::timestamptz and a.doctor_id in
        (select d.id from ${doctors} d where d.public_id = ${givingWay.doctorPublicId}))`
    : sql``;
  const [row] = await db
    .select({
      holds: sql<number>`(select count(distinct coalesce(a.series_id::text, a.id::text))::int from ${appointments} a where a.patient_id = ${patientId}
        and a.status = 'held' and a.hold_expires_at > ${now.toISOString()}::timestamptz ${notGivingWay})`,
      unpaid: sql<number>`(select count(*)::int from ${orders} o where o.patient_id = ${patientId}
        and o.created_at > ${since}::timestamptz and o.status <> 'paid')`,
    })
    .from(sql`(select 1) as one`);
  return { holds: Number(row?.holds ?? 0), unpaid: Number(row?.unpaid ?? 0) };
}

/** Refuses an order that would pass a limit; `withSlot` when the order also holds a time. */
export async function requireOrderAllowance(
  db: Executor,
  input: { patientId: string; withSlot: boolean; unpaidPerHour: number; givingWay?: GivingWay | null },
  now = new Date(),
): Promise<void> {
  const open = await openAttempts(db, input.patientId, now, input.givingWay ?? undefined);
  if (input.withSlot && open.holds >= SCHEDULING.maxHoldsPerPatient)
    throw conflict(SCHEDULING_MESSAGES.holdLimit, 'HOLD_LIMIT');
  if (open.unpaid >= input.unpaidPerHour)
    throw tooMany(
      `You have started ${open.unpaid} bookings in the last hour without paying for them. Please complete one of them, or try again in an hour.`,
      'TOO_MANY_UNPAID_ORDERS',
    );
}

/** Takes the patient's row lock for the rest of the transaction: one order of a patient is counted at a time. */
export async function lockPatient(tx: Executor, patientId: string): Promise<void> {
  await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('update');
}
