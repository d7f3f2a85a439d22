// Issue 30 point 4 in Chromium: a WhatsApp "Cancel" reply outside the cancel window cancels the session and returns
// its credit. A new patient turns WhatsApp on in their profile, books and pays one online session with Dr. Rahul
// Mehta 14–19 days ahead (far outside the 24 h window; no other journey books those days), and taps Cancel on the
// booking confirmation in the dev WhatsApp outbox (a signed webhook reply, as Meta sends it). The chat answers that
// the credit is back; the patient area shows the session cancelled and one session to schedule; that credit books
// the freed time again. A replay of the same reply changes nothing. Screenshot (390 px) in e2e/artifacts/whatsapp/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import {
  baseURL,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginOnPage,
  SECOND_DOCTOR,
  test,
  VIEWPORTS,
} from '../support';
import { dayName, weekdayAhead } from '../support/days';
import { PATHS, to } from '../support/paths';
import {
  accessToken,
  bookAndPay,
  bookingConfirmation,
  buttonReply,
  freeSlot,
  postWebhook,
  turnOnWhatsApp,
  whatsappOutbox,
} from '../support/whatsapp';

test.use({ viewport: VIEWPORTS.phone });

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/whatsapp');
const DAY = weekdayAhead(14, 19);
const CANCELLED_ANSWER =
  /^Your session on .* is cancelled\. Its credit is back in your account: book a new time whenever you like\.$/;

const mobile = freshMobile('8');
const patient = { id: mobile, name: 'WhatsApp Cancel', email: `whatsapp.cancel.${mobile}@example.in` };

interface PatientSessions {
  data: { id: string; start: string | null; status: string }[];
  credits: { order_id: string; remaining: number; scheduled: number }[];
}

async function sessionsOf(request: APIRequestContext, token: string): Promise<PatientSessions> {
  const res = await request.get(`${baseURL()}/api/users/${mobile}/appointments`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PatientSessions;
}

test('a WhatsApp Cancel reply outside the window cancels the session and gives its credit back', async ({
  page,
  request,
}) => {
  await page.goto(PATHS.patientLogin);
  await loginOnPage(page, request, patient);
  await page.waitForURL(`**${to.patientDashboard(mobile)}`);
  await turnOnWhatsApp(page, mobile);

  const start = await freeSlot(request, SECOND_DOCTOR.publicId, DAY);
  const token = await accessToken(page);
  await bookAndPay(request, token, patient, { start, doctorPublicId: SECOND_DOCTOR.publicId });
  const confirmation = await bookingConfirmation(request, mobile);
  expect(confirmation.message).toContain(`with ${SECOND_DOCTOR.name} is booked for`);
  const cancel = confirmation.buttons.find((b) => b.text === 'Cancel');
  expect(cancel?.payload).toMatch(/^cancel:/);

  await page.goto(to.patientDashboard(mobile));
  const main = page.locator('main');
  const credits = main.getByLabel('Session credits');
  const onDay = main.getByRole('listitem').filter({ hasText: dayName(DAY) });
  await expect(credits).toContainText('1 of 1 session scheduled');
  await expect(onDay.getByRole('button', { name: /^Cancel the session of / })).toHaveCount(1);

  const reply = buttonReply(mobile, `wamid.e2e.cancel.${mobile}`, cancel!);
  expect(await postWebhook(request, reply.raw, reply.signature)).toBe(200);
  await expect
    .poll(async () => (await whatsappOutbox(request, mobile)).map((m) => m.message))
    .toContainEqual(expect.stringMatching(CANCELLED_ANSWER));
  const afterCancel = await sessionsOf(request, token);
  expect(afterCancel.data.map((s) => s.status)).toEqual(['cancelled']);
  expect(afterCancel.credits).toMatchObject([{ remaining: 1, scheduled: 0 }]);
  // Meta delivers a message again when unsure it arrived: the same id changes nothing and is not answered twice.
  expect(await postWebhook(request, reply.raw, reply.signature)).toBe(200);
  expect(await sessionsOf(request, token)).toEqual(afterCancel);

  await page.reload();
  await expect(credits).toContainText('0 of 1 session scheduled · 1 to schedule');
  await expect(credits.getByRole('button', { name: 'Schedule session 1 of 1' })).toBeVisible();
  const cancelled = onDay.filter({ hasText: 'Cancelled' });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText(`With ${SECOND_DOCTOR.name}`);
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  await expect(main.getByText('No upcoming appointments.')).toBeVisible();
  await expectNoA11yViolations(page);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, '03-cancelled-credit-back-390.png'), fullPage: true });
  const answers = (await whatsappOutbox(request, mobile)).filter((m) => CANCELLED_ANSWER.test(m.message));
  expect(answers).toHaveLength(1);

  // The credit books the freed time again: the call the credits' Schedule makes (its picker shows 14 days, and
  // this time lies beyond them).
  const booked = await request.post(`${baseURL()}/api/appointments`, {
    headers: { authorization: `Bearer ${token}` },
    data: { order_id: afterCancel.credits[0]!.order_id, start, doctor_id: SECOND_DOCTOR.publicId },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await page.reload();
  await expect(credits).toContainText('1 of 1 session scheduled');
  await expect(onDay.getByRole('button', { name: /^Cancel the session of / })).toHaveCount(1);
  await expect(onDay.filter({ hasText: 'Cancelled' })).toHaveCount(1);
});
