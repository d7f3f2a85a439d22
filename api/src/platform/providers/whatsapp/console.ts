import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { whatsappOutbox } from '../../db/schema';
import { maskMobile } from '../sms/types';
import {
  HINDI_TEMPLATE_LANGUAGE,
  QUICK_REPLIES,
  type TemplateMessage,
  type TemplateNames,
  type WhatsAppProvider,
} from './types';

/** The id of a dev outbox message, in the form of Meta's ids. */
export const consoleMessageId = (rowId: string) => `wamid.console.${rowId}`;

/**
 * Development provider: every message goes to the dev outbox (GET /api/dev/whatsapp) with its buttons' labels and
 * payloads, never to a phone. A write that fails throws, so the outbox tries again (and falls back to SMS).
 */
export class ConsoleWhatsAppProvider implements WhatsAppProvider {
  readonly name = 'console' as const;
  constructor(
    private readonly db: Executor,
    readonly templates: TemplateNames,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async sendTemplate(mobile: string, message: TemplateMessage): Promise<string> {
    const buttons = message.quickReplies.map((payload, i) => ({
      text:
        (message.language === HINDI_TEMPLATE_LANGUAGE ? QUICK_REPLIES[i]?.hi : QUICK_REPLIES[i]?.text) ??
        payload,
      payload,
    }));
    const [row] = await this.db
      .insert(whatsappOutbox)
      .values({ mobile, template: message.name, message: message.preview, buttons })
      .returning({ id: whatsappOutbox.id });
    this.log?.info({ mobile: maskMobile(mobile) }, 'template written to the dev WhatsApp outbox');
    return consoleMessageId(row!.id);
  }

  async sendText(mobile: string, text: string): Promise<string> {
    const [row] = await this.db
      .insert(whatsappOutbox)
      .values({ mobile, template: null, message: text })
      .returning({ id: whatsappOutbox.id });
    this.log?.info({ mobile: maskMobile(mobile) }, 'message written to the dev WhatsApp outbox');
    return consoleMessageId(row!.id);
  }
}
