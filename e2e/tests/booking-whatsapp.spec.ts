// Issue 30 point 1 in Chromium: a new patient logs in, turns WhatsApp messages on in the patient area's profile
// (keyboard only, 390 px), books and pays a session, and the booking confirmation reaches the dev WhatsApp outbox as
// the approved template with Confirm / Reschedule / Cancel naming that session; no confirmation SMS goes out. The
// patient taps Confirm (a signed webhook reply, as Meta sends it) and the doctor's week view shows the session
// confirmed. Screenshots (390 px) go to e2e/artifacts/whatsapp/ (ignored by git).
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  baseURL,
  DEMO_DOCTOR,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginDoctor,
  loginOnPage,
  test,
  VIEWPORTS,
} from '../support';
import { dayName, weekdayAhead } from '../support/days';
import { PATHS, to } from '../support/paths';
import { E2E_WHATSAPP_APP_SECRET } from '../support/stack';

test.use({ viewport: VIEWPORTS.phone });
test.describe.configure({ mode: 'serial' });

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/whatsapp');
async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
/** The booked session's start, and the Confirm payload of its WhatsApp confirmation. */
let start = '';
let confirmPayload = '';

const mobile = freshMobile('6');
const patient = { id: mobile, name: 'WhatsApp Journey', email: `whatsapp.${mobile}@example.in` };

/** The first free online time of the demo doctor 20–27 days ahead (no other journey books those days). */
async function freeSlot(request: APIRequestContext): Promise<string> {
  const from = weekdayAhead(20, 27);
  const res = await request.get(
    `${baseURL()}/api/slots?from=${from}&to=${from}&mode=online&doctor_id=${DEMO_DOCTOR.publicId}`,
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
async function accessToken(page: Page): Promise<string> {
  const res = await page.request.post(`${baseURL()}/api/token/refresh`, {
    headers: { 'x-requested-with': 'physio', origin: baseURL() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (res.headers()['authorization'] ?? '').replace(/^Bearer\s+/i, '');
}

/** An order for one session at `start`, paid through the sandbox checkout and the verification call. */
async function bookAndPay(request: APIRequestContext, token: string, start: string) {
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post(`${baseURL()}/api/orders`, {
    headers,
    data: {
      kind: 'first_booking',
      name: patient.name,
      email: patient.email,
      patient_id: mobile,
      quantity: 1,
      price: 499,
      description: 'Back pain',
      booking: { mode: 'online' },
      slot: { start, doctor_id: DEMO_DOCTOR.publicId },
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

test('a patient opts in to WhatsApp in their profile and gets the booking confirmation there', async ({
  page,
  request,
}) => {
  await page.goto(PATHS.patientLogin);
  await loginOnPage(page, request, patient);
  await page.waitForURL(`**${to.patientDashboard(mobile)}`);
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
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
  await snap(page, '01-profile-whatsapp-on-390');
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(toggle).toBeChecked();
  await expectNoA11yViolations(page);
  await snap(page, '01-profile-whatsapp-on-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await expect(main.getByRole('switch')).toBeChecked();

  start = await freeSlot(request);
  await bookAndPay(request, await accessToken(page), start);
  // The e2e API drains its outbox every 250 ms.
  await expect
    .poll(
      async () => {
        const res = await request.get(`${baseURL()}/api/dev/whatsapp?mobile=${mobile}`);
        const { data } = (await res.json()) as {
          data: { template: string | null; message: string; buttons: { text: string; payload: string }[] }[];
        };
        const found = data.find((m) => m.template === 'booking_confirmation');
        confirmPayload = found?.buttons[0]?.payload ?? '';
        return found ?? null;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({
      message: expect.stringContaining(`with ${DEMO_DOCTOR.name} is booked for`),
      buttons: [
        { text: 'Confirm', payload: expect.stringMatching(/^confirm:/) },
        { text: 'Reschedule', payload: expect.stringMatching(/^reschedule:/) },
        { text: 'Cancel', payload: expect.stringMatching(/^cancel:/) },
      ],
    });
  const sms = (await (await request.get(`${baseURL()}/api/dev/sms?mobile=${mobile}`)).json()) as {
    data: { message: string }[];
  };
  expect(sms.data.filter((m) => m.message.includes('received. Order ID'))).toEqual([]);
});

test('the patient taps Confirm in WhatsApp and the doctor’s week shows the session confirmed', async ({
  page,
  request,
}) => {
  expect(confirmPayload).toMatch(/^confirm:/);
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              messages: [
                {
                  from: `91${mobile}`,
                  id: `wamid.e2e${mobile}`,
                  type: 'button',
                  button: { text: 'Confirm', payload: confirmPayload },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP_APP_SECRET).update(raw).digest('hex')}`;
  const forged = await request.post(`${baseURL()}/api/webhooks/whatsapp`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
    data: raw,
  });
  expect(forged.status()).toBe(401);
  const signed = await request.post(`${baseURL()}/api/webhooks/whatsapp`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: raw,
  });
  expect(signed.status(), await signed.text()).toBe(200);

  await loginDoctor(page);
  const main = page.locator('main');
  await main.getByRole('tab', { name: 'Appointments' }).click();
  const week = main.getByRole('region', { name: 'This week' });
  const day = week.getByRole('listitem', { name: dayName(start.slice(0, 10)), exact: true });
  for (let i = 0; i < 5 && !(await day.isVisible()); i++)
    await week.getByRole('button', { name: 'Next week' }).click();
  const entry = day.getByRole('listitem').filter({ hasText: patient.name });
  await expect(entry).toContainText('Confirmed by patient');
  await entry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, '02-doctor-week-confirmed-390.png') });
});
