/** Messages sent through the public contact form. */
import type { ContactRequest } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { contactMessages } from '../../platform/db/schema';

/** Stores one message with the sender's address; returns its id. */
export async function saveContactMessage(db: Executor, message: ContactRequest, ip: string): Promise<string> {
  const rows = await db
    .insert(contactMessages)
    .values({ ...message, ip })
    .returning({ id: contactMessages.id });
  return rows[0]!.id;
}
