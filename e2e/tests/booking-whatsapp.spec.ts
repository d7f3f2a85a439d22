// Issue 30 point 1 in Chromium: a new patient logs in, turns WhatsApp messages on in the patient area's profile
// (keyboard only, 390 px), books and pays a session, and the booking confirmation reaches the dev WhatsApp outbox as
// the approved template with Confirm / Reschedule / Cancel naming that session; no confirmation SMS goes out. The
// patient taps Confirm (a signed webhook reply, as Meta sends it) and the doctor's week view shows the session
// confirmed. Screenshots (390 px) go to e2e/artifacts/whatsapp/ (ignored by git).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
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

test('a patient opts in to WhatsApp in their profile and gets the booking confirmation there', async ({
  page,
  request,
}) => {
  await page.goto(PATHS.patientLogin);
  await loginOnPage(page, request, patient);
  await page.waitForURL(`**${to.patientDashboard(mobile)}`);
  const toggle = await turnOnWhatsApp(page, mobile);
  const main = page.locator('main');
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

  // The first free online time of the demo doctor 20–27 days ahead (no other journey books those days).
  start = await freeSlot(request, DEMO_DOCTOR.publicId, weekdayAhead(20, 27));
  await bookAndPay(request, await accessToken(page), patient, {
    start,
    doctorPublicId: DEMO_DOCTOR.publicId,
  });
  const confirmation = await bookingConfirmation(request, mobile);
  expect(confirmation).toMatchObject({
    message: expect.stringContaining(`with ${DEMO_DOCTOR.name} is booked for`),
    buttons: [
      { text: 'Confirm', payload: expect.stringMatching(/^confirm:/) },
      { text: 'Reschedule', payload: expect.stringMatching(/^reschedule:/) },
      { text: 'Cancel', payload: expect.stringMatching(/^cancel:/) },
    ],
  });
  confirmPayload = confirmation.buttons[0]!.payload;
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
  const { raw, signature } = buttonReply(mobile, `wamid.e2e${mobile}`, {
    text: 'Confirm',
    payload: confirmPayload,
  });
  expect(await postWebhook(request, raw, `sha256=${'0'.repeat(64)}`)).toBe(401);
  expect(await postWebhook(request, raw, signature)).toBe(200);
  // The answer in the chat, a session text through the outbox.
  await expect
    .poll(async () => (await whatsappOutbox(request, mobile)).map((m) => m.message))
    .toContainEqual(expect.stringMatching(/^Thank you\. Your session on .* is confirmed\. See you then\.$/));

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
