import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { doctors } from './doctors';
import { patients } from './patients';

/**
 * The waitlist (issue 28, modules/scheduling/waitlist.ts): a patient waits for a doctor's time between two India
 * dates, in one part of the day (morning, afternoon, evening: shared-contracts WAITLIST_TIMES) and one mode.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day', { enum: ['morning', 'afternoon', 'evening'] }).notNull(),
    mode: text('mode', { enum: ['online', 'home'] }).notNull(),
    /** A home visit's PIN (issue 28 point 5): only freed home slots the doctor can reach there are offered. */
    pincode: text('pincode'),
    /** waiting (offered freed slots), claimed (took one), left (the patient left). */
    status: text('status', { enum: ['waiting', 'claimed', 'left'] })
      .notNull()
      .default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_entries_range', sql`${t.fromDate} <= ${t.toDate}`),
    check('waitlist_entries_pincode', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    // The matching of a freed slot: a doctor's waiting entries, first joined first.
    index('waitlist_entries_waiting_idx')
      .on(t.doctorId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_patient_idx').on(t.patientId),
  ],
);

/**
 * One freed slot offered to one waiting entry. The claim link carries a random token; only its SHA-256 is kept
 * here. The first claim of a slot holds it (an appointment `held` without an order, the hold mechanism of
 * sessions.ts, under the no-overlap constraint); the slot's other open offers become `gone`.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: ['online', 'home'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['open', 'claimed', 'gone'] })
      .notNull()
      .default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The hold a claim made. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token_idx').on(t.tokenHash),
    index('waitlist_offers_slot_idx').on(t.doctorId, t.start),
    index('waitlist_offers_entry_idx').on(t.entryId),
  ],
);
