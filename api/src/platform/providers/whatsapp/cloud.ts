/**
 * The WhatsApp Business Cloud API (Meta's Graph API): POST {api}/{version}/{phone-number-id}/messages with the
 * system user's token as a Bearer.
 * Request shapes: https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates (a
 * template's body variables and one `button` component per quick reply, `sub_type: quick_reply`, its `index`
 * and a `payload` parameter that the tap sends back) and
 * https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-messages#text-messages (session text).
 */
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../sms/types';
import {
  type TemplateMessage,
  type TemplateNames,
  type WhatsAppProvider,
  WhatsAppError,
  waNumber,
} from './types';

export interface CloudWhatsAppOptions {
  accessToken: string;
  phoneNumberId: string;
  /** https://graph.facebook.com (tests: the local fake). */
  apiUrl: string;
  apiVersion: string;
  templates: TemplateNames;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

/** The error object of a Graph API answer: `{ error: { message, type, code, fbtrace_id } }`. */
interface GraphError {
  error?: { message?: string; code?: number };
}

export class CloudWhatsAppProvider implements WhatsAppProvider {
  readonly name = 'cloud' as const;
  readonly templates: TemplateNames;
  constructor(private readonly options: CloudWhatsAppOptions) {
    this.templates = options.templates;
  }

  sendTemplate(mobile: string, message: TemplateMessage): Promise<string> {
    return this.post(mobile, {
      type: 'template',
      template: {
        name: message.name,
        language: { code: message.language },
        components: [
          { type: 'body', parameters: message.body.map((text) => ({ type: 'text', text })) },
          ...message.quickReplies.map((payload, index) => ({
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{ type: 'payload', payload }],
          })),
        ],
      },
    });
  }

  sendText(mobile: string, body: string): Promise<string> {
    return this.post(mobile, { type: 'text', text: { preview_url: true, body } });
  }

  private async post(mobile: string, message: Record<string, unknown>): Promise<string> {
    const { apiUrl, apiVersion, phoneNumberId, accessToken } = this.options;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/${apiVersion}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: waNumber(mobile),
          ...message,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new WhatsAppError(`WhatsApp Cloud API unreachable: ${(err as Error).message}`, false);
    }
    const text = await response.text();
    if (response.ok) {
      // `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }`
      let id: unknown;
      try {
        id = (JSON.parse(text) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
      } catch {
        // handled below
      }
      if (typeof id !== 'string' || !id)
        throw new WhatsAppError(
          'WhatsApp Cloud API accepted the message without an id',
          false,
          response.status,
        );
      this.options.log?.info({ mobile: maskMobile(mobile) }, 'WhatsApp message accepted by the Cloud API');
      return id;
    }
    let detail = `HTTP ${response.status}`;
    try {
      const body = JSON.parse(text) as GraphError;
      if (body.error?.message) detail = `${body.error.message} (code ${body.error.code ?? '?'})`;
    } catch {
      // not JSON: the status says enough
    }
    // Rate limits and server errors may pass; any other 4xx (bad token, unknown template, not a WhatsApp user…) will not.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new WhatsAppError(`WhatsApp Cloud API refused the message: ${detail}`, permanent, response.status);
  }
}
