/**
 * The language a patient's messages are written in (issue 30): the one on their row (the site's switch sets it),
 * English for anyone else (a doctor, a number with no account) and for a value we do not write. A dependant's
 * messages go to the account holder, so they are in the holder's language.
 */
import { eq } from 'drizzle-orm';
import { type Language, parseLanguage } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { patients } from '../../platform/db/schema';

export async function patientLanguage(db: Executor, patientId: string): Promise<Language> {
  const [row] = await db
    .select({ language: patients.language })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return parseLanguage(row?.language);
}
