// Issue 28 point 1 in Chromium: a patient books a course of 6 weekly sessions with Dr. Asha Rao from the booking
// page. The third week's time was taken first by another patient (through the API, so the collision is certain):
// "Repeat weekly" previews the six, the taken one comes with the nearest free times, the patient accepts the first,
// pays once in the sandbox and finds the six sessions, marked "Series n/6", in the patient area. Then the patient
// moves the third "and all later" to another day (the first shift whose four new times are all free) and the list
// shows sessions 3 to 6 at their new times.
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  baseURL,
  DEMO_DOCTOR,
  doctorToken,
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
import { clockPattern, dayChip, dayName } from '../support/days';
import { PATHS, to } from '../support/paths';

test.slow();
test.use({ viewport: VIEWPORTS.phone });

const SHOTS = 'artifacts/series';
const WEEK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;
const ist = (ms: number) => `${new Date(ms + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;
const dateOf = (start: string) => ist(Date.parse(start)).slice(0, 10);
const hhmmOf = (start: string) => ist(Date.parse(start)).slice(11, 16);

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

/** The patient's series sessions from n on, in order, as Dr. Asha Rao's list has them. */
async function seriesFrom(request: APIRequestContext, patientId: string, n: number): Promise<string[]> {
  const res = await request.get(`${baseURL()}/api/appointments`, {
    headers: { authorization: `Bearer ${await doctorToken(request)}` },
    params: { doctor_id: DEMO_DOCTOR.id },
  });
  expect(res.status(), await res.text()).toBe(200);
  type Row = { patient_id: string; start: string; status: string; series?: { position: number } | null };
  return ((await res.json()) as { data: Row[] }).data
    .filter((a) => a.patient_id === patientId && a.status === 'scheduled' && (a.series?.position ?? 0) >= n)
    .sort((a, b) => a.series!.position - b.series!.position)
    .map((a) => a.start);
}

/**
 * The first shift (a day or two later, else earlier) whose new times for all these sessions are free with
 * Dr. Asha Rao (Sundays and other journeys' bookings rule some out): the new times, in order.
 */
async function freeShift(request: APIRequestContext, starts: string[]): Promise<string[]> {
  const from = dateOf(ist(Date.parse(starts[0]!) - 2 * DAY_MS));
  const to = dateOf(ist(Date.parse(starts.at(-1)!) + 2 * DAY_MS));
  const res = await request.get(`${baseURL()}/api/slots`, {
    params: { from, to, mode: 'online', doctor_id: DEMO_DOCTOR.publicId },
  });
  expect(res.status(), await res.text()).toBe(200);
  const free = new Set(
    ((await res.json()) as { data: { start: string }[] }).data.map((s) => Date.parse(s.start)),
  );
  for (const days of [1, 2, -1, -2]) {
    const moved = starts.map((s) => Date.parse(s) + days * DAY_MS);
    if (moved.every((ms) => free.has(ms))) return moved.map(ist);
  }
  throw new Error(`no free shift of ${starts.join(', ')}`);
}

/** The patient's card of series session n. */
const seriesCard = (main: Locator, n: number) =>
  main.getByRole('listitem').filter({ hasText: new RegExp(`Series ${n}/6`) });

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

  // Session 3 and all later ones move by the same shift.
  const before = await seriesFrom(request, patient.id, 3);
  expect(before).toHaveLength(4);
  const after = await freeShift(request, before);
  const card = seriesCard(main, 3);
  await card.getByRole('button', { name: /^Reschedule the session of / }).click();
  const newDay = dateOf(after[0]!);
  const chip = dayChip(card, newDay);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const time = card.getByRole('group', { name: `Free times on ${dayName(newDay)}` }).getByRole('button', {
    name: new RegExp(`^${clockPattern(hhmmOf(after[0]!))} with ${DEMO_DOCTOR.name}$`),
  });
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('radio', { name: 'This and all later sessions' }).check();
  await expect(card).toContainText('every later session of the series still booked moves');
  await expectNoA11yViolations(page);
  await card.screenshot({ path: `${SHOTS}/move.png` });
  await card.getByRole('button', { name: 'Move this and all later sessions' }).click();
  await expect(main.getByText('4 sessions moved.')).toBeVisible({ timeout: 15_000 });
  for (const [i, start] of after.entries())
    await expect(seriesCard(main, i + 3)).toContainText(
      new RegExp(`${dayName(dateOf(start))}, ${clockPattern(hhmmOf(start))} –`),
    );
  const stored = await seriesFrom(request, patient.id, 3);
  expect(stored.map(Date.parse)).toEqual(after.map(Date.parse));
  await main.screenshot({ path: `${SHOTS}/moved.png` });
});
