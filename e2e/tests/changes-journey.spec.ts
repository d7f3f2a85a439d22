// Issue 18 in Chromium: a patient books 3 sessions with a real slot, schedules a second one from the credits,
// moves one, cancels the other, and asks for the unused sessions' money back; the doctor's payout balance drops by
// their 70 % share of the refund (a new ledger line, shown on the payout page), and the receipts of the payment
// and of the refund open in the patient area with the right figures. Each step also reaches the patient by e-mail
// (the console provider's dev outbox).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  baseURL,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginDoctor,
  loginInModal,
  payInSandbox,
  SECOND_DOCTOR,
  test,
  VIEWPORTS,
} from '../support';
import { dayChip, dayName, weekdayAhead } from '../support/days';
import { to, PATHS } from '../support/paths';

const PRICE_PAISE = 49_900;
const SHARE_PERCENT = 70;

/**
 * A weekday 3–8 days ahead (outside both change windows, inside the picker's 14 days) when Dr. Rahul Mehta works
 * online 10:00–13:30 in 30 min sessions. The scheduling journey books his times 9–13 days ahead, so they never meet.
 */
const DAY = { date: weekdayAhead(3, 8) };
const clock = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}\\s?${h < 12 ? 'am' : 'pm'}`;
};
/** The time button of the shown day: "10:00 am with Dr. Rahul Mehta". */
const timeButton = (scope: Locator, hhmm: string) =>
  scope.getByRole('button', { name: new RegExp(`^${clock(hhmm)} with ${SECOND_DOCTOR.name}$`, 'i') });

test.describe.configure({ mode: 'serial' });
test.slow();
test.use({ viewport: VIEWPORTS.desktop });

const patient = { mobile: freshMobile('7'), name: 'Changes Journey' };
const email = `e2e.${patient.mobile}@example.in`;

/** The picker inside `scope`: the journey's day chip, then its free times. */
async function pickTime(scope: Locator, hhmm: string) {
  const chip = dayChip(scope, DAY.date);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const button = timeButton(scope.getByRole('group', { name: `Free times on ${dayName(DAY.date)}` }), hhmm);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function doctorBalanceRupees(request: APIRequestContext): Promise<number> {
  const login = await request.post(`${baseURL()}/api/doctors/login`, {
    data: { id: SECOND_DOCTOR.id, password: SECOND_DOCTOR.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = (login.headers()['authorization'] ?? '').replace(/^Bearer\s+/i, '');
  const sum = await request.get(`${baseURL()}/api/appointments/${SECOND_DOCTOR.id}/sum`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sum.status()).toBe(200);
  return ((await sum.json()) as { data: number }).data;
}

async function emailSubjects(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`${baseURL()}/api/dev/email`, { params: { to: email } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { subject: string }[] }).data.map((m) => m.subject);
}

const upcoming = (main: Locator) => main.getByRole('listitem').filter({ hasText: SECOND_DOCTOR.name });
const sessionAt = (main: Locator, hhmm: string) =>
  upcoming(main).filter({ hasText: new RegExp(`${clock(hhmm)} –`, 'i') });

async function openPatientArea(page: Page): Promise<Locator> {
  await page.goto(to.patientDashboard(patient.mobile));
  const main = page.locator('main');
  await expect(main.getByLabel('Session credits')).toBeVisible();
  return main;
}

async function book(page: Page, request: APIRequestContext) {
  await page.goto(PATHS.booking);
  const main = page.locator('main');
  await main.getByLabel('Name', { exact: true }).fill(patient.name);
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Quantity (sessions)').fill('3');
  await main.getByLabel('Problem', { exact: true }).selectOption('Back pain');
  await main
    .getByRole('group', { name: 'Physiotherapist' })
    .getByRole('radio', { name: SECOND_DOCTOR.name })
    .check();
  await pickTime(main, '10:00');
  await main.getByRole('button', { name: 'Book Now' }).click();
  await loginInModal(page, request, patient.mobile);
  await page.waitForURL('**/confirmbooking');
  await payInSandbox(page, main, 'Success');
  await page.waitForURL('**/thankyou?**', { timeout: 20_000 });

  const area = await openPatientArea(page);
  await expect(area.getByLabel('Session credits')).toContainText('1 of 3 sessions scheduled');
  await expect(sessionAt(area, '10:00')).toHaveCount(1);
}

async function scheduleAndMove(page: Page) {
  const main = await openPatientArea(page);
  const credits = main.getByLabel('Session credits');
  await credits.getByRole('button', { name: 'Schedule session 2 of 3' }).click();
  await pickTime(credits, '10:30');
  await credits.getByRole('button', { name: 'Schedule this time' }).click();
  await expect(credits).toContainText('2 of 3 sessions scheduled');
  await expect(sessionAt(main, '10:30')).toHaveCount(1);

  const first = sessionAt(main, '10:00');
  await first.getByRole('button', { name: /^Reschedule the session of / }).click();
  const picker = main.getByRole('group', { name: 'Choose the new time' });
  await pickTime(picker, '11:00');
  await main.getByRole('button', { name: 'Move to this time' }).click();
  await expect(sessionAt(main, '11:00')).toHaveCount(1);
  await expect(sessionAt(main, '10:00')).toHaveCount(0);
  await expect(credits).toContainText('2 of 3 sessions scheduled');
  await expectNoA11yViolations(page);
}

async function cancelOne(page: Page) {
  const main = await openPatientArea(page);
  await sessionAt(main, '10:30')
    .getByRole('button', { name: /^Cancel the session of / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await dialog.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByLabel('Session credits')).toContainText('1 of 3 sessions scheduled');
  // It moves to the history, marked cancelled, with no controls left.
  const cancelled = sessionAt(main, '10:30');
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled.getByRole('button', { name: /^(Reschedule|Cancel) the session/ })).toHaveCount(0);
}

async function refund(page: Page, request: APIRequestContext) {
  const before = await doctorBalanceRupees(request);
  const main = await openPatientArea(page);
  const credits = main.getByLabel('Session credits');
  await credits.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund unused sessions' });
  await expect(dialog).toContainText('for the 2 unused sessions of this order will be refunded');
  await dialog.getByRole('button', { name: /^Refund ₹/ }).click();
  const refunded = 2 * PRICE_PAISE; // no coupon: 2 of 3 sessions of 3 × ₹499
  await expect(credits).toContainText(/₹998\.00 for 2 sessions · Refunded/);
  await expect(credits).toContainText(/Receipt REF-\d{4}-\d{6}/);

  const after = await doctorBalanceRupees(request);
  const share = Math.floor((refunded * SHARE_PERCENT) / 100); // 69 860 paise
  expect(Math.round((before - after) * 100)).toBe(share);

  // The outbox drain sends them within moments of each change.
  await expect
    .poll(() => emailSubjects(request))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/confirm/i),
        expect.stringMatching(/moved|reschedul/i),
        expect.stringMatching(/cancel/i),
        expect.stringMatching(/refund/i),
      ]),
    );
}

async function receipts(page: Page) {
  await page.goto(to.patientOrders(patient.mobile));
  const list = page.getByRole('region', { name: 'Receipts' });
  const payment = list.getByRole('button', { name: /^Open receipt PAY-/ });
  await expect(payment).toHaveCount(1);
  await payment.click();
  let dialog = page.getByRole('dialog');
  const paid = dialog.getByLabel(/^Payment receipt PAY-\d{4}-\d{6}$/);
  await expect(paid).toContainText('3 × ₹499.00 = ₹1,497.00');
  await expect(paid).toContainText('Amount paid: ₹1,497.00');
  await expect(paid).toContainText(/Order ID\s*order_/);
  await expect(paid).toContainText('Physiotherapy services — exempt from GST');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await list.getByRole('button', { name: /^Open receipt REF-/ }).click();
  dialog = page.getByRole('dialog');
  const refundReceipt = dialog.getByLabel(/^Refund receipt REF-\d{4}-\d{6}$/);
  await expect(refundReceipt).toContainText('2 × ₹499.00 = ₹998.00');
  await expect(refundReceipt).toContainText('Amount refunded: ₹998.00');
  await expect(refundReceipt).toContainText('Physiotherapy services — exempt from GST');
}

test('a patient books 3 sessions, schedules, moves, cancels, gets the unused refunded and opens the receipts', async ({
  page,
  request,
}) => {
  await test.step('book 3 sessions with a real slot and pay', () => book(page, request));
  await test.step('schedule a second session from the credits, then move the first', () =>
    scheduleAndMove(page));
  await test.step('cancel one session: its credit comes back', () => cancelOne(page));
  await test.step('refund the 2 unused sessions: the doctor keeps 70 % less of them', () =>
    refund(page, request));
  await test.step('the receipts of the payment and of the refund show the right figures', () =>
    receipts(page));
});

test("the doctor's payout page shows the refund as a negative line", async ({ page }) => {
  await loginDoctor(page, SECOND_DOCTOR);
  await page.goto(to.doctorPayout(SECOND_DOCTOR.id));
  const lines = page.getByRole('list', { name: 'Earnings lines' });
  // The refund's line: its own negative amount (the order's line above it is untouched).
  const refundLine = lines.getByRole('listitem').filter({ hasText: '-₹698.60' });
  await expect(refundLine).toHaveCount(1);
  await expect(refundLine).toContainText('Refund');
  // Whose refund and what it was, not a bare order id (issue 26).
  await expect(refundLine).toContainText(/Refund to .+ · 2 sessions · ₹998\.00 refunded · your 70 %/);
  await expect(refundLine).toContainText('In the balance');
});
