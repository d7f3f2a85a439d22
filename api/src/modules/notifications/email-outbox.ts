/** The dev outbox the console e-mail provider writes to (never used with SMTP). */
import { desc, eq } from 'drizzle-orm';
import type { EmailOutboxMessage } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { emailOutbox } from '../../platform/db/schema';

/** The newest e-mails sent to one address (at most `limit`), newest first. */
export async function listEmailOutbox(db: Executor, to: string, limit = 20): Promise<EmailOutboxMessage[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
    created_at: r.createdAt.toISOString(),
  }));
}
