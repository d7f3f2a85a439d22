import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { EmailError, maskEmail, type EmailMessage, type EmailProvider } from './types';

/**
 * Development transport: the message goes to the dev outbox (GET /api/dev/email), never to a mailbox. The outbox
 * keeps the subject, both bodies and the attachments' names and types; the log gets one line without the address.
 */
export class ConsoleEmailProvider implements EmailProvider {
  readonly name = 'console' as const;
  constructor(
    private readonly db: Executor,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const attachments = (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
    }));
    try {
      await this.db.insert(emailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments,
      });
    } catch {
      // Not the database's message: it quotes the query's values (the address, the text).
      throw new EmailError('could not write the e-mail to the dev outbox');
    }
    this.log?.info(
      { to: maskEmail(message.to), attachments: attachments.length },
      'e-mail written to the dev outbox',
    );
  }
}
