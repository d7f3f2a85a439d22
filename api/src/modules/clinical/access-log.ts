/**
 * The clinical access log (issue 29): every read and write of a patient's intake and notes, by whom and when.
 * Writes are recorded in the change's own transaction; reads before the answer leaves, so a read that cannot be
 * recorded is not answered. The patient reads their log; the rows hold no clinical text, only what was touched.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AccessLogEntry } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { clinicalAccessLog, doctors, patients } from '../../platform/db/schema';
import type { AuthUser } from '../../platform/http/auth-user';

export type ClinicalRecord = AccessLogEntry['record'];

/** The newest entries a patient's log shows. */
export const ACCESS_LOG_LIMIT = 200;

export async function recordAccess(
  db: Executor,
  entry: { patientId: string; user: AuthUser; action: 'read' | 'write'; record: ClinicalRecord },
): Promise<void> {
  await db.insert(clinicalAccessLog).values({
    patientId: entry.patientId,
    actorId: entry.user.id,
    actorRole: entry.user.role === 'doctor' ? 'doctor' : 'patient',
    action: entry.action,
    record: entry.record,
  });
}

export async function listAccessLog(db: Executor, patientId: string): Promise<AccessLogEntry[]> {
  const rows = await db
    .select({
      at: clinicalAccessLog.at,
      actorRole: clinicalAccessLog.actorRole,
      action: clinicalAccessLog.action,
      record: clinicalAccessLog.record,
      actorName: sql<string>`coalesce(${doctors.name}, ${patients.name}, '')`,
    })
    .from(clinicalAccessLog)
    .leftJoin(
      doctors,
      sql`${clinicalAccessLog.actorRole} = 'doctor' and ${doctors.id} = ${clinicalAccessLog.actorId}`,
    )
    .leftJoin(
      patients,
      sql`${clinicalAccessLog.actorRole} = 'patient' and ${patients.id} = ${clinicalAccessLog.actorId}`,
    )
    .where(eq(clinicalAccessLog.patientId, patientId))
    .orderBy(desc(clinicalAccessLog.at), desc(clinicalAccessLog.id))
    .limit(ACCESS_LOG_LIMIT);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor_role: r.actorRole,
    actor_name: r.actorName,
    action: r.action,
    record: r.record,
  }));
}
