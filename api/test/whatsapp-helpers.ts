/** Test helpers of two-way WhatsApp (issue 30): a paid session, the patient's opt-in, and the dev outbox. */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, orders } from '../src/platform/db/schema';
import { DEMO_DOCTOR } from '../src/modules/site/seed';
import type { AuthHeaders } from './helpers';
import type { PaymentsTestApp } from './payments-helpers';
import { orderAs, pay } from './scheduling-helpers';

export interface BookedSession {
  id: string;
  orderId: string;
  patientId: string;
  headers: AuthHeaders;
}

/** The patient area's toggle: PUT /api/users/{id}/whatsapp. */
export const optInWhatsApp = (
  app: FastifyInstance,
  b: { patientId: string; headers: AuthHeaders },
  opted_in = true,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/${b.patientId}/whatsapp`,
    headers: b.headers,
    payload: { opted_in },
  });

/**
 * A new patient's paid single session at `slot` with the demo doctor (then put at `at` when given); opted in to
 * WhatsApp before paying when asked, so the confirmation goes by WhatsApp.
 */
export async function bookedSession(
  t: PaymentsTestApp,
  slot: string,
  options: { at?: Date; whatsapp?: boolean } = {},
): Promise<BookedSession> {
  const o = await orderAs(t.app, { slot: { start: slot, doctor_id: DEMO_DOCTOR.publicId } });
  if (o.statusCode !== 200) throw new Error(`order refused: ${JSON.stringify(o.body)}`);
  if (options.whatsapp && (await optInWhatsApp(t.app, o)).statusCode !== 200)
    throw new Error('opt-in refused');
  await pay(t.app, o.body.data!.id, o.headers);
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
  const [row] = await t.db.select().from(appointments).where(eq(appointments.orderId, order!.id));
  if (options.at)
    await t.db
      .update(appointments)
      .set({ start: options.at, end: new Date(options.at.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, row!.id));
  return { id: row!.id, orderId: order!.id, patientId: o.patientId, headers: o.headers };
}

export interface DevWhatsAppMessage {
  template: string | null;
  message: string;
  buttons: { text: string; payload: string }[];
}

/** The console provider's messages to a number, newest first (GET /api/dev/whatsapp). */
export const devWhatsApp = async (app: FastifyInstance, mobile: string) =>
  (await app.inject({ method: 'GET', url: `/api/dev/whatsapp?mobile=${mobile}` })).json()
    .data as DevWhatsAppMessage[];

/** Meta's `X-Hub-Signature-256` of a raw webhook body. */
export const signWebhook = (raw: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** A signed POST /api/webhooks/whatsapp of `value` (Meta's `entry[].changes[].value`). */
export const postWebhookValue = (app: FastifyInstance, secret: string, value: Record<string, unknown>) => {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value }] }],
  });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(raw, secret) },
    payload: raw,
  });
};
