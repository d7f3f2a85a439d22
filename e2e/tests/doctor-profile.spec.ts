// Profile → payouts → payment detail, the doctor's patient tools (plan, booking link, prescription) and the
// patient's bookings page, at 390 px, against the real API. The plan set here is then charged by the server
// for the patient's own physio order. One login for the file: the tests share one page and run in order.
import type { Page } from '@playwright/test';
import {
  baseURL,
  DEMO_DOCTOR as DOCTOR,
  DEMO_PATIENT as PATIENT,
  expect,
  expectNoA11yViolations,
  loginDoctor,
  newWatchedPage,
  patientToken,
  test,
  VIEWPORTS,
} from '../support';
import { to } from '../support/paths';

test.describe.configure({ mode: 'serial' });

let page: Page;
let errors: string[] = [];

test.beforeAll(async ({ browser }) => {
  ({ page, errors } = await newWatchedPage(browser, VIEWPORTS.phone));
  await loginDoctor(page);
});
test.afterAll(async () => {
  await page?.context().close();
});
test.afterEach(() => {
  expect(errors.splice(0), 'the page logged errors').toEqual([]);
});

const main = () => page.locator('main');
const noSideScroll = async () =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );

test('profile → payout history → payment detail (and the ?id= fallback after a reload)', async () => {
  await main().getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/doctor/profile/${DOCTOR.id}$`));
  await expect(main().getByText(DOCTOR.name)).toBeVisible();
  await expect(main().getByText(`+91 ${DOCTOR.id}`)).toBeVisible();
  await expect(main().getByText('Date of birth')).toBeVisible();
  await expect(main().getByRole('textbox')).toHaveCount(0);
  const balance = main().getByRole('link', { name: /Payout balance/ });
  await expect(balance).toContainText('₹');
  await noSideScroll();
  await expectNoA11yViolations(page);

  await balance.click();
  await expect(page).toHaveURL(new RegExp(`/doctor/${DOCTOR.id}/payout$`));
  const cards = main().getByRole('link', { name: /^Paid ₹/ });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  await expectNoA11yViolations(page);

  await cards.first().click();
  await expect(page).toHaveURL(/\/doctor\/payout\/payment\?id=/);
  const detail = main().locator('dl');
  await expect(detail.getByText(DOCTOR.name)).toBeVisible();
  await expect(detail.getByText(/^PHY\d+$/)).toBeVisible();
  const utr = await detail.getByText(/^PHY\d+$/).textContent();
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(
    main()
      .locator('dl')
      .getByText(utr ?? ''),
  ).toBeVisible();
});

test.describe('patient tools on /user/dashboard/{id}', () => {
  let original: { sessions: string; price: string } | null = null;

  test.afterAll(async () => {
    // Put the demo patient's plan back for the other suites.
    if (!original || page.isClosed()) return;
    await page.goto(to.patientDashboard(PATIENT.id));
    await main().getByLabel('Sessions').fill(original.sessions);
    await main().getByLabel('Price per session (₹)').fill(original.price);
    await main().getByRole('button', { name: 'Save plan' }).click();
    await expect(main().getByText(/Treatment plan saved/)).toBeVisible();
  });

  test('a doctor sets the treatment plan', async () => {
    await page.goto(to.patientDashboard(PATIENT.id));
    await expect(main().getByRole('heading', { name: `Doctor tools for ${PATIENT.name}` })).toBeVisible();
    original = {
      sessions: await main().getByLabel('Sessions').inputValue(),
      price: await main().getByLabel('Price per session (₹)').inputValue(),
    };
    await main().getByLabel('Sessions').fill('4');
    await main().getByLabel('Price per session (₹)').fill('700');
    await expect(main().getByText('The patient will be charged ₹2,800.00 for the plan.')).toBeVisible();
    await main().getByRole('button', { name: 'Save plan' }).click();
    await expect(main().getByText('Treatment plan saved: 4 sessions at ₹700.00 each.')).toBeVisible();
    await page.reload();
    await expect(main().getByLabel('Sessions')).toHaveValue('4');
    await expect(main().getByLabel('Price per session (₹)')).toHaveValue('700');
    await noSideScroll();
    await expectNoA11yViolations(page);
  });

  test('the plan is what the server charges the patient for the book-physio order', async ({ request }) => {
    const token = await patientToken(request);
    const res = await request.post(`${baseURL()}/api/orders`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        kind: 'physio',
        name: PATIENT.name,
        email: PATIENT.email,
        patient_id: PATIENT.id,
        quantity: 4,
        price: 700,
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    const { data } = (await res.json()) as { data: { amount: number } };
    expect(data.amount).toBe(280_000);
  });

  test('the booking link and its WhatsApp share', async () => {
    const link = main().getByLabel("Patient's booking link");
    await expect(link).toHaveValue(new RegExp(`/c/${PATIENT.id}$`));
    const share = main().getByRole('link', { name: 'Share on WhatsApp' });
    await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*%2Fc%2F9876543210$/);
    await main().getByRole('button', { name: 'Copy link' }).click();
    await expect(main().getByText(/Booking link copied|Could not copy automatically/)).toBeVisible();
  });

  test('a prescription with two exercises', async () => {
    const form = main().getByRole('form', { name: 'Write a prescription' });
    await form.getByRole('button', { name: 'Save prescription' }).click();
    await expect(form.getByText('Enter a title for the prescription')).toBeVisible();
    await form.getByLabel('Title').fill('E2E knee programme');
    await form.getByLabel('Advice (optional)').fill('Ice after exercise.');
    await form
      .getByRole('group', { name: 'Exercise 1' })
      .getByLabel('Exercise', { exact: true })
      .fill('Straight leg raise');
    await form.getByRole('button', { name: 'Add exercise' }).click();
    const second = form.getByRole('group', { name: 'Exercise 2' });
    await second.getByLabel('Exercise', { exact: true }).fill('Wall sit');
    await second.getByLabel('Reps', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Save prescription' }).click();
    await expect(form.getByText(/Prescription saved/)).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');
  });
});

test("the patient's bookings and orders (doctors only)", async () => {
  await page.goto(to.patientBookings(PATIENT.id));
  await expect(main().getByRole('heading', { name: 'Patient bookings' })).toBeVisible();
  await expect(main().getByText(PATIENT.name).first()).toBeVisible();
  await expect(main().getByRole('heading', { name: 'Bookings', exact: true })).toBeVisible();
  await expect(main().getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(
    main()
      // An order by what it bought and when (issue 26): "3 online sessions with Dr. Asha Rao · 27 Nov 2026".
      .getByRole('heading', {
        name: /^\d+ (online sessions?|home visits?)( with Dr\. [^·]+)? · \d{1,2} \w+ \d{4}$/,
      })
      .first(),
  ).toBeVisible();
  await noSideScroll();
  await expectNoA11yViolations(page);
});
