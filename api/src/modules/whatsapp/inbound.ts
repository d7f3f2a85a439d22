/**
 * What the webhook's POST carries (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components):
 * `{ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: { messages: [...] } }] }] }`.
 * A tap on a template's quick reply arrives as `{ from, id, type: 'button', button: { text, payload } }`, a typed
 * message as `{ type: 'text', text: { body } }`; `statuses` report our messages' delivery (a `failed` one falls back to its SMS; sent, delivered and read are skipped).
 */
import type { QuickReplyAction } from '../../platform/providers/whatsapp/types';
import { isUuid } from '../../platform/lib/uuid';

export type InboundAction = QuickReplyAction | 'stop' | 'other';

export interface InboundMessage {
  /** Meta's message id (wamid.…): the dedupe key. */
  id: string;
  /** The sender's number as Meta gives it: 91XXXXXXXXXX. */
  from: string;
  action: InboundAction;
  /** The session a quick reply names. */
  appointmentId: string | null;
}

const ACTIONS: readonly string[] = ['confirm', 'reschedule', 'cancel'];
/** Opt-out words WhatsApp users type; "STOP" is the one the templates name. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE']);

type Raw = Record<string, unknown>;
const asArray = (v: unknown): Raw[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Raw[]) : [];
const text = (v: unknown, max = 200) => (typeof v === 'string' && v.length <= max ? v : undefined);

function actionOf(message: Raw): Pick<InboundMessage, 'action' | 'appointmentId'> {
  if (message.type === 'button') {
    const payload = text((message.button as Raw | undefined)?.payload) ?? '';
    const [action, appointmentId] = payload.split(':');
    if (action && ACTIONS.includes(action) && appointmentId && isUuid(appointmentId))
      return { action: action as QuickReplyAction, appointmentId };
  }
  if (message.type === 'text') {
    const body = text((message.text as Raw | undefined)?.body, 4096)
      ?.trim()
      .toUpperCase();
    if (body && STOP_WORDS.has(body)) return { action: 'stop', appointmentId: null };
  }
  return { action: 'other', appointmentId: null };
}

/** The messages of one webhook body, in order; anything that is not a message with an id and a sender is left out. */
export function inboundMessages(body: unknown): InboundMessage[] {
  const out: InboundMessage[] = [];
  for (const entry of asArray((body as Raw | null)?.entry))
    for (const change of asArray(entry.changes))
      for (const message of asArray((change.value as Raw | undefined)?.messages)) {
        const id = text(message.id);
        const from = text(message.from, 20);
        if (!id || !from) continue;
        out.push({ id, from, ...actionOf(message) });
      }
  return out;
}

/**
 * The ids of our messages Meta reports `failed` in the body's `statuses` (`{ id, status: 'failed', errors }`):
 * accepted by the API, then not delivered.
 */
export function failedDeliveries(body: unknown): string[] {
  const out: string[] = [];
  for (const entry of asArray((body as Raw | null)?.entry))
    for (const change of asArray(entry.changes))
      for (const status of asArray((change.value as Raw | undefined)?.statuses)) {
        const id = text(status.id);
        if (id && status.status === 'failed') out.push(id);
      }
  return out;
}

/** The patient id (10-digit mobile) of an Indian WhatsApp number, else null. */
export function patientIdOf(from: string): string | null {
  const match = /^91([6-9]\d{9})$/.exec(from);
  return match ? match[1]! : null;
}
