// Doctor login, sign-up and the doctor-only guards, against the real API (spec §2, §5, §8).
import {
  DEMO_DOCTOR as DOCTOR,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginDoctor,
  test,
  VIEWPORTS,
} from '../support';
import { PATHS, to } from '../support/paths';

test.describe('doctor login', () => {
  // The browser logs the API's 401 for a wrong password as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a wrong password raises "Error while Logging In!" and keeps the form', async ({ page }) => {
    await page.goto(PATHS.doctorLogin);
    const main = page.locator('main');
    // Another id than the demo doctor's, so its count of wrong passwords (10 lock it) stays untouched.
    await main.getByLabel('Mobile number').fill('9000000099');
    await main.getByLabel('Password').fill('not-the-password');
    const dialog = page.waitForEvent('dialog');
    await main.getByRole('button', { name: 'Login' }).click();
    const alert = await dialog;
    expect(alert.message()).toBe('Error while Logging In!');
    await alert.accept();
    await expect(page).toHaveURL(/\/dashboard\/login$/);
    await expect(main.getByLabel('Mobile number')).toHaveValue('9000000099');
  });

  test('both fields are required and the mobile number is numeric', async ({ page }) => {
    await page.goto(PATHS.doctorLogin);
    const main = page.locator('main');
    await expect(main.getByLabel('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    await main.getByRole('button', { name: 'Login' }).click();
    await expect(main.getByText('Enter your mobile number')).toBeVisible();
    await expect(main.getByText('Enter your password')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/login$/);
  });

  test('success lands on /dashboard?patients; logout returns to the doctor login', async ({ page }) => {
    await loginDoctor(page);
    const main = page.locator('main');
    await expect(main.getByText(`Welcome, ${DOCTOR.name}`)).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Patients' })).toHaveAttribute('aria-selected', 'true');

    // A stored doctor record sends the login page back to where the doctor was.
    await page.goto(PATHS.doctorLogin);
    await expect(page).not.toHaveURL(/\/dashboard\/login$/);

    await page.goto(`${PATHS.dashboard}?patients`);
    await main.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/dashboard\/login$/);
    // PreviousLogger is now "doctor": a protected page sends to the doctor login.
    await page.goto(to.doctorProfile('9000000001'));
    await expect(page).toHaveURL(/\/dashboard\/login$/);
  });
});

test.describe('doctor-only routes for an anonymous visitor', () => {
  for (const url of ['/dashboard', '/dashboard?coupons', '/user/bookings/9876543210']) {
    test(`${url} redirects to /dashboard/login`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/dashboard\/login$/);
      await expect(page.locator('main').getByRole('heading', { name: 'Doctor Login' })).toBeVisible();
    });
  }

  for (const url of ['/doctor/profile/9000000001', '/doctor/9000000001/payout', '/doctor/payout/payment']) {
    test(`${url} redirects to the patient login when nobody logged in before`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/user\/login$/);
    });
  }
});

test('sign up ends in a pending approval message', async ({ page }) => {
  await page.goto(PATHS.doctorLogin);
  await page.locator('main').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register as a physiotherapist' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Enter a valid Name')).toBeVisible();
  await dialog.getByLabel('Full name').fill('Dr. E2E Tester');
  await dialog.getByLabel('Email').fill(`e2e.${Date.now()}@example.com`);
  await dialog.getByLabel('Mobile number').fill(freshMobile('7'));
  await dialog.getByLabel('Gender').selectOption('other');
  await dialog.getByLabel('Date of birth').fill('1990-05-17');
  await dialog.getByLabel('Password').fill('Str0ng-pass!');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(/pending approval/)).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  await expect(dialog).toBeHidden();
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`the login page is axe clean at ${viewport.width}px (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(PATHS.doctorLogin);
    await expect(page.locator('main').getByRole('heading', { name: 'Doctor Login' })).toBeVisible();
    await expect(page).toHaveTitle(/Doctor Login/);
    await expectNoA11yViolations(page);
    const box = await page.locator('main').getByRole('button', { name: 'Sign Up' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
  });
}
