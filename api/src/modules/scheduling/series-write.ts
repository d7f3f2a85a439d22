/**
 * A planned series written (issue 28 point 1): one call of the database function book_series, which writes every
 * occurrence or none (the exclusion constraint and the credit trigger refuse a time taken or a credit missing), and
 * the rows it answers read back as drizzle's.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { SCHEDULING, SERIES_MESSAGES } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { NOTIFY_CHANNELS } from '../../platform/db/notify-channels';
import { appointments, appointmentSeries } from '../../platform/db/schema';
import { conflict } from '../../platform/http/errors';
import { newVideoRooms } from '../../platform/providers/video';
import { outboxRows, type OutboxMessage } from '../notifications';
import type { AppointmentRow, SeriesNames } from './appointments';
import type { SeriesPlan } from './series-plan';
import { noCredit } from './refusals';
import { lockHomeVisits, recheckRoad } from './slot-checks';

export type SeriesRow = typeof appointmentSeries.$inferSelect;

export interface BookedSeries {
  series: SeriesRow;
  appointments: AppointmentRow[];
  /** Whom the occurrences name (the booking's answer shows them without reading the rows again). */
  names: SeriesNames;
}

interface SeriesOrder {
  id: string;
  patientId: string;
  address: string | null;
  pincode: string | null;
  /** The family member every occurrence treats (issue 28 point 3); absent: the patient. */
  dependantId?: string | null;
}

/** The PIN a series' home visits are at: their road is checked under the doctor's lock, in a transaction. */
export const visitPincode = (plan: SeriesPlan, order: SeriesOrder) =>
  plan.mode === 'home' ? order.pincode : null;

/**
 * The first occurrence's id in the messages given to writeSeries: only the database knows it (the order's undated
 * appointment may take the first time), and book_series writes it in their place (the nil UUID: never a real id).
 */
export const FIRST_OCCURRENCE = '00000000-0000-0000-0000-000000000000';

/**
 * Writes a planned series on an order inside the caller's transaction: `scheduled` on a paid order's credits, or
 * `held` until the order's payment (POST /api/orders with `series`; the payment confirms every hold). The writes are
 * one call of the database function book_series (migrations 0033, 0036, 0038): lapsed holds around the series released,
 * the series (under `seriesId` when given), the order's undated appointment taking the first time (`scheduled`
 * only), one row per other occurrence, when `changedBy` is given each occurrence's "scheduled" change, and the
 * `outbox` messages (FIRST_OCCURRENCE in them standing for the first occurrence's id). A time taken or a credit
 * missing is refused by the database (its answer, 0038: 409) and nothing is left behind. Home visits at a PIN need `tx` to be a
 * transaction (the doctor's lock); otherwise the one statement is a transaction of its own.
 */
export async function writeSeries(
  tx: Executor,
  plan: SeriesPlan,
  order: SeriesOrder,
  how: {
    createdBy: string;
    holdUntil?: Date;
    changedBy?: string;
    seriesId?: string;
    outbox?: OutboxMessage[];
  },
  now = new Date(),
): Promise<BookedSeries> {
  const pincode = visitPincode(plan, order);
  if (pincode) {
    await lockHomeVisits(tx, plan.doctorId);
    // Home visits at a PIN: each occurrence's road from and to that day's other visits (issue 28). Lapsed holds are
    // not busy times here, so releasing them in book_series afterwards changes nothing for the road.
    for (const slot of plan.slots)
      await recheckRoad(tx, { doctorId: plan.doctorId, start: slot.start, mode: 'home', pincode }, now);
  }
  const rooms = plan.mode === 'online' ? newVideoRooms(plan.slots.length) : null;
  const args = {
    now: now.toISOString(),
    travel_minutes: SCHEDULING.homeTravelMinutes,
    from: plan.slots[0]!.start.toISOString(),
    to: plan.slots[plan.slots.length - 1]!.end.toISOString(),
    doctor_id: plan.doctorId,
    patient_id: order.patientId,
    order_id: order.id,
    mode: plan.mode,
    address: order.address,
    pincode: order.pincode,
    dependant_id: order.dependantId ?? null,
    weekdays: plan.weekdays.join(','),
    minute: plan.minute,
    start_date: plan.startDate,
    created_by: how.createdBy,
    hold_until: how.holdUntil?.toISOString() ?? null,
    take_undated: !how.holdUntil,
    changed_by: how.changedBy ?? null,
    series_id: how.seriesId ?? null,
    outbox: outboxRows(how.outbox ?? []),
    outbox_channel: NOTIFY_CHANNELS.outbox,
    first_marker: FIRST_OCCURRENCE,
    slots: plan.slots.map((slot, i) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      video_room: rooms?.[i] ?? null,
    })),
  };
  const result = await tx.execute(sql`select book_series(${JSON.stringify(args)}::jsonb) as booked`);
  const [row] = (result as unknown as { rows: { booked: unknown }[] }).rows;
  const booked = (typeof row!.booked === 'string' ? JSON.parse(row!.booked) : row!.booked) as {
    refused?: 'SLOT_TAKEN' | 'NO_CREDIT';
    series: Record<string, unknown>;
    appointments: Record<string, unknown>[];
    patient_name: string;
    doctor_name: string;
    doctor_public_id: string;
    dependant: unknown;
  };
  // The database's refusals come back as an answer (migration 0038), everything written undone: a time taken since
  // the preview ends the whole series (the patient previews again), as does a credit missing.
  if (booked.refused === 'SLOT_TAKEN') throw conflict(SERIES_MESSAGES.raced, 'SLOT_TAKEN');
  if (booked.refused === 'NO_CREDIT') throw noCredit();
  return {
    series: fromJsonRow(appointmentSeries, booked.series),
    appointments: booked.appointments.map((a) => fromJsonRow(appointments, a)),
    names: {
      patientName: booked.patient_name,
      doctorName: booked.doctor_name,
      doctorPublicId: booked.doctor_public_id,
      dependant: booked.dependant,
    },
  };
}

/** A table's row from its to_jsonb form: columns by their database names, timestamps as Dates. */
function fromJsonRow<T extends typeof appointments | typeof appointmentSeries>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  let columns = COLUMNS.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      timestamp: column.columnType === 'PgTimestamp',
    }));
    COLUMNS.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const { key, name, timestamp } of columns) {
    const value = json[name] ?? null;
    row[key] = value !== null && timestamp ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}
const COLUMNS = new Map<object, { key: string; name: string; timestamp: boolean }[]>();
