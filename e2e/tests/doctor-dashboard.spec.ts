// The doctor dashboard against the real API: patient search three ways and the whole coupon life cycle.
// One login for the file (the API allows 20 logins a minute from one address), so the tests share one page and
// run in order.
import type { Page } from '@playwright/test';
import {
  baseURL,
  DEMO_PATIENT as PATIENT,
  expect,
  expectNoA11yViolations,
  loginDoctor,
  newWatchedPage,
  patientToken,
  test,
  VIEWPORTS,
} from '../support';
import { PATHS } from '../support/paths';

test.describe.configure({ mode: 'serial' });

let page: Page;
let errors: string[] = [];

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser }) => {
  // Expected failed loads. 404: an unknown patient's name; 403: a search by exact id asks for the whole profile first, and a
  // patient not under this doctor's care answers NOT_YOUR_PATIENT before the name alone is read
  // (mf-doctor patientForDoctor.ts).
  ({ page, errors } = await newWatchedPage(browser, VIEWPORTS.desktop, [/status of 404/, /status of 403/]));
  await loginDoctor(page);
});
test.afterAll(async () => {
  await page?.context().close();
});
test.afterEach(() => {
  expect(errors.splice(0), 'the page logged errors').toEqual([]);
});

const main = () => page.locator('main');
const submit = () => main().getByRole('button', { name: 'Submit' }).click();

test.describe('patient search', () => {
  test('by name: empty, unknown, then found with a View link', async () => {
    await page.goto(`${PATHS.dashboard}?patients`);
    await submit();
    await expect(main().getByText('Enter the name before submitting!')).toBeVisible();

    await main().getByLabel('Patient name').fill('Zzqx Nobody');
    await submit();
    await expect(main().getByText('No patient with this name')).toBeVisible();

    await main().getByLabel('Patient name').fill('Ravi');
    await submit();
    const table = main().getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Email ID' })).toBeVisible();
    const view = table.getByRole('link', { name: `View ${PATIENT.name}` });
    await expect(view).toHaveAttribute('href', `/user/dashboard/${PATIENT.id}`);
    await expectNoA11yViolations(page);
  });

  test("by id: empty, unknown (the server's message), then found", async () => {
    await page.goto(`${PATHS.dashboard}?patients`);
    await main().getByRole('radio', { name: 'Patient ID' }).check();
    await submit();
    await expect(main().getByText('Enter the name before submitting!')).toBeVisible();

    await main().getByLabel('Patient ID (10-digit mobile number)').fill('9999999999');
    await submit();
    const alert = main().getByRole('alert').filter({ hasNotText: 'Enter the' });
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(main().getByRole('table')).toHaveCount(0);

    await main().getByLabel('Patient ID (10-digit mobile number)').fill(PATIENT.id);
    await submit();
    await expect(main().getByRole('table').getByText(PATIENT.name)).toBeVisible();
  });

  test('by date range: both dates required, start not after end, then the patients of the period', async () => {
    await page.goto(`${PATHS.dashboard}?patients`);
    await main().getByRole('radio', { name: 'Date range' }).check();
    await submit();
    await expect(main().getByText('Enter the start date before submitting!')).toBeVisible();
    await main().getByLabel('From date').fill(isoDaysAgo(0));
    await submit();
    await expect(main().getByText('Enter the end date before submitting!')).toBeVisible();
    await main().getByLabel('To date').fill(isoDaysAgo(10));
    await submit();
    await expect(main().getByText('Start date cannot be after end date!')).toBeVisible();

    await main().getByLabel('From date').fill(isoDaysAgo(120));
    await main().getByLabel('To date').fill(isoDaysAgo(0));
    await submit();
    await expect(main().getByRole('table').getByText(PATIENT.name)).toBeVisible();
    await main()
      .getByRole('table')
      .getByRole('link', { name: `View ${PATIENT.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/user/dashboard/${PATIENT.id}$`));
  });
});

