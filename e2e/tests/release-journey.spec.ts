// The product as one journey across all three remotes and the API on PostgreSQL: a new patient books,
// verifies, applies a coupon and pays; the doctor finds them by name and sets a treatment plan; the
// patient pays the plan through their booking link; the doctor's payout balance grows by her share of
// the plan; a failed payment leaves no paid order behind. Each step is photographed into
// e2e/artifacts/journey/ (kept by CI, ignored by git).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  applyCoupon,
  expect,
  expectNoA11yViolations,
  fillBookingForm,
  freshMobile,
  inr,
  loginDoctor,
  loginInModal,
  newWatchedPage,
  payInSandbox,
  test,
  VIEWPORTS,
} from '../support';
import { PATHS, to } from '../support/paths';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/journey');
/** The doctor's share of a paid order (the API's PAYOUT_SHARE_PERCENT default). */
const SHARE = 0.7;

test.describe.configure({ mode: 'serial' });
test.slow();

let patient: Page;
let doctor: Page;
let patientErrors: string[] = [];
let doctorErrors: string[] = [];
let shot = 0;
const mobile = freshMobile('8');
const who = { name: `Meera Journey ${mobile.slice(-4)}`, email: `meera.${mobile}@example.in` };
const first = { sessions: 2, perSession: 499, coupon: 'WELCOME10', discount: 10 };
const plan = { sessions: 3, perSession: 800 };
const paise = (rupees: number) => Math.round(rupees * 100);
const firstPaid = paise((first.sessions * first.perSession * (100 - first.discount)) / 100);
const planPaid = paise(plan.sessions * plan.perSession);
let balanceBefore = 0;
let balanceAfterFirst = 0;

async function snap(page: Page, step: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  shot += 1;
  // A full-page shot draws the sticky header where the viewport is: from the top it sits over no content.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(ARTIFACTS, `${String(shot).padStart(2, '0')}-${step}.png`),
    fullPage: true,
  });
}

/** The doctor's payout balance in paise, read from their profile page's balance card. */
async function payoutBalance(): Promise<number> {
  await doctor.goto(to.doctorProfile('9000000001'));
  const card = doctor.locator('main').getByRole('link', { name: /Payout balance/ });
  await expect(card).toContainText('₹');
  const text = (await card.locator('strong').innerText()).replace(/[^\d.]/g, '');
  return paise(Number(text));
}

test.beforeAll(async ({ browser }) => {
  ({ page: patient, errors: patientErrors } = await newWatchedPage(browser, VIEWPORTS.phone));
  ({ page: doctor, errors: doctorErrors } = await newWatchedPage(browser, VIEWPORTS.desktop));
  await loginDoctor(doctor);
  balanceBefore = await payoutBalance();
});
test.afterAll(async () => {
  await patient?.context().close();
  await doctor?.context().close();
});
test.afterEach(() => {
  expect(patientErrors.splice(0), "the patient's page logged errors").toEqual([]);
  expect(doctorErrors.splice(0), "the doctor's page logged errors").toEqual([]);
});

test('a new patient books two sessions, verifies the code, applies WELCOME10 and pays', async ({
  request,
}) => {
  const main = patient.locator('main');
  await patient.goto(PATHS.home);
  await main.getByRole('link', { name: 'Book Appointment' }).first().click();
  await expect(patient).toHaveURL(/\/booking$/);
  // With the doctor who then finds the patient and sets the plan (a call-back would go to the least busy one).
  await fillBookingForm(main, who, {
    quantity: first.sessions,
    problem: 'Knee pain',
    doctor: 'Dr. Asha Rao',
  });
  await snap(patient, 'booking-form');
  await loginInModal(patient, request, mobile);

  await patient.waitForURL('**/confirmbooking');
  await expect(main.getByTestId('total')).toHaveText(inr.format(first.sessions * first.perSession));
  await applyCoupon(main, first.coupon);
  await expect(main.getByTestId('total')).toContainText(inr.format(firstPaid / 100));
  await snap(patient, 'coupon-applied');

  await payInSandbox(patient, main, 'Success');
  await patient.waitForURL('**/thankyou?**', { timeout: 20_000 });
  await expect(main.getByTestId('email')).toHaveText(who.email);
  await snap(patient, 'thank-you');

  await patient.goto(to.patientOrders(mobile));
  const order = main
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: 'Booking · Paid' });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(
    `${inr.format(firstPaid / 100)} (coupon ${first.coupon}, ${first.discount}% off)`,
  );
  await expect(order).toContainText(/pay_/);
  await snap(patient, 'orders-after-first-booking');
});

