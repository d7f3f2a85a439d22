/**
 * Where a patient's personal data lives, table by table, and what erasure does to each (DPDP Act, issue 30). The
 * export (export.ts) and the erasure (erase.ts) both walk this list, and data-map.test.ts checks that every table
 * of the schema with a `patient_id` column is in it: a new clinical table (exercise programmes, outcome scores…)
 * gets one entry here, `keep` for a treatment record or `erase`, and both follow.
 *
 * Retention (README "Data rights"): payments and receipts 8 years (Income Tax Act s.44AA with rule 6F: 6 years
 * after the assessment year; CGST Act s.36: 72 months after the annual return's due date); treatment records
 * 3 years after the last session (Indian Medical Council (Professional Conduct, Etiquette and Ethics) Regulations
 * 2002, reg. 1.3.1, and the Limitation Act's 3 years for a claim). The purge (purge.ts, its rules in retention.ts)
 * deletes or strips what erasure kept once its period has ended.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  appointmentSeries,
  appointments,
  channelConsents,
  clinicalAccessLog,
  clinicalIntakes,
  clinicalNotes,
  couponRedemptions,
  dataRightsRequests,
  dependants,
  exercisePainLogs,
  exercisePrograms,
  exerciseReminders,
  exerciseSetLogs,
  orders,
  otpCodes,
  outcomeScores,
  patientCare,
  patients,
  prescriptions,
  receipts,
  refreshTokens,
  refunds,
  smsOutbox,
  waitlistEntries,
  whatsappInbound,
  whatsappOutbox,
} from '../../platform/db/schema';
import type { Executor } from '../../platform/db/client';

export const RETENTION = {
  payments: { years: 8, basis: 'Income Tax Act 1961 s.44AA and rule 6F; CGST Act 2017 s.36' },
  treatment: {
    years: 3,
    basis:
      'IMC (Professional Conduct, Etiquette and Ethics) Regulations 2002 reg. 1.3.1; Limitation Act 1963',
  },
} as const;

export type Retention = keyof typeof RETENTION;

export interface PersonalData {
  key: string;
  /** The heading of its section in the download. */
  title: string;
  table: PgTable;
  /** The column naming the patient (their mobile number). */
  column: PgColumn;
  /** The value that column holds for this patient, when it is not the bare number (WhatsApp's 91…). */
  match?: (mobile: string) => string;
  /** Narrows the rows (refresh tokens of patients only). */
  where?: SQL;
  /** Rows reached through another entry's rows (receipts through payments): they move with those. */
  movesWith?: string;
  /**
   * keep: moved to the erased account's tombstone id, locked; erase: deleted. `alsoRekey`: columns naming the
   * patient as an actor (who booked, who asked), moved to the tombstone too.
   */
  onErase: { keep: Retention; alsoRekey?: PgColumn[] } | 'erase';
  /**
   * In the download: true for every column, a function for a chosen view of the rows, false for what is no data
   * of theirs to read (secrets, hashes, dev outboxes).
   */
  exported: boolean | ((db: Executor, patientId: string) => Promise<Record<string, unknown>[]>);
}

/** Signed notes only, and of each only what the physiotherapist shares (the summary, the plan when shared). */
async function sharedNotes(db: Executor, patientId: string) {
  const rows = await db
    .select()
    .from(clinicalNotes)
    .where(and(eq(clinicalNotes.patientId, patientId), eq(clinicalNotes.status, 'signed')));
  return rows.map((n) => ({
    signedAt: n.signedAt,
    doctorId: n.doctorId,
    summary: n.patientSummary,
    ...(n.sharePlan ? { plan: n.plan } : {}),
    // A family member's note (issue 28 point 3): whose it is, on the family section's rows.
    ...(n.dependantId ? { dependantId: n.dependantId } : {}),
  }));
}

/** The rows of a table that hang off the patient's orders (receipts, refunds), by its order column. */
const throughOrders =
  (table: typeof receipts | typeof refunds) => async (db: Executor, patientId: string) => {
    const rows = await db
      .select({ row: table })
      .from(table)
      .innerJoin(orders, eq(orders.id, table.orderId))
      .where(eq(orders.patientId, patientId));
    return rows.map(({ row }) => ({ ...row }));
  };

