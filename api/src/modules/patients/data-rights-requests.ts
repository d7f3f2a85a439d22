/**
 * The log of a patient's data-rights requests and their outcomes (DPDP Act 2023; shown under "Your requests" on the
 * privacy page). Here, below every module that answers one: privacy (download, correct, consent, erase) and family
 * (a family member's details corrected) write to it.
 */
import { desc, eq } from 'drizzle-orm';
import type { DataRequest, DataRequestKind } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { dataRightsRequests } from '../../platform/db/schema';
import { kolkataIso } from '../../platform/lib/kolkata';

export async function logDataRightsRequest(
  db: Executor,
  patientId: string,
  kind: DataRequestKind,
  outcome: 'done' | 'refused',
  detail: string,
): Promise<void> {
  await db.insert(dataRightsRequests).values({ patientId, kind, outcome, detail });
}

export async function listDataRightsRequests(db: Executor, patientId: string): Promise<DataRequest[]> {
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
