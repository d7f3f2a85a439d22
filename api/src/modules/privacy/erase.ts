/**
 * Erasing a patient's account (DPDP Act s.12, issue 30), in one transaction, walking the data map:
 * - what the law or clinical practice makes us keep (payments, receipts, treatment records, this request's log)
 *   moves to a tombstone patient `erased-<32 hex>`, named "Erased account": no login reaches it (logins are
 *   mobile numbers, every route's id is one), so it is locked away from any account and kept for the doctor and
 *   the accounts until its retention period ends;
 * - everything else is deleted, the profile last, with every refresh token and login code of the number, and the
 *   access tokens minted until now are revoked (identity/revocations.ts): every session ends, and a new login with
 *   the number starts an empty account.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import { appointments, patients } from '../../platform/db/schema';
import { LIVE_APPOINTMENT_STATUSES } from '../../platform/db/schema/statuses';
import { revokeAccessTokensOf } from '../identity';
import { PERSONAL_DATA, erasePlan, type PersonalData } from './data-map';
import { logDataRightsRequest } from '../patients';

export const ERASED_NAME = 'Erased account';

export const tombstoneId = () => `erased-${randomUUID().replace(/-/g, '')}`;

/** Sessions still to come (dated ahead, or paid and not yet dated): an erasure waits until they are over. */
export async function sessionsToCome(db: Executor, patientId: string, now: Date): Promise<number> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        inArray(appointments.status, [...LIVE_APPOINTMENT_STATUSES]),
        or(isNull(appointments.start), gt(appointments.start, now)),
      ),
    );
  return rows.length;
}

export type EraseOutcome =
  | { ok: true; tombstone: string; kept: string[]; erased: string[] }
  | { ok: false; reason: 'not_found' | 'sessions_to_come' };

export async function eraseAccount(
  db: Db,
  patientId: string,
  now: Date = new Date(),
  data: readonly PersonalData[] = PERSONAL_DATA,
): Promise<EraseOutcome> {
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select()
      .from(patients)
      .where(eq(patients.id, patientId))
      .for('update')
      .limit(1);
    if (!patient) return { ok: false, reason: 'not_found' } as const;
    if ((await sessionsToCome(tx, patientId, now)) > 0)
      return { ok: false, reason: 'sessions_to_come' } as const;

    const plan = erasePlan(data);
    const tombstone = tombstoneId();
    // No doctor on the tombstone: its care rows are the moved ones, not new ones from the patients trigger.
    await tx.insert(patients).values({
      id: tombstone,
      name: ERASED_NAME,
      email: '',
      newUser: false,
      pricePaise: patient.pricePaise,
      sessions: patient.sessions,
      createdAt: patient.createdAt,
    });
    await logDataRightsRequest(
      tx,
      patientId,
      'erase',
      'done',
      `Account erased. Kept and locked: ${plan.keep.map((k) => k.title).join(', ')}.`,
    );

    for (const entry of data) {
      if (entry.table === patients) continue;
      if (entry.movesWith) {
        // Its rows follow their owner's (receipts and refunds with the payments); only its actors move here.
        if (entry.onErase !== 'erase')
          for (const actor of entry.onErase.alsoRekey ?? [])
            await tx.execute(
              sql`update ${entry.table} set ${sql.identifier(actor.name)} = ${tombstone} where ${actor} = ${patientId}`,
            );
        continue;
      }
      const value = entry.match ? entry.match(patientId) : patientId;
      const where = entry.where ? and(eq(entry.column, value), entry.where) : eq(entry.column, value);
      if (entry.onErase === 'erase') {
        await tx.delete(entry.table).where(where);
        continue;
      }
      await tx.execute(
        sql`update ${entry.table} set ${sql.identifier(entry.column.name)} = ${tombstone} where ${where}`,
      );
      for (const actor of entry.onErase.alsoRekey ?? [])
        await tx.execute(
          sql`update ${entry.table} set ${sql.identifier(actor.name)} = ${tombstone} where ${entry.column} = ${tombstone} and ${actor} = ${patientId}`,
        );
    }
    // Last: whatever a table added after this list knows still cascades with the profile.
    await tx.delete(patients).where(eq(patients.id, patientId));
    await revokeAccessTokensOf(tx, patientId, 'patient');
    return {
      ok: true,
      tombstone,
      kept: plan.keep.map((k) => k.key),
      erased: plan.erase.map((k) => k.key),
    } as const;
  });
}
