// Issue 28 point 2 in Chromium: Dr. Asha Rao puts a session package on sale from her dashboard; a new patient buys
// it from their patient area through the sandbox checkout (the server prices it); back on the dashboard its
// sessions show with their last day, and the patient books a session of Dr. Asha Rao from those credits.
import type { Locator } from '@playwright/test';
import {
  DEMO_DOCTOR,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginDoctor,
  loginOnPage,
  newWatchedPage,
  sandboxCheckout,
  test,
  VIEWPORTS,
} from '../support';
import { dayChip, dayName, weekdayAhead } from '../support/days';
import { PATHS } from '../support/paths';

test.describe.configure({ mode: 'serial' });
test.slow();

/** Inside the picker's 14 days; the journeys that book fixed days use 3–8 and 9–13 (Dr. Rahul Mehta) and 20–28. */
const DAY = weekdayAhead(10, 13);
const SHOTS = 'artifacts/packages';
const patient = { id: freshMobile('7'), name: 'Package Buyer', email: '' };
patient.email = `e2e.${patient.id}@example.in`;
const PACKAGE = `Knee course ${patient.id.slice(-4)}`;

async function snap(page: import('@playwright/test').Page, name: string, scope?: Locator) {
  await (scope ?? page).screenshot({ path: `${SHOTS}/${name}.png`, ...(scope ? {} : { fullPage: true }) });
}

test('a doctor’s package is bought with the sandbox checkout and a session is booked from its credits', async ({
  browser,
  page,
  request,
}) => {
  await test.step('the doctor puts a 3-session package on sale', async () => {
    // The doctor in a browser of their own: the patient's page below is another person's.
    const { page, errors } = await newWatchedPage(browser, VIEWPORTS.desktop);
    await loginDoctor(page, DEMO_DOCTOR);
    await page.goto('/dashboard?packages');
    const tab = page.getByRole('region', { name: 'Session packages' });
    await tab.getByLabel('Package name').fill(PACKAGE);
    await tab.getByLabel('Sessions', { exact: true }).fill('3');
    await tab.getByLabel('Price (₹)').fill('1500');
    await tab.getByLabel('Valid for (days)').fill('30');
    await tab.getByLabel('Sessions are').selectOption('online');
    // A bad count is refused on the page before anything is sent.
    await tab.getByLabel('Sessions', { exact: true }).fill('60');
    await tab.getByRole('button', { name: 'Put on sale' }).click();
    await expect(tab.getByText('A package has 1 to 50 sessions.')).toBeVisible();
    await tab.getByLabel('Sessions', { exact: true }).fill('3');
    await tab.getByRole('button', { name: 'Put on sale' }).click();
    await expect(tab.getByText('The package is on sale.')).toBeVisible();
    const list = tab.getByRole('list', { name: 'Your packages' });
    await expect(list).toContainText(PACKAGE);
    await expect(list).toContainText('3 sessions · ₹1,500.00 · valid 30 days');
    await expectNoA11yViolations(page);
    await snap(page, 'doctor-packages-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await snap(page, 'doctor-packages-390');
    expect(errors, 'the doctor’s page logged errors').toEqual([]);
    await page.context().close();
  });

  await test.step('the patient buys it through the sandbox checkout', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PATHS.patientLogin);
    await loginOnPage(page, request, patient);
    await page.waitForURL(/\/user\/dashboard\//);
    const main = page.locator('main');
    const shop = main.getByRole('list', { name: 'Session packages on sale' });
    const card = shop.getByRole('listitem').filter({ hasText: PACKAGE });
    await expect(card).toContainText(`3 sessions · ₹1,500.00 · valid 30 days · with ${DEMO_DOCTOR.name}`);
    await card.getByRole('button', { name: `Buy ${PACKAGE} with ${DEMO_DOCTOR.name}` }).click();
    await expectNoA11yViolations(page);
    await snap(page, 'patient-buy-390', card);
    await card.getByRole('button', { name: 'Pay ₹1,500.00' }).click();
    const checkout = sandboxCheckout(page);
    await expect(checkout).toBeVisible({ timeout: 15_000 });
    await expect(checkout).toContainText('1,500');
    await checkout.getByRole('button', { name: 'Success', exact: true }).click();
    await page.waitForURL(/\/user\/dashboard\/\d+\?bought=/, { timeout: 20_000 });
    await expect(main.getByText('Your package is paid.')).toBeVisible();
  });

  await test.step('its credits show their last day and book a session of the package’s doctor', async () => {
    const main = page.locator('main');
    const credits = main.getByLabel('Session credits');
    const mine = credits.getByRole('listitem').filter({ hasText: PACKAGE });
    await expect(mine).toContainText(`${PACKAGE}: 3 online sessions with ${DEMO_DOCTOR.name}`);
    await expect(mine).toContainText(/Use by \d{1,2} \w{3} \d{4}/);
    await expect(mine.getByRole('button', { name: 'Request a refund' })).toBeVisible();
    await snap(page, 'patient-credits-390', mine);
    await mine.getByRole('button', { name: 'Schedule session 1 of 3' }).click();
    const chip = dayChip(mine, DAY);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const times = mine.getByRole('group', { name: `Free times on ${dayName(DAY)}` });
    const first = times.getByRole('button', { name: new RegExp(`with ${DEMO_DOCTOR.name}$`) }).first();
    await first.click();
    await mine.getByRole('button', { name: 'Schedule this time' }).click();
    await expect(mine).toContainText('1 of 3 sessions scheduled');

    await expect(mine).not.toContainText('Schedule session 1 of 3');
    await expect(main.getByText(dayName(DAY)).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await snap(page, 'patient-dashboard-1280');
  });
});