test.describe('coupons', () => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  test('create: rules of spec §5, code uppercased, then "Coupon Added Successfully"', async () => {
    await page.goto(`${PATHS.dashboard}?coupons`);
    const form = main().getByRole('form', { name: 'Create coupon' });
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(form.getByText('Enter Coupon Code')).toBeVisible();
    await expect(form.getByText('Enter Discount Percentage')).toBeVisible();

    await form.getByLabel('Coupon code').fill(code.toLowerCase());
    await expect(form.getByLabel('Coupon code')).toHaveValue(code);
    await form.getByLabel('Discount percentage').fill('120');
    await form.getByLabel('Start date').fill(isoDaysAgo(0));
    await form.getByLabel('End date').fill(isoDaysAgo(5));
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(form.getByText('Enter Valid Discount Percentage')).toBeVisible();
    await expect(form.getByText('Start date cannot be after end date!')).toBeVisible();

    await form.getByLabel('Discount percentage').fill('25');
    await form.getByLabel('End date').fill(isoDaysAgo(-30));
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(form.getByText('Coupon Added Successfully')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('search finds it; update changes the discount with the code read-only', async () => {
    await page.goto(`${PATHS.dashboard}?coupons`);
    await main().getByRole('radio', { name: 'Search Coupon' }).check();
    await main().getByLabel('Coupon code').fill(code.toLowerCase());
    await main().getByRole('button', { name: 'Search', exact: true }).click();
    await expect(main().getByRole('heading', { name: code })).toBeVisible();
    await expect(main().getByText('25%')).toBeVisible();

    await main()
      .getByRole('button', { name: `Update ${code}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update coupon' });
    await expect(dialog.getByLabel('Coupon code')).toHaveJSProperty('readOnly', true);
    await dialog.getByLabel('Discount percentage').fill('30');
    await dialog.getByRole('button', { name: 'Update Coupon' }).click();
    await expect(dialog).toBeHidden();
    await expect(main().getByText('Coupon Updated Successfully')).toBeVisible();
    // The view reloaded after the action.
    await expect(main().getByText('30%')).toBeVisible();
  });

  test('expire through the confirmation dialog: "Coupon Expired Successfully", then inactive', async () => {
    await main()
      .getByRole('button', { name: `Expire ${code}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Expire coupon' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Expire' }).click();
    await expect(main().getByText('Coupon Expired Successfully')).toBeVisible();
    await expect(main().getByText('Inactive')).toBeVisible();
    await expect(main().getByRole('button', { name: `Expire ${code}` })).toHaveCount(0);
  });

  test('an expired coupon is unusable for a patient (what the booking page shows as "Invalid Coupon")', async ({
    request,
  }) => {
    const token = await patientToken(request);
    const res = await request.get(`${baseURL()}/api/dashboard/coupons?coupon_code=${code}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { data } = (await res.json()) as { data: { active: boolean; status: string } };
    expect(data).toMatchObject({ active: false, status: 'inactive' });
  });

  test('delete through the same dialog: "Coupon Deleted Successfully", then it no longer exists', async () => {
    await main()
      .getByRole('button', { name: `Delete ${code}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete coupon' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(main().getByRole('heading', { name: code })).toBeVisible();

    await main()
      .getByRole('button', { name: `Delete ${code}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete coupon' }).getByRole('button', { name: 'Delete' }).click();
    await expect(main().getByText('Coupon Deleted Successfully')).toBeVisible();
    await expect(main().getByText("Coupon doesn't exists...")).toBeVisible();
  });

  test('view: page sizes 5, 10, 15 (default 10) and previous disabled on the first page', async () => {
    await page.goto(`${PATHS.dashboard}?coupons`);
    await main().getByRole('radio', { name: 'View Coupons' }).check();
    const size = main().getByLabel('Coupons per page');
    await expect(size).toHaveValue('10');
    await expect(size.locator('option')).toHaveText(['5', '10', '15']);
    // The demo coupons exist, so the first page is never empty.
    await expect(main().getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await expect(main().getByRole('button', { name: 'Previous' })).toBeDisabled();
    await size.selectOption('5');
    await expect(main().getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('the tabs follow the query string; the appointments tab lists the demo appointment as past', async () => {
  await page.goto(`${PATHS.dashboard}?appointments`);
  await expect(main().getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
  const past = main().getByRole('region', { name: 'Past' });
  await expect(past.getByText('Completed').first()).toBeVisible();
  await expect(past.getByText(PATIENT.name).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await main().getByRole('tab', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/dashboard\?coupons$/);
  await main().getByRole('tab', { name: 'Coupons' }).press('ArrowRight');
  await expect(page).toHaveURL(/\/dashboard\?packages$/);
  await main().getByRole('tab', { name: 'Packages' }).press('ArrowRight');
  await expect(page).toHaveURL(/\/dashboard\?hours$/);
  // The last tab (the doctor's hours, issue 17) wraps round to the first.
  await main().getByRole('tab', { name: 'Hours' }).press('ArrowRight');
  await expect(page).toHaveURL(/\/dashboard\?appointments$/);
});

test('the dashboard works at 390 px', async () => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${PATHS.dashboard}?patients`);
  await main().getByLabel('Patient name').fill('Ravi');
  await submit();
  await expect(main().getByRole('link', { name: `View ${PATIENT.name}` })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
  await page.goto(`${PATHS.dashboard}?coupons`);
  await main().getByRole('radio', { name: 'View Coupons' }).check();
  await expect(main().getByText(/^1–\d+ of \d+$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.desktop);
});
