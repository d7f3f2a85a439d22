// Issue 28 point 4 in Chromium: a patient who finds no time that suits them joins Dr. Asha Rao's waitlist from the
// booking page; another patient's session in that window is cancelled; the freed time reaches the waiting patient by
// SMS (the dev outbox) with a claim link; the link holds the time for them and they book and pay for it.
import type { APIRequestContext } from '@playwright/test';
import {
  baseURL,
  DEMO_DOCTOR,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginOnPage,
  patientToken,
  payInSandbox,
  test,
  VIEWPORTS,
} from '../support';
import { weekdayAhead } from '../support/days';
import { PATHS } from '../support/paths';

test.describe.configure({ mode: 'serial' });
test.slow();
test.use({ viewport: VIEWPORTS.phone });

/** Past the picker's 14 days, which the other journeys book: nothing else meets this day. */
const DAY = weekdayAhead(22, 28);
/** Each step's screen (ignored by git, kept by CI like the release journey's). */
const SHOTS = 'artifacts/waitlist';
const START = `${DAY}T12:00:00+05:30`;
const waiting = { id: freshMobile('8'), name: 'Waiting Patient', email: '' };
waiting.email = `e2e.${waiting.id}@example.in`;

/** Another patient books and pays for the 12:00 session of DAY through the API; answers its id and token. */
async function bookedByAnother(request: APIRequestContext): Promise<{ id: string; token: string }> {
  const other = { id: freshMobile('6'), name: 'Other Patient', email: '' };
  other.email = `e2e.${other.id}@example.in`;
  const token = await patientToken(request, other);
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post(`${baseURL()}/api/orders`, {
    headers,
    data: {
      kind: 'first_booking',
      name: other.name,
      email: other.email,
      patient_id: other.id,
      quantity: 1,
      price: 499,
      description: 'Back pain',
      booking: { mode: 'online' },
      slot: { start: START, doctor_id: DEMO_DOCTOR.publicId },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const providerOrderId = ((await order.json()) as { data: { id: string } }).data.id;
  const signed = await request.post(`${baseURL()}/api/payments/sandbox/pay`, {
    data: { order_id: providerOrderId, outcome: 'success' },
  });
  const verify = await request.post(`${baseURL()}/api/payments/verify`, {
    headers,
    data: ((await signed.json()) as { data: unknown }).data,
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const list = await request.get(`${baseURL()}/api/users/${other.id}/appointments`, { headers });
  const session = ((await list.json()) as { data: { id: string; start: string | null }[] }).data.find(
    (a) => a.start && Date.parse(a.start) === Date.parse(START),
  );
  expect(session).toBeTruthy();
  return { id: session!.id, token };
}

test('a waitlisted patient claims a freed slot from the link in the dev outbox and books it', async ({
  page,
  request,
}) => {
  const other = await bookedByAnother(request);

  // The waiting patient logs in, opens the booking page and joins the waitlist for that day's afternoon.
  await page.goto(PATHS.patientLogin);
  await loginOnPage(page, request, waiting);
  await page.waitForURL(/\/user\/dashboard\//);
  await page.goto(PATHS.booking);
  const main = page.locator('main');
  await main.getByRole('button', { name: 'None of these times suit you? Join the waitlist' }).click();
  const form = main.getByRole('group', { name: 'Join the waitlist' });
  // Her waitlist: the list starts with whoever has the earliest free time, which the journeys before this one move.
  await form.getByLabel('Physiotherapist').selectOption({ label: DEMO_DOCTOR.name });
  await form.getByLabel('From', { exact: true }).fill(DAY);
  await form.getByLabel('To', { exact: true }).fill(DAY);
  await form.getByRole('radio', { name: 'Afternoon (12 pm to 5 pm)' }).check();
  await expectNoA11yViolations(page);
  await form.screenshot({ path: `${SHOTS}/join.png` });
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(main.getByText('You are on the waitlist.')).toBeVisible();

  // The other patient cancels: the freed time is offered by SMS with the claim link.
  const cancelled = await request.post(`${baseURL()}/api/appointments/${other.id}/cancel`, {
    headers: { authorization: `Bearer ${other.token}` },
    data: {},
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${baseURL()}/api/dev/sms`, { params: { mobile: waiting.id } });
        const messages = ((await res.json()) as { data: { message: string }[] }).data;
        link =
          messages
            .map((m) => /https?:\/\/\S+\/waitlist\/claim\?token=[\w-]+/.exec(m.message)?.[0])
            .find(Boolean) ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  // The link: claim, then book and pay for the held time.
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(main.getByRole('heading', { name: `Online session with ${DEMO_DOCTOR.name}` })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/claim.png` });
  await main.getByRole('button', { name: 'Claim this time' }).click();
  await expect(main.getByText(/The time is held for you until/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/claimed.png` });
  await main.getByRole('button', { name: 'Book and pay for this time' }).click();
  await page.waitForURL(`**${PATHS.booking}`);
  await main.getByLabel('Quantity (sessions)').fill('1');
  await main.getByLabel('Problem', { exact: true }).selectOption('Back pain');
  await main.getByRole('button', { name: 'Book Now' }).click();
  await page.waitForURL('**/confirmbooking');
  await payInSandbox(page, main, 'Success');
  await page.waitForURL('**/thankyou?**', { timeout: 20_000 });

  // The doctor now sees the session at that time (read as the doctor: the patient's code was sent a moment ago).
  const login = await request.post(`${baseURL()}/api/doctors/login`, {
    data: { id: DEMO_DOCTOR.id, password: DEMO_DOCTOR.password },
  });
  const doctorToken = (login.headers()['authorization'] ?? '').replace(/^Bearer\s+/i, '');
  const list = await request.get(`${baseURL()}/api/users/${waiting.id}/appointments`, {
    headers: { authorization: `Bearer ${doctorToken}` },
  });
  expect(list.status(), await list.text()).toBe(200);
  const sessions = ((await list.json()) as { data: { start: string | null; status: string }[] }).data;
  expect(sessions.filter((s) => s.start && Date.parse(s.start) === Date.parse(START))).toEqual([
    expect.objectContaining({ status: 'scheduled' }),
  ]);
});
