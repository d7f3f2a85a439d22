/** The log of a patient's data-rights requests and their outcomes (shown under "Your requests"). */
import { desc, eq } from 'drizzle-orm';
import type { DataRequest, DataRequestKind } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { dataRightsRequests } from '../../platform/db/schema';
import { kolkataIso } from '../../platform/lib/kolkata';

export async function logRequest(
  db: Executor,
  patientId: string,
  kind: DataRequestKind,
  outcome: 'done' | 'refused',
  detail: string,
): Promise<void> {
  await db.insert(dataRightsRequests).values({ patientId, kind, outcome, detail });
}

export async function listRequests(db: Executor, patientId: string): Promise<DataRequest[]> {
  const rows = await db
    .select()
    .from(dataRightsRequests)
    .where(eq(dataRightsRequests.patientId, patientId))
    .orderBy(desc(dataRightsRequests.at), desc(dataRightsRequests.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    outcome: r.outcome,
    detail: r.detail,
    at: kolkataIso(r.at),
  }));
}
