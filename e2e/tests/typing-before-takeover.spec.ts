// Form pages arrive prerendered and are usable before the app starts: what a visitor types then
// must survive the app taking the page over (shell/src/prerender/takeover.ts hands it to React),
// with the focus and the caret where they were. A slow phone is imitated with a 4× slower CPU, and
// the shell's main script is held back until the typing is done, so it surely happens first.
import type { BrowserContext } from '@playwright/test';
import { DEMO_DOCTOR, expect, recordAlerts, test, VIEWPORTS } from '../support';
import { appTookOver, focusedField, PRERENDERED_ROOT, slowPageHoldingTheApp } from '../support/takeover';

test.use({ viewport: VIEWPORTS.phone });

test('typing into /booking before the app starts is kept, with the focus and the caret', async ({
  context,
}) => {
  const { page, startApp } = await slowPageHoldingTheApp(context);
  await page.goto('/booking', { waitUntil: 'domcontentloaded' });
  await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
  const main = page.locator('main');
  await main.getByLabel('Name').pressSequentially('Asha Rao');
  await main.getByLabel('Email').pressSequentially('asha@example.in');
  await main.getByLabel('Problem').selectOption('Back pain');
  await main.getByLabel(/^Home treatment/).check();
  await main.getByLabel('Name').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(PRERENDERED_ROOT), 'the app must not have started yet').toHaveCount(1);

  startApp();
  await appTookOver(page);
  await expect(main.getByLabel('Name')).toHaveValue('Asha Rao');
  await expect(main.getByLabel('Email')).toHaveValue('asha@example.in');
  await expect(main.getByLabel('Problem')).toHaveValue('Back pain');
  // The choice reached the app: it shows the fields home treatment needs.
  await expect(main.getByLabel(/^Home treatment/)).toBeChecked();
  await expect(main.getByLabel('Address')).toBeVisible();
  expect(await focusedField(page)).toEqual({ label: 'Name', caret: 2 });
  // The app holds the values (not only the DOM): typing goes on at the caret, and the draft it
  // saves on every change has them.
  await page.keyboard.type('-');
  await expect(main.getByLabel('Name')).toHaveValue('As-ha Rao');
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('physio.bookingDraft') ?? '{}'));
  expect(draft).toMatchObject({
    name: 'As-ha Rao',
    email: 'asha@example.in',
    description: 'Back pain',
    mode: 'home',
  });
  await page.close();
});

/** /dashboard/login on a slow phone, the app held back, the demo doctor's id and password typed in. */
async function doctorLoginTypedBeforeTheApp(context: BrowserContext) {
  const { page, startApp } = await slowPageHoldingTheApp(context);
  await page.goto('/dashboard/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
  const main = page.locator('main');
  await main.getByLabel('Mobile number').pressSequentially(DEMO_DOCTOR.id);
  await main.getByLabel('Password').pressSequentially(DEMO_DOCTOR.password);
  return { page, startApp, main };
}

test('typing into /dashboard/login before the app starts logs in once it has', async ({ context }) => {
  const { page, startApp, main } = await doctorLoginTypedBeforeTheApp(context);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(PRERENDERED_ROOT), 'the app must not have started yet').toHaveCount(1);

  startApp();
  await appTookOver(page);
  await expect(main.getByLabel('Mobile number')).toHaveValue(DEMO_DOCTOR.id);
  await expect(main.getByLabel('Password')).toHaveValue(DEMO_DOCTOR.password);
  expect(await focusedField(page)).toEqual({ label: 'Password', caret: DEMO_DOCTOR.password.length - 1 });
  // The login form's own state has them: submitting logs the doctor in.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
  await page.close();
});

test('Login tapped on /dashboard/login before the app starts is not lost: the app submits it once it has', async ({
  context,
}) => {
  const { page, startApp, main } = await doctorLoginTypedBeforeTheApp(context);
  await main.getByRole('button', { name: 'Login' }).click();
  // Held: the browser would have sent the fields in the URL.
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.locator(PRERENDERED_ROOT), 'the app must not have started yet').toHaveCount(1);

  startApp();
  // The app submits the held tap with the values handed over: the doctor lands on the dashboard.
  await expect(page).toHaveURL(/\/dashboard\?patients$/);
  await page.close();
});

test('typing into /user/login, where the server sent a logged-out /c/{id}, is kept through the alert', async ({
  context,
}) => {
  const { page, startApp } = await slowPageHoldingTheApp(context);
  const alerts = recordAlerts(page);
  await page.goto('/c/9876543210', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/user\/login\?from=%2Fc%2F9876543210$/);
  await expect(page.locator(PRERENDERED_ROOT)).toHaveCount(1);
  const main = page.locator('main');
  await main.getByLabel('Name', { exact: true }).pressSequentially('Ravi Kumar');
  await main.getByLabel('Email', { exact: true }).pressSequentially('ravi@example.in');
  await main.getByLabel('Name', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(PRERENDERED_ROOT), 'the app must not have started yet').toHaveCount(1);

  startApp();
  await appTookOver(page);
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(alerts).toEqual(['You have to login first!']);
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue('ravi@example.in');
  expect(await focusedField(page)).toEqual({ label: 'Name', caret: 'Ravi Kumar'.length - 1 });
  await page.close();
});
