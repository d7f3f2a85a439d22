import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';
import { patients } from './patients';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    /** The paid order behind it (orders live in schema/payments.ts); one appointment per order. */
    orderId: text('order_id').unique(),
    mode: text('mode', { enum: ['online', 'home'] })
      .notNull()
      .default('online'),
    address: text('address'),
    pincode: text('pincode'),
    date: date('date', { mode: 'string' }),
    timeOfDay: text('time_of_day', { enum: ['morning', 'afternoon', 'evening'] }),
    sessions: integer('sessions').notNull().default(1),
    status: text('status', { enum: ['scheduled', 'completed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointments_sessions_positive', sql`${t.sessions} > 0`),
    index('appointments_patient_idx').on(t.patientId),
    index('appointments_doctor_idx').on(t.doctorId),
    index('appointments_date_idx').on(t.date),
  ],
);
