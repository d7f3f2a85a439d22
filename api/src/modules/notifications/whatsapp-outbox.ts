/** The dev outbox the console WhatsApp provider writes to (never used with the Cloud API). */
import { desc, eq } from 'drizzle-orm';
import type { WhatsAppOutboxMessage } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { whatsappOutbox } from '../../platform/db/schema';

/** The newest messages sent to one number (at most `limit`), newest first. */
export async function listWhatsAppOutbox(
  db: Executor,
  mobile: string,
  limit = 20,
): Promise<WhatsAppOutboxMessage[]> {
  const rows = await db
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.mobile, mobile))
    .orderBy(desc(whatsappOutbox.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    mobile: r.mobile,
    template: r.template,
    message: r.message,
    buttons: r.buttons,
    created_at: r.createdAt.toISOString(),
  }));
}