export const PERSONAL_DATA: readonly PersonalData[] = [
  {
    key: 'profile',
    title: 'Profile',
    table: patients,
    column: patients.id,
    onErase: 'erase',
    exported: true,
  },
  {
    key: 'consents',
    title: 'Consents',
    table: channelConsents,
    column: channelConsents.patientId,
    onErase: 'erase',
    exported: true,
  },
  // Family members booked for (issue 28): their sessions are treatment records, so their names stay with them.
  {
    key: 'family',
    title: 'Family members',
    table: dependants,
    column: dependants.patientId,
    onErase: { keep: 'treatment' },
    exported: true,
  },
  {
    key: 'bookings',
    title: 'Bookings',
    table: appointments,
    column: appointments.patientId,
    onErase: { keep: 'treatment' },
    exported: true,
  },
  {
    key: 'series',
    title: 'Weekly series',
    table: appointmentSeries,
    column: appointmentSeries.patientId,
    // The patient who booked their own series is its author too.
    onErase: { keep: 'treatment', alsoRekey: [appointmentSeries.createdBy] },
    exported: true,
  },
  {
    key: 'payments',
    title: 'Payments',
    table: orders,
    column: orders.patientId,
    onErase: { keep: 'payments', alsoRekey: [orders.createdBy] },
    exported: true,
  },
  {
    key: 'coupons',
    title: 'Coupons used',
    table: couponRedemptions,
    column: couponRedemptions.patientId,
    onErase: { keep: 'payments' },
    exported: true,
  },
  // Receipts hang off the payments above (kept with them): listed for the download only.
  {
    key: 'receipts',
    title: 'Receipts',
    table: receipts,
    column: receipts.orderId,
    movesWith: 'payments',
    onErase: { keep: 'payments' },
    exported: throughOrders(receipts),
  },
  // Refunds hang off the payments too (the ledger adds them up); the one who asked is the patient, by number.
  {
    key: 'refunds',
    title: 'Refunds',
    table: refunds,
    column: refunds.orderId,
    movesWith: 'payments',
    onErase: { keep: 'payments', alsoRekey: [refunds.requestedBy] },
    exported: throughOrders(refunds),
  },
  {
    key: 'prescriptions',
    title: 'Prescriptions',
    table: prescriptions,
    column: prescriptions.patientId,
    onErase: { keep: 'treatment' },
    exported: true,
  },
  {
    key: 'intake',
    title: 'Answers before treatment',
    table: clinicalIntakes,
    column: clinicalIntakes.patientId,
    onErase: { keep: 'treatment' },
    exported: true,
  },
  {
    key: 'notes',
    title: 'Session notes (shared parts)',
    table: clinicalNotes,
    column: clinicalNotes.patientId,
    onErase: { keep: 'treatment' },
    exported: sharedNotes,
  },
  {
    key: 'outcomes',
    title: 'Progress scores',
    table: outcomeScores,
    column: outcomeScores.patientId,
    // A score the patient recorded names them as its author too.
    onErase: { keep: 'treatment', alsoRekey: [outcomeScores.recordedById] },
    exported: true,
  },
  {
    key: 'exercise_programs',
    title: 'Home exercise programs',
    table: exercisePrograms,
    column: exercisePrograms.patientId,
    onErase: { keep: 'treatment' },
    exported: true,
  },
  {
    key: 'exercise_sets',
    title: 'Exercises done',
    table: exerciseSetLogs,
    column: exerciseSetLogs.patientId,
    onErase: { keep: 'treatment' },
    exported: true,
  },
  {
    key: 'exercise_pain',
    title: 'Pain after exercises',
    table: exercisePainLogs,
    column: exercisePainLogs.patientId,
    onErase: { keep: 'treatment' },
    exported: true,
  },
  {
    key: 'exercise_reminders',
    title: 'Exercise reminder time',
    table: exerciseReminders,
    column: exerciseReminders.patientId,
    onErase: 'erase',
    exported: true,
  },
  {
    key: 'access_log',
    title: 'Who has seen your record',
    table: clinicalAccessLog,
    column: clinicalAccessLog.patientId,
    onErase: { keep: 'treatment', alsoRekey: [clinicalAccessLog.actorId] },
    exported: true,
  },
  // The doctor's link to the patient (their name search); moves with the records it finds.
  {
    key: 'care',
    title: 'Your physiotherapists',
    table: patientCare,
    column: patientCare.patientId,
    onErase: { keep: 'treatment' },
    exported: false,
  },
  {
    key: 'waitlist',
    title: 'Waitlist',
    table: waitlistEntries,
    column: waitlistEntries.patientId,
    onErase: 'erase',
    exported: true,
  },
  {
    key: 'requests',
    title: 'Your requests',
    table: dataRightsRequests,
    column: dataRightsRequests.patientId,
    onErase: { keep: 'payments' },
    exported: true,
  },
  {
    key: 'whatsapp_replies',
    title: 'Your WhatsApp replies',
    table: whatsappInbound,
    column: whatsappInbound.sender,
    match: (mobile) => `91${mobile}`,
    onErase: 'erase',
    exported: true,
  },
  {
    key: 'otp_codes',
    title: 'Login codes',
    table: otpCodes,
    column: otpCodes.mobile,
    onErase: 'erase',
    exported: false,
  },
  {
    key: 'sessions',
    title: 'Signed-in sessions',
    table: refreshTokens,
    column: refreshTokens.subject,
    where: eq(refreshTokens.role, 'patient'),
    onErase: 'erase',
    exported: false,
  },
  {
    key: 'sms_outbox',
    title: 'SMS',
    table: smsOutbox,
    column: smsOutbox.mobile,
    onErase: 'erase',
    exported: false,
  },
  {
    key: 'whatsapp_outbox',
    title: 'WhatsApp messages',
    table: whatsappOutbox,
    column: whatsappOutbox.mobile,
    onErase: 'erase',
    exported: false,
  },
];

/** What erasure keeps (with its period and basis) and what it deletes: the plan the erase step shows and runs. */
export function erasePlan(data: readonly PersonalData[] = PERSONAL_DATA) {
  const keep = data.flatMap((d) =>
    d.onErase === 'erase' ? [] : [{ key: d.key, title: d.title, ...RETENTION[d.onErase.keep] }],
  );
  const erase = data.filter((d) => d.onErase === 'erase').map((d) => ({ key: d.key, title: d.title }));
  return { keep, erase };
}
