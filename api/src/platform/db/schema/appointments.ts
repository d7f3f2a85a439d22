import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors';
import { APPOINTMENT_STATUSES } from './statuses';
import { patients } from './patients';
import { dependants } from './family';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    /**
     * The order behind it (orders live in schema/payments.ts). An order of quantity N gives N session credits: at
     * most N live dated appointments (trigger appointments_within_credits, migration 0008) and at most one undated
     * one ("to be scheduled": the booking paid without a slot, or whose hold expired before the payment landed).
     */
    orderId: text('order_id'),
    mode: text('mode', { enum: ['online', 'home'] })
      .notNull()
      .default('online'),
    address: text('address'),
    pincode: text('pincode'),
    date: date('date', { mode: 'string' }),
    timeOfDay: text('time_of_day', { enum: ['morning', 'afternoon', 'evening'] }),
    sessions: integer('sessions').notNull().default(1),
    /** held (a slot kept for an unpaid order until hold_expires_at) and scheduled are the live states. */
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('scheduled'),
    /** The session's time; null for a paid booking still to be scheduled. */
    start: timestamp('start', { withTimezone: true }),
    end: timestamp('end', { withTimezone: true }),
    /** Home visits: end + 30 min travel, set by a trigger; two live home visits of a doctor never overlap with it. */
    travelEnd: timestamp('travel_end', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Online sessions: a room name from a CSPRNG (modules/scheduling/video.ts); the join URL is `${VIDEO_BASE_URL}/<room>`,
     * shown only to the patient and the session's doctor. It stays with the session when it is rescheduled.
     */
    videoRoom: text('video_room').unique(),
    /** When the patient confirmed they will come (a WhatsApp "Confirm" reply); cleared when the session moves. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The user id who cancelled, or 'system' (an expired hold). */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** A weekly series it belongs to (schema/series.ts), its place in it (1-based) and the series' size. */
    seriesId: uuid('series_id'),
    seriesPosition: integer('series_position'),
    seriesSize: integer('series_size'),
    /** Who is treated when it is a family member of the patient (modules/family); null: the patient themself. */
    dependantId: uuid('dependant_id').references(() => dependants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointments_sessions_positive', sql`${t.sessions} > 0`),
    check(
      'appointments_times_paired',
      sql`(${t.start} IS NULL) = (${t.end} IS NULL) AND (${t.start} IS NULL OR ${t.start} < ${t.end})`,
    ),
    check(
      'appointments_held_has_slot',
      sql`${t.status} <> 'held' OR (${t.start} IS NOT NULL AND ${t.holdExpiresAt} IS NOT NULL)`,
    ),
    uniqueIndex('appointments_one_undated_per_order')
      .on(t.orderId)
      .where(sql`${t.start} IS NULL`),
    index('appointments_order_idx').on(t.orderId),
    index('appointments_series_idx')
      .on(t.seriesId)
      .where(sql`${t.seriesId} IS NOT NULL`),
    index('appointments_held_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    index('appointments_patient_idx').on(t.patientId),
    index('appointments_dependant_idx')
      .on(t.dependantId)
      .where(sql`${t.dependantId} IS NOT NULL`),
    index('appointments_doctor_idx').on(t.doctorId, t.start),
    index('appointments_date_idx')
      .on(t.date)
      .where(sql`${t.date} IS NOT NULL`),
  ],
);
