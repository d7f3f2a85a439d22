import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';
import { patients } from './patients';

/**
 * A weekly series of sessions (issue 28 point 1, modules/scheduling/series.ts): the pattern the patient or their
 * doctor asked for. Each occurrence is an ordinary appointment carrying `series_id` and its place in the series, so
 * the exclusion constraint, the credit trigger, reminders and changes of plan treat it like any other session.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** The order paying for it (a series order, or the paid order whose credits it draws). */
    orderId: text('order_id'),
    mode: text('mode', { enum: ['online', 'home'] }).notNull(),
    /** Weekdays 0-6 (0 = Sunday) as a sorted comma list, e.g. "1,3,5". */
    weekdays: text('weekdays').notNull(),
    /** Minutes after midnight in India. */
    minute: integer('minute').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Occurrences booked (the pattern's count less the dropped ones). */
    size: integer('size').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_series_size', sql`${t.size} between 1 and 50`),
    index('appointment_series_patient_idx').on(t.patientId),
  ],
);
