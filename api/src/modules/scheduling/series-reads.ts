/**
 * What a series on an order's credits reads before it is checked (issue 28, "Measured in npm run bench": 50 patients
 * booking 12-session series at once for one doctor): the doctor's calendar (slots.ts) and the order with its credits
 * left (credits.ts), in one prepared statement. Read as two statements on two pooled connections they cost each
 * booking a round trip more, and a round trip was the API's largest single cost in the burst (its socket write)
 * and a good part of PostgreSQL's.
 */
import { sql } from 'drizzle-orm';
import { lastBookableDate, todayInIndia } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { statement } from '../../platform/db/prepared';
import { orderKeys, orderWithCreditsQuery, withRemaining, type OrderWithCredits } from './credits';
import type { BusyTime, DoctorSchedule } from './slot-rules';
import { calendarsQuery, calendarValues, toCalendars, type CalendarQuery, type CalendarRow } from './slots';

// The calendar's placeholders are from, to, doctorId, publicId, busyFrom, busyTo and now; the order's id and uuid.
const calendarAndOrder = statement('series_calendar_and_order', (db) => {
  const calendar = calendarsQuery(db).as('calendar');
  const order = orderWithCreditsQuery(db).as('credit_order');
  return db
    .select()
    .from(calendar)
    .leftJoin(order, sql`true`);
});

/**
 * The calendars `q` asks for (one doctor's, for a series) and the order `orderId` names (null when there is none),
 * in one round trip. No doctor found: no schedules, and no order read either (the booking is refused first).
 */
export async function loadCalendarAndOrder(
  db: Executor,
  q: CalendarQuery & { doctor: NonNullable<CalendarQuery['doctor']> },
  orderId: string,
): Promise<{ schedules: DoctorSchedule[]; busy: BusyTime[]; order: OrderWithCredits | null }> {
  const rows = await calendarAndOrder(db, { ...calendarValues(q), ...orderKeys(orderId) });
  return {
    ...toCalendars(rows.map((r) => r.calendar as CalendarRow)),
    order: withRemaining(rows[0]?.credit_order),
  };
}

/** Prepared statements are planned for their values on their first five runs on a connection, then planned once. */
const PLANNED_RUNS = 6;

/**
 * The series booking's read run on one connection until PostgreSQL keeps its plan (Database.warm): the first
 * bookings on a new connection no longer pay for planning it. The values are a booking's shape (a doctor by public
 * id, an order id) for no doctor and no order, so nothing is read.
 */
export async function rehearseSeriesReads(connection: Executor, now = new Date()): Promise<void> {
  const from = todayInIndia(now);
  for (let run = 0; run < PLANNED_RUNS; run++)
    await loadCalendarAndOrder(
      connection,
      { from, to: lastBookableDate(now), doctor: { publicId: 'dr-rehearsal' }, now },
      '00000000-0000-0000-0000-000000000000',
    );
}
