// Patient journeys of issue 7 against the real API: one-time codes from the dev outbox, the sandbox
// checkout's Success / Failure buttons, the book-physio plan with a coupon, and the patient area.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, latestOtp, test, VIEWPORTS } from '../support';

// The seeded demo patient (api/src/services/seed.ts). Logging in stores the name and e-mail typed, so the
// journey types the seeded ones: the doctor suites that follow look the patient up by that name.
const DEMO_PATIENT = { id: '9876543210', name: 'Ravi Kumar', email: 'ravi.kumar@example.com' };
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** A mobile number no other test uses: 10 digits starting with 9. */
function freshMobile(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Accepts every alert and remembers its text. */
function recordAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function fillBookingForm(main: Locator, who: { name: string; email: string }) {
  await main.getByLabel('Name', { exact: true }).fill(who.name);
  await main.getByLabel('Email', { exact: true }).fill(who.email);
  await main.getByLabel('Quantity (sessions)').fill('2');
  await main.getByLabel('Problem', { exact: true }).selectOption('Back pain');
  await main.getByRole('button', { name: 'Book Now' }).click();
}

/** Types the code from the dev outbox into the six boxes and presses VERIFY. */
async function enterCode(
  page: Page,
  scope: Locator,
  request: APIRequestContext,
  mobile: string,
  since: Date,
) {
  const code = await latestOtp(request, mobile, { since });
  await scope.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await scope.getByRole('button', { name: 'VERIFY' }).click();
}

async function loginInModal(page: Page, request: APIRequestContext, mobile: string) {
  const mobileDialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await expect(mobileDialog).toBeVisible();
  await mobileDialog.getByRole('button', { name: 'GET OTP' }).click();
  await expect(mobileDialog.getByText('Enter a Valid Mobile Number')).toBeVisible();
  await mobileDialog.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  const since = new Date(Date.now() - 1000);
  await mobileDialog.getByRole('button', { name: 'GET OTP' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter the one-time code' });
  await expect(codeDialog).toBeVisible();
  await expect(codeDialog.getByRole('timer')).toContainText('Resend code in');
  await expectNoA11yViolations(page);
  await enterCode(page, codeDialog, request, mobile, since);
}

async function applyCoupon(main: Locator, code: string) {
  await main.getByLabel('Coupon code').fill(code.toLowerCase());
  await expect(main.getByLabel('Coupon code')).toHaveValue(code);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText('Applied Successfully')).toBeVisible();
}

/** Pay, then press Success or Failure in the sandbox checkout dialog. */
async function payInSandbox(page: Page, main: Locator, outcome: 'Success' | 'Failure') {
  await main.getByRole('button', { name: 'Pay', exact: true }).click();
  const checkout = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: outcome, exact: true }) });
  await expect(checkout).toBeVisible({ timeout: 15_000 });
  await checkout.getByRole('button', { name: outcome, exact: true }).click();
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`booking at ${viewport.width}px (${device})`, () => {
    test.use({ viewport });
    // Whole journeys with several axe runs: more than the default minute on a loaded 2-core machine.
    test.slow();

    test('a first booking paid with Success lands on /thankyou, then home', async ({ page, request }) => {
      const alerts = recordAlerts(page);
      const mobile = freshMobile();
      const email = `e2e.${mobile}@example.in`;
      await page.goto('/booking');
      const main = page.locator('main');
      await expect(main.getByRole('heading', { name: 'Book a session' })).toBeVisible();
      await expectNoA11yViolations(page);

      await main.getByRole('button', { name: 'Book Now' }).click();
      await expect(main.getByText('Enter a valid Name')).toBeVisible();
      await expect(main.getByText('Select problem')).toBeVisible();

      await fillBookingForm(main, { name: 'E2E Patient', email });
      await loginInModal(page, request, mobile);

      await page.waitForURL('**/confirmbooking');
      await expect(main.getByTestId('total')).toHaveText(inr.format(998));
      await applyCoupon(main, 'WELCOME10');
      await expect(main.getByTestId('total')).toContainText(inr.format(898.2));
      await expect(main.getByTestId('total').locator('s')).toHaveText(inr.format(998));
      await expectNoA11yViolations(page);

      await payInSandbox(page, main, 'Success');
      await page.waitForURL('**/thankyou?**', { timeout: 20_000 });
      await expect(main.getByTestId('email')).toHaveText(email);
      await expect(main.getByRole('timer')).toContainText('Taking you to the home page in');
      await expectNoA11yViolations(page);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      expect(alerts).toEqual([]);

      // The new order shows in the patient's area.
      await page.goto(`/user/orders/${mobile}`);
      await expect(main.getByText('Booking · Paid')).toBeVisible();
      await expect(main.getByText(inr.format(898.2), { exact: false })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('a first booking paid with Failure lands on /paymentfailed with a way back', async ({
      page,
      request,
    }) => {
      const mobile = freshMobile();
      await page.goto('/booking');
      const main = page.locator('main');
      await fillBookingForm(main, { name: 'E2E Failure', email: `fail.${mobile}@example.in` });
      await loginInModal(page, request, mobile);
      await page.waitForURL('**/confirmbooking');
      await expect(main.getByTestId('total')).toHaveText(inr.format(998));
      await payInSandbox(page, main, 'Failure');
      await page.waitForURL('**/paymentfailed**', { timeout: 20_000 });
      await expect(main.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
      await expectNoA11yViolations(page);
      await main.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL('**/booking');
    });

    test('the demo patient pays the plan through /c/{id} with HALFOFF', async ({ page, request }) => {
      const alerts = recordAlerts(page);
      const main = page.locator('main');
      await page.goto(`/c/${DEMO_PATIENT.id}`);
      // Not logged in: the spec's alert, then the login page, then back to the plan.
      await page.waitForURL('**/user/login');
      expect(alerts).toEqual(['You have to login first!']);
      await expectNoA11yViolations(page);
      await main.getByLabel('Name', { exact: true }).fill(DEMO_PATIENT.name);
      await main.getByLabel('Email', { exact: true }).fill(DEMO_PATIENT.email);
      await main.getByRole('textbox', { name: 'Mobile Number' }).fill(DEMO_PATIENT.id);
      const since = new Date(Date.now() - 1000);
      await main.getByRole('button', { name: 'GET OTP' }).click();
      await enterCode(page, main, request, DEMO_PATIENT.id, since);
      await page.waitForURL(`**/c/${DEMO_PATIENT.id}`);

      const plan = main.getByLabel('Treatment plan');
      await expect(main.getByTestId('plan-amount')).toBeVisible();
      const planText = await plan.innerText();
      const sessions = Number(/Sessions\s*(\d+)/.exec(planText)?.[1]);
      const price = Number(/Price per session\s*₹([\d,.]+)/.exec(planText)?.[1]?.replace(/,/g, ''));
      expect(sessions * price).toBeGreaterThan(0); // demo data: 6 × ₹650
      const full = inr.format(sessions * price);
      const half = inr.format(Math.round(sessions * price * 50) / 100);
      await expect(main.getByTestId('plan-amount')).toHaveText(full);
      await expectNoA11yViolations(page);

      await main.getByRole('button', { name: 'BOOK NOW' }).click();
      await page.waitForURL('**/confirmbookingphysio');
      await applyCoupon(main, 'HALFOFF');
      await expect(main.getByTestId('total')).toContainText(half);
      // Removing the coupon restores the plan price (not a literal 499), then apply again.
      await main.getByRole('button', { name: 'Remove coupon' }).click();
      await expect(main.getByTestId('total')).toHaveText(full);
      await applyCoupon(main, 'HALFOFF');
      await expectNoA11yViolations(page);

      await payInSandbox(page, main, 'Success');
      await page.waitForURL('**/paymentsuccessphysio?**', { timeout: 20_000 });
      await expect(main.getByTestId('amount')).toContainText(half);
      await expect(main.getByTestId('amount')).toContainText('HALFOFF');
      await expect(main.getByText(DEMO_PATIENT.id)).toBeVisible();
      await expect(main.getByText(/^pay_/)).toBeVisible();
      await expectNoA11yViolations(page);
      expect(alerts).toEqual(['You have to login first!']);

      // The patient area shows the paid plan.
      await page.goto(`/user/orders/${DEMO_PATIENT.id}`);
      await expect(main.getByText('Treatment plan · Paid').first()).toBeVisible();
      await expect(main.getByText(`${half} (coupon HALFOFF)`).first()).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(`/user/dashboard/${DEMO_PATIENT.id}`);
      await expect(main.getByRole('link', { name: 'Book sessions' })).toHaveAttribute(
        'href',
        `/c/${DEMO_PATIENT.id}`,
      );
      await expect(main.getByRole('heading', { name: 'Upcoming appointments' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(`/user/prescription/${DEMO_PATIENT.id}`);
      await expect(main.getByRole('heading', { name: 'Prescriptions' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(`/user/profile/${DEMO_PATIENT.id}`);
      await expect(main.getByRole('button', { name: 'Edit details' })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('book-physio guards: a short id is not registered', async ({ page }) => {
      const alerts = recordAlerts(page);
      await page.goto('/c/12345');
      await page.waitForURL('**/booking');
      expect(alerts).toEqual(['Patient ID is not Registered.']);
    });

    test('/confirmbooking without booking details returns to /booking', async ({ page }) => {
      await page.goto('/confirmbooking');
      await page.waitForURL('**/booking');
      await expect(page.locator('main').getByRole('heading', { name: 'Book a session' })).toBeVisible();
    });
  });
}
