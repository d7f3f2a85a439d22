import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients';

/**
 * Every data-rights request of a patient (DPDP Act, issue 30): a download, a correction, an erasure or a consent
 * change, with what came of it. Shown to the patient under "Your requests"; an erasure's own row moves with the
 * kept records to the tombstone id, so the erased account's history is kept but never shown to a new account.
 */
export const dataRightsRequests = pgTable(
  'data_rights_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['download', 'correct', 'erase', 'consent'] }).notNull(),
    outcome: text('outcome', { enum: ['done', 'refused'] }).notNull(),
    /** What was asked and what came of it, in plain words (no personal data beyond the patient's own). */
    detail: text('detail').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_rights_requests_patient_idx').on(t.patientId, t.at)],
);
