// Issue 28 point 1 in Chromium: a patient books a course of 6 weekly sessions with Dr. Asha Rao from the booking
// page. The third week's time was taken first by another patient (through the API, so the collision is certain):
// "Repeat weekly" previews the six, the taken one comes with the nearest free times, the patient accepts the first,
// pays once in the sandbox and finds the six sessions, marked "Series n/6", in the patient area.
import type { APIRequestContext } from '@playwright/test';
import {
  baseURL,
  DEMO_DOCTOR,
  expect,
  expectNoA11yViolations,
  fillBookingForm,
  freshMobile,
  loginInModal,
  patientToken,
  payInSandbox,
  test,
  VIEWPORTS,
} from '../support';
import { PATHS, to } from '../support/paths';

test.slow();
test.use({ viewport: VIEWPORTS.phone });

const SHOTS = 'artifacts/series';
const WEEK_MS = 7 * 86_400_000;
const ist = (ms: number) => `${new Date(ms + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;

/** Dr. Asha Rao's first free online time: the one fillBookingForm picks for her. */
async function firstFreeTime(request: APIRequestContext): Promise<string> {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const last = new Date(Date.now() + 330 * 60_000 + 13 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`${baseURL()}/api/slots`, {
    params: { from: today, to: last, mode: 'online', doctor_id: DEMO_DOCTOR.publicId },
  });
  const slots = ((await res.json()) as { data: { start: string }[] }).data;
  expect(slots.length).toBeGreaterThan(0);
  return slots[0]!.start;
}

/** Another patient books and pays for this time through the API. */
async function takenByAnother(request: APIRequestContext, start: string): Promise<void> {
  const other = { id: freshMobile('7'), name: 'Other Patient', email: '' };
  other.email = `e2e.${other.id}@example.in`;
  const headers = { authorization: `Bearer ${await patientToken(request, other)}` };
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
      slot: { start, doctor_id: DEMO_DOCTOR.publicId },
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const signed = await request.post(`${baseURL()}/api/payments/sandbox/pay`, {
    data: { order_id: ((await order.json()) as { data: { id: string } }).data.id, outcome: 'success' },
  });
  const verify = await request.post(`${baseURL()}/api/payments/verify`, {
    headers,
    data: ((await signed.json()) as { data: unknown }).data,
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

test('a patient books 6 weekly sessions, accepts an alternative for the taken one and pays once', async ({
  page,
  request,
}) => {
  const first = await firstFreeTime(request);
  const third = ist(Date.parse(first) + 2 * WEEK_MS);
  await takenByAnother(request, third);

  const patient = { id: freshMobile('9'), name: 'Series Patient', email: '' };
  patient.email = `e2e.${patient.id}@example.in`;
  await page.goto(PATHS.booking);
  const main = page.locator('main');
  await fillBookingForm(main, patient, { quantity: 6, doctor: DEMO_DOCTOR.name });
  await loginInModal(page, request, patient.id);
  await page.waitForURL('**/confirmbooking');

  await main.getByRole('checkbox', { name: /^Repeat weekly \(6 sessions at / }).check();
  const sessions = main.getByRole('list', { name: 'Sessions of the series' });
  await expect(sessions.getByRole('listitem')).toHaveCount(6);
  const taken = sessions.getByRole('group', { name: /is taken/ });
  await expect(taken).toHaveCount(1);
  await expect(
    main.getByText('Please choose another time or drop each session that is taken.').first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await main.screenshot({ path: `${SHOTS}/preview.png` });
  await taken.getByRole('radio').first().check();
  await expect(main.getByTestId('total')).toBeVisible();

  await payInSandbox(page, main, 'Success');
  await page.waitForURL('**/thankyou?**', { timeout: 20_000 });

  await page.goto(to.patientDashboard(patient.id));
  const upcoming = main.getByRole('listitem').filter({ hasText: /Series \d\/6/ });
  await expect(upcoming).toHaveCount(6, { timeout: 15_000 });
  for (let n = 1; n <= 6; n++) await expect(main.getByText(`Series ${n}/6`)).toBeVisible();
  await expectNoA11yViolations(page);
  await main.screenshot({ path: `${SHOTS}/patient-area.png` });
});