test('the doctor finds the patient by name and sets a treatment plan', async () => {
  balanceAfterFirst = await payoutBalance();
  const main = doctor.locator('main');
  await doctor.goto(`${PATHS.dashboard}?patients`);
  await main.getByLabel('Patient name').fill(who.name.toLowerCase().slice(0, 12));
  await main.getByRole('button', { name: 'Submit' }).click();
  const view = main.getByRole('table').getByRole('link', { name: `View ${who.name}` });
  await expect(view).toBeVisible();
  await snap(doctor, 'doctor-search');
  await view.click();
  await expect(doctor).toHaveURL(new RegExp(`/user/dashboard/${mobile}$`));

  await main.getByLabel('Sessions').fill(String(plan.sessions));
  await main.getByLabel('Price per session (₹)').fill(String(plan.perSession));
  await main.getByRole('button', { name: 'Save plan' }).click();
  await expect(
    main.getByText(`Treatment plan saved: ${plan.sessions} sessions at ${inr.format(plan.perSession)} each.`),
  ).toBeVisible();
  // The patient's own plan card on the same page (the booking remote) shows the new plan too.
  await expect(main.locator('dl[aria-label="Treatment plan"]')).toContainText(inr.format(planPaid / 100));
  await expect(main.getByLabel("Patient's booking link")).toHaveValue(new RegExp(`/c/${mobile}$`));
  await snap(doctor, 'plan-saved');
});

test('the patient pays the plan through their booking link', async () => {
  const main = patient.locator('main');
  await patient.goto(to.bookPhysioFor(mobile));
  await expect(main.getByTestId('plan-amount')).toHaveText(inr.format(planPaid / 100));
  await snap(patient, 'book-physio');
  await main.getByRole('button', { name: 'BOOK NOW' }).click();
  await patient.waitForURL('**/confirmbookingphysio');
  await expect(main.getByTestId('total')).toHaveText(inr.format(planPaid / 100));
  await payInSandbox(patient, main, 'Success');
  await patient.waitForURL('**/paymentsuccessphysio?**', { timeout: 20_000 });
  await expect(main.getByTestId('amount')).toContainText(inr.format(planPaid / 100));
  await snap(patient, 'plan-paid');
  await expectNoA11yViolations(patient);
});

test("the doctor's payout balance grows by the share of the plan she set", async () => {
  // The first booking went to the least-loaded doctor (her or a colleague, depending on what earlier
  // suites booked); the plan's sessions are hers, since she wrote the plan.
  const firstShare = balanceAfterFirst - balanceBefore;
  expect([0, Math.round(firstPaid * SHARE)]).toContain(firstShare);
  expect(await payoutBalance()).toBe(balanceAfterFirst + Math.round(planPaid * SHARE));
  await snap(doctor, 'payout-balance');
});

test('a failed payment leaves no paid order and no payout', async () => {
  const main = patient.locator('main');
  const balance = await payoutBalance();
  await patient.goto(to.bookPhysioFor(mobile));
  await main.getByRole('button', { name: 'BOOK NOW' }).click();
  await patient.waitForURL('**/confirmbookingphysio');
  await payInSandbox(patient, main, 'Failure');
  await patient.waitForURL('**/paymentfailed**', { timeout: 20_000 });
  await expect(main.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await snap(patient, 'payment-failed');

  await patient.goto(to.patientOrders(mobile));
  // The orders only: the receipts list below them names each payment too.
  const orders = main.getByRole('list', { name: 'Orders' });
  await expect(
    orders.getByRole('listitem').filter({ hasText: 'Treatment plan · Payment failed' }),
  ).toHaveCount(1);
  await expect(orders.getByRole('listitem').filter({ hasText: '· Paid' })).toHaveCount(2);
  await snap(patient, 'orders-after-failure');
  expect(await payoutBalance()).toBe(balance);
});
