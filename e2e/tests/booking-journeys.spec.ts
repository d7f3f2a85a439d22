// Patient journeys of issue 7 against the real API: one-time codes from the dev outbox, the sandbox
// checkout's Success / Failure buttons, the book-physio plan with a coupon, and the patient area.
import {
  applyCoupon,
  DEMO_PATIENT,
  expect,
  expectNoA11yViolations,
  fillBookingForm,
  freshMobile,
  inr,
  loginInModal,
  loginOnPage,
  payInSandbox,
  recordAlerts,
  test,
  VIEWPORTS,
} from '../support';
import { PATHS, to } from '../support/paths';

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`booking at ${viewport.width}px (${device})`, () => {
    test.use({ viewport });
    // Whole journeys with several axe runs: more than the default minute on a loaded 2-core machine.
    test.slow();

    test('a first booking paid with Success lands on /thankyou, then home', async ({ page, request }) => {
      const alerts = recordAlerts(page);
      const mobile = freshMobile();
      const email = `e2e.${mobile}@example.in`;
      await page.goto(PATHS.booking);
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
      await page.goto(to.patientOrders(mobile));
      const order = main
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ hasText: 'Booking · Paid' });
      await expect(order).toContainText(inr.format(898.2));
      // Its receipt, with the same amount.
      await expect(main.getByRole('region', { name: 'Receipts' })).toContainText(`Paid ${inr.format(898.2)}`);
      await expectNoA11yViolations(page);
    });

    test('a first booking paid with Failure lands on /paymentfailed with a way back', async ({
      page,
      request,
    }) => {
      const mobile = freshMobile();
      await page.goto(PATHS.booking);
      const main = page.locator('main');
      await fillBookingForm(main, { name: 'E2E Failure', email: `fail.${mobile}@example.in` });
      await loginInModal(page, request, mobile);
      await page.waitForURL('**/confirmbooking');
      await expect(main.getByTestId('total')).toHaveText(inr.format(998));
      await payInSandbox(page, main, 'Failure');
      await page.waitForURL('**/paymentfailed**', { timeout: 20_000 });
      await expect(main.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
      await expectNoA11yViolations(page);
      // The way back keeps the booking: its confirmation page with the same problem and quantity.
      await main.getByRole('link', { name: 'Change the booking' }).click();
      await page.waitForURL('**/confirmbooking');
      await expect(main.getByTestId('total')).toHaveText(inr.format(998));
      await expect(main.getByLabel('Booking details')).toContainText('Back pain');
    });

    test('the demo patient pays the plan through /c/{id} with HALFOFF', async ({ page, request }) => {
      const alerts = recordAlerts(page);
      const main = page.locator('main');
      await page.goto(to.bookPhysioFor(DEMO_PATIENT.id));
      // Not logged in: the spec's alert, then the login page, then back to the plan.
      await page.waitForURL('**/user/login');
      expect(alerts).toEqual(['You have to login first!']);
      await expectNoA11yViolations(page);
      await loginOnPage(page, request, DEMO_PATIENT);
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
      await page.goto(to.patientOrders(DEMO_PATIENT.id));
      await expect(main.getByText('Treatment plan · Paid').first()).toBeVisible();
      await expect(main.getByText(`${half} (coupon HALFOFF, 50% off)`).first()).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(to.patientDashboard(DEMO_PATIENT.id));
      await expect(main.getByRole('link', { name: 'Book sessions' })).toHaveAttribute(
        'href',
        `/c/${DEMO_PATIENT.id}`,
      );
      await expect(main.getByRole('heading', { name: 'Upcoming appointments' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(to.patientPrescription(DEMO_PATIENT.id));
      await expect(main.getByRole('heading', { name: 'Prescriptions' })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(to.patientProfile(DEMO_PATIENT.id));
      await expect(main.getByRole('button', { name: 'Edit details' })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('book-physio guards: a short id is not registered', async ({ page }) => {
      const alerts = recordAlerts(page);
      await page.goto(to.bookPhysioFor('12345'));
      await page.waitForURL('**/booking');
      expect(alerts).toEqual(['Patient ID is not Registered.']);
    });

    test('/confirmbooking without booking details returns to /booking', async ({ page }) => {
      await page.goto(PATHS.confirmBooking);
      await page.waitForURL('**/booking');
      await expect(page.locator('main').getByRole('heading', { name: 'Book a session' })).toBeVisible();
    });
  });
}
