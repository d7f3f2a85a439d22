/**
 * The patient's download (DPDP Act s.11, issue 30): one section per entry of the data map that is theirs to read,
 * each a list of plain rows (dates as ISO strings). The PDF (export-pdf.ts) prints the same sections.
 */
import { and, eq } from 'drizzle-orm';
import { NOTICE_VERSION, type DataExport } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { PERSONAL_DATA, type PersonalData } from './data-map';

type Row = Record<string, unknown>;

/** Dates as ISO strings, nothing else changed: the rows survive JSON as they are. */
export function plainRow(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

async function rowsOf(db: Executor, entry: PersonalData, patientId: string): Promise<Row[]> {
  if (typeof entry.exported === 'function') return entry.exported(db, patientId);
  const value = entry.match ? entry.match(patientId) : patientId;
  const where = entry.where ? and(eq(entry.column, value), entry.where) : eq(entry.column, value);
  return (await db.select().from(entry.table).where(where)) as Row[];
}

export async function assembleExport(
  db: Executor,
  patientId: string,
  now: Date = new Date(),
  data: readonly PersonalData[] = PERSONAL_DATA,
): Promise<DataExport> {
  const sections = [];
  for (const entry of data) {
    if (entry.exported === false) continue;
    const rows = await rowsOf(db, entry, patientId);
    sections.push({ key: entry.key, title: entry.title, rows: rows.map(plainRow) });
  }
  return { generated_at: now.toISOString(), notice_version: NOTICE_VERSION, sections };
}
