// The WhatsApp journeys' steps (issue 30): the patient turns WhatsApp on in their profile, books and pays through the
// API from the signed-in page, reads the dev WhatsApp outbox, and replies with a quick-reply button as Meta would
// deliver it (a webhook POST signed with X-Hub-Signature-256 over the raw body).
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { to } from './paths';
import { baseURL, E2E_WHATSAPP_APP_SECRET } from './stack';

export interface WhatsAppMessage {
  template: string | null;
  message: string;
  buttons: { text: string; payload: string }[];
}

/**
 * From the patient area's dashboard: Profile, then the WhatsApp switch turned on with the keyboard. Answers the
 * switch, on.
 */
export async function turnOnWhatsApp(page: Page, mobile: string): Promise<Locator> {
  // In-app navigation keeps the session the login just made.
  await page.getByRole('navigation', { name: 'Patient area' }).getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL(`**${to.patientProfile(mobile)}`);
  const main = page.locator('main');
  const toggle = main.getByRole('switch', { name: 'Send my booking confirmation and reminders on WhatsApp' });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(main.getByText('WhatsApp messages are on.')).toBeVisible();
  await expect(toggle).toBeChecked();
  return toggle;
}

/** The first free online time of a doctor on `date` (each journey takes days no other journey books). */
export async function freeSlot(
  request: APIRequestContext,
  doctorPublicId: string,
  date: string,
): Promise<string> {
  const res = await request.get(
    `${baseURL()}/api/slots?from=${date}&to=${date}&mode=online&doctor_id=${doctorPublicId}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { start: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.start;
}

/**
 * The signed-in page's access token, from its refresh cookie (POST /api/token/refresh, as the app does): a second
 * one-time code for the number would be refused as too soon.
 */
export async function accessToken(page: Page): Promise<string> {
  const res = await page.request.post(`${baseURL()}/api/token/refresh`, {
    headers: { 'x-requested-with': 'physio', origin: baseURL() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (res.headers()['authorization'] ?? '').replace(/^Bearer\s+/i, '');
}

/** An order for one online session at `start` with the doctor, paid through the sandbox checkout and verified. */
export async function bookAndPay(
  request: APIRequestContext,
  token: string,
  patient: { id: string; name: string; email: string },
  slot: { start: string; doctorPublicId: string },
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post(`${baseURL()}/api/orders`, {
    headers,
    data: {
      kind: 'first_booking',
      name: patient.name,
      email: patient.email,
      patient_id: patient.id,
      quantity: 1,
      price: 499,
      description: 'Back pain',
      booking: { mode: 'online' },
      slot: { start: slot.start, doctor_id: slot.doctorPublicId },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const orderId = ((await order.json()) as { data: { id: string } }).data.id;
  const signed = await request.post(`${baseURL()}/api/payments/sandbox/pay`, {
    data: { order_id: orderId, outcome: 'success' },
  });
  const verify = await request.post(`${baseURL()}/api/payments/verify`, {
    headers,
    data: ((await signed.json()) as { data: unknown }).data,
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

/** The number's messages in the dev WhatsApp outbox, newest first. */
export async function whatsappOutbox(request: APIRequestContext, mobile: string): Promise<WhatsAppMessage[]> {
  const res = await request.get(`${baseURL()}/api/dev/whatsapp?mobile=${mobile}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: WhatsAppMessage[] }).data;
}

/** The booking confirmation template once the outbox drain (every 250 ms in e2e) has sent it. */
export async function bookingConfirmation(
  request: APIRequestContext,
  mobile: string,
): Promise<WhatsAppMessage> {
  let found: WhatsAppMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await whatsappOutbox(request, mobile)).find((m) => m.template === 'booking_confirmation');
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A quick-reply button tap as the Cloud API's webhook delivers it, and its X-Hub-Signature-256. */
export function buttonReply(mobile: string, messageId: string, button: { text: string; payload: string }) {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: { messages: [{ from: `91${mobile}`, id: messageId, type: 'button', button }] },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP_APP_SECRET).update(raw).digest('hex')}`;
  return { raw, signature };
}

/** POSTs a webhook body to the API with the given signature; answers the status. */
export async function postWebhook(
  request: APIRequestContext,
  raw: string,
  signature: string,
): Promise<number> {
  const res = await request.post(`${baseURL()}/api/webhooks/whatsapp`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: raw,
  });
  return res.status();
}
