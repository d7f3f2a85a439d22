/** The dev outbox the console SMS gateway writes to (never used with a real gateway). */
import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { smsOutbox } from '../../platform/db/schema';
import { smsParts } from '../../platform/providers/sms/parts';

/** The newest messages sent to one number (at most `limit`), newest first, each with its encoding and parts. */
export async function listOutboxMessages(db: Executor, mobile: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
  return rows.map((r) => {
    const { encoding, parts } = smsParts(r.message);
    return {
      mobile: r.mobile,
      message: r.message,
      otp: r.otp,
      encoding,
      parts,
      created_at: r.createdAt.toISOString(),
    };
  });
}
