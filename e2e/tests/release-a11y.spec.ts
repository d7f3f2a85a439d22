// Accessibility across the whole site: axe on every route of spec §2 as the people who use it see it
// (a visitor, a patient with a paid booking, the doctor), and a first booking completed with the
// keyboard alone, from the form to the sandbox checkout's Success.
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_DOCTOR,
  expect,
  expectNoA11yViolations,
  fillBookingForm,
  freshMobile,
  latestOtp,
  loginDoctor,
  loginInModal,
  newWatchedPage,
  payInSandbox,
  SPEC_ROUTES,
  test,
  VIEWPORTS,
} from '../support';
import { PATHS } from '../support/paths';

const pathOf = (url: string) => new URL(url, 'http://site').pathname;
/** Routes a visitor cannot see as themselves: they need a session or navigation state. */
const needsSomeone = (url: string) =>
  ['/confirmbooking', '/confirmbookingphysio', '/bookphysio'].includes(pathOf(url)) ||
  pathOf(url).startsWith('/c/');
const VISITOR_ROUTES = SPEC_ROUTES.filter(
  (r) => r.anonymousPath === pathOf(r.url) && !needsSomeone(r.url) && !r.url.includes('#'),
);

/** Checks a page once its main content has a heading (the remote rendered, no spinner only). */
async function checkPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoA11yViolations(page);
}

test.describe('axe on every route', () => {
  test.slow();

  test('as a visitor: public pages, booking, results, logins and the 404 page', async ({ page }) => {
    for (const route of VISITOR_ROUTES) await checkPage(page, route.url);
    await checkPage(page, '/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('as a patient with a paid first booking: the patient area, book-physio and both confirmations', async ({
    browser,
    request,
  }) => {
    const { page, errors } = await newWatchedPage(browser, VIEWPORTS.phone);
    const main = page.locator('main');
    const id = freshMobile('6');
    await page.goto(PATHS.booking);
    await fillBookingForm(main, { name: 'Latha Axe', email: `latha.${id}@example.in` }, { quantity: 1 });
    await loginInModal(page, request, id);
    await page.waitForURL('**/confirmbooking');
    await expectNoA11yViolations(page);
    await payInSandbox(page, main, 'Success');
    await page.waitForURL('**/thankyou?**', { timeout: 20_000 });

    for (const url of [
      `/user/dashboard/${id}`,
      `/user/profile/${id}`,
      `/user/orders/${id}`,
      `/user/prescription/${id}`,
      '/bookphysio',
      `/c/${id}`,
    ])
      await checkPage(page, url);
    await main.getByRole('button', { name: 'BOOK NOW' }).click();
    await page.waitForURL('**/confirmbookingphysio');
    await expect(main.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("as the doctor: dashboard tabs, a patient's pages with the doctor's tools, profile and payouts", async ({
    browser,
  }) => {
    const { page, errors } = await newWatchedPage(browser, VIEWPORTS.desktop);
    await loginDoctor(page);
    const patient = '9876543210';
    for (const url of [
      '/dashboard?appointments',
      '/dashboard?patients',
      '/dashboard?coupons',
      `/user/dashboard/${patient}`,
      `/user/bookings/${patient}`,
      `/user/orders/${patient}`,
      `/doctor/profile/${DEMO_DOCTOR.id}`,
      `/doctor/${DEMO_DOCTOR.id}/payout`,
    ])
      await checkPage(page, url);
    await page
      .locator('main')
      .getByRole('link', { name: /^Paid ₹/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/doctor\/payout\/payment\?id=/);
    await expect(page.locator('main dl')).toBeVisible();
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Presses Tab (Shift+Tab with back) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab never reached ${String(target)}`).toBeFocused();
}

test('a first booking completed with the keyboard alone', async ({ page, request }) => {
  test.slow();
  const mobile = freshMobile('7');
  const email = `keys.${mobile}@example.in`;
  const main = page.locator('main');
  await page.goto(PATHS.home);
  // From the top of the page: skip link, then the navigation's Booking button.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booking' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking$/);

  await tabTo(page, main.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Keyboard Kumar');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown'); // Back pain
  await expect(main.getByLabel('Problem', { exact: true })).toHaveValue('Back pain');
  await tabTo(page, main.getByRole('radio', { name: /online/i }));
  await page.keyboard.press('ArrowDown'); // Home treatment
  await expect(main.getByRole('radio', { name: /home/i })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 MG Road, Bengaluru');
  await page.keyboard.press('Tab');
  await page.keyboard.type('560001');
  await tabTo(page, main.getByRole('button', { name: 'Let us call you to fix a time' }));
  await page.keyboard.press('Enter');
  await tabTo(page, main.getByRole('button', { name: 'Book Now' }));
  await page.keyboard.press('Enter');

  const mobileDialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await expect(mobileDialog).toBeVisible();
  await tabTo(page, mobileDialog.getByRole('textbox', { name: 'Mobile Number' }));
  await page.keyboard.type(mobile);
  const since = new Date(Date.now() - 1000);
  await tabTo(page, mobileDialog.getByRole('button', { name: 'GET OTP' }));
  await page.keyboard.press('Enter');
  const codeDialog = page.getByRole('dialog', { name: 'Enter the one-time code' });
  await expect(codeDialog.getByLabel('Digit 1 of 6')).toBeFocused();
  await page.keyboard.type(await latestOtp(request, mobile, { since }));
  await tabTo(page, codeDialog.getByRole('button', { name: 'VERIFY' }));
  await page.keyboard.press('Enter');

  await page.waitForURL('**/confirmbooking');
  await expect(main.getByText('12 MG Road, Bengaluru')).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Success' }) });
  await expect(checkout.getByRole('button', { name: 'Success' })).toBeFocused({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/thankyou?**', { timeout: 20_000 });
  await expect(main.getByTestId('email')).toHaveText(email);
});
