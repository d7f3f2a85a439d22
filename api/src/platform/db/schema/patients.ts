import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { doctors } from './doctors';

export const patients = pgTable(
  'patients',
  {
    /** The 10-digit mobile number. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    newUser: boolean('new_user').notNull().default(true),
    pricePaise: integer('price_paise').notNull().default(49900),
    sessions: integer('sessions').notNull().default(1),
    doctorId: text('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    /** When a doctor last set the treatment plan (price and sessions); null while the defaults stand. */
    planSetAt: timestamp('plan_set_at', { withTimezone: true }),
    /** The language of the patient's messages and receipts (issue 30): 'en' or 'hi', from the site's switch. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An erased account's kept records hang off a tombstone id that no login can reach (modules/privacy/erase.ts).
    check('patients_id_mobile', sql`${t.id} ~ '^([6-9][0-9]{9}|erased-[0-9a-f]{32})$'`),
    check('patients_price_positive', sql`${t.pricePaise} > 0`),
    check('patients_sessions_positive', sql`${t.sessions} > 0`),
    check('patients_language', sql`${t.language} IN ('en', 'hi')`),
    index('patients_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The care relationship (modules/patients/care.ts): one row per doctor and patient with an order (its ledger line), a
 * session, the plan or a prescription together, kept by triggers of migration 0013 on those tables (never removed),
 * with the patient's lower-case name beside it (kept on rename). A doctor's name search reads their rows of the
 * (doctor, name) index in name order and never touches the other patients; the per-patient check is the primary key.
 */
export const patientCare = pgTable(
  'patient_care',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    nameLower: text('name_lower').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.patientId] }),
    index('patient_care_doctor_name_idx').on(t.doctorId, t.nameLower, t.patientId),
    // One patient's rows (the primary key leads with the doctor): erasure moves them, a deleted patient's cascade and
    // the retention purge (modules/privacy/purge.ts) look for them.
    index('patient_care_patient_idx').on(t.patientId),
  ],
);
