/**
 * The doctor's practice details (issue 26 point 14): the registration number printed on receipts and where their
 * payouts go (a UPI ID, or a bank account). Only the doctor reads and writes them; the account number is never
 * answered in full, so a screen or a log that shows the answer cannot leak it.
 */
import { eq } from 'drizzle-orm';
import {
  PRACTICE_MESSAGES,
  type DoctorPractice,
  type DoctorPracticeRequest,
  type PAYOUT_METHODS,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { doctors } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/http/errors';

type DoctorRow = typeof doctors.$inferSelect;

export function toPractice(row: DoctorRow): DoctorPractice {
  const method: (typeof PAYOUT_METHODS)[number] | null = row.payoutUpi
    ? 'upi'
    : row.payoutAccountNumber
      ? 'bank'
      : null;
  return {
    registration_number: row.registrationNumber,
    payout_method: method,
    upi_id: row.payoutUpi,
    account_name: method === 'bank' ? row.payoutAccountName : null,
    account_number_last4: method === 'bank' ? (row.payoutAccountNumber?.slice(-4) ?? null) : null,
    ifsc: method === 'bank' ? row.payoutIfsc : null,
  };
}

async function doctorRow(db: Executor, id: string): Promise<DoctorRow> {
  const [row] = await db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!row) throw notFound('No doctor with this id', 'DOCTOR_NOT_FOUND');
  return row;
}

export const readPractice = async (db: Executor, id: string): Promise<DoctorPractice> =>
  toPractice(await doctorRow(db, id));

/**
 * Saves the registration number and ONE payout method (choosing UPI clears the bank account and the other way
 * round). A bank account keeps its stored number when none is typed; the first time it needs one (400).
 */
export async function savePractice(
  db: Executor,
  id: string,
  input: DoctorPracticeRequest,
): Promise<DoctorPractice> {
  const current = await doctorRow(db, id);
  const upi = input.payout_method === 'upi';
  const accountNumber = upi ? null : input.account_number || current.payoutAccountNumber;
  if (!upi && !accountNumber)
    throw badRequest(PRACTICE_MESSAGES.accountNumber, 'VALIDATION_FAILED', [
      { path: 'body/account_number', message: PRACTICE_MESSAGES.accountNumber },
    ]);
  const [row] = await db
    .update(doctors)
    .set({
      registrationNumber: input.registration_number.trim().toUpperCase(),
      payoutUpi: upi ? input.upi_id!.trim().toLowerCase() : null,
      payoutAccountName: upi ? null : input.account_name!.trim(),
      payoutAccountNumber: accountNumber,
      payoutIfsc: upi ? null : input.ifsc!.trim().toUpperCase(),
    })
    .where(eq(doctors.id, id))
    .returning();
  return toPractice(row!);
}
