// Issue 28 point 3 in Chromium: a daughter buys Dr. Asha Rao's package that may be shared in the family, adds her
// father (no phone of his own) on the Family page, and books him a session from the package's credits. The e-mail
// in the dev outbox (to her) names him; the doctor's week shows him with the daughter as the contact. Then she buys
// his own treatment plan (not hers) from /confirmbookingphysio's "Booking for", through a failed payment and back,
// and keeps his own day of home exercises (his sets ticked, his adherence read by the doctor) and his pain score.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  baseURL,
  DEMO_DOCTOR,
  doctorToken,
  expect,
  expectNoA11yViolations,
  fillBookingForm,
  freshMobile,
  loginDoctor,
  loginOnPage,
  newWatchedPage,
  payInSandbox,
  sandboxCheckout,
  test,
  VIEWPORTS,
} from '../support';
import { dayChip, dayName, weekdayAhead } from '../support/days';
import { PATHS, to } from '../support/paths';

test.describe.configure({ mode: 'serial' });
test.slow();

/** Inside the picker's 14 days (the packages journey takes the first free time of 10–13 too: any free one does). */
const DAY = weekdayAhead(10, 13);
const SHOTS = 'artifacts/family';
const daughter = { id: freshMobile('6'), name: 'Priya Family', email: '' };
daughter.email = `e2e.${daughter.id}@example.in`;
const FATHER = { name: 'Ramesh Family', label: 'Ramesh Family (Parent, 74)' };
const PACKAGE = `Family course ${daughter.id.slice(-4)}`;
/** shared-contracts FAMILY_MESSAGES.age. */
const AGE_MESSAGE = 'Enter a Valid Age (0 to 120 years)';

async function snap(page: Page, name: string, scope?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  await (scope ?? page).screenshot({ path: `${SHOTS}/${name}.png`, ...(scope ? {} : { fullPage: true }) });
}

async function putOnSale(request: APIRequestContext) {
  const res = await request.post(`${baseURL()}/api/dashboard/packages`, {
    headers: { authorization: `Bearer ${await doctorToken(request)}` },
    data: {
      name: PACKAGE,
      sessions: 3,
      price: 150_000,
      validity_days: 30,
      mode: 'online',
      family_shared: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a daughter buys a shareable package and books her father from its credits', async ({
  browser,
  page,
  request,
}) => {
  await putOnSale(request);

  await test.step('the daughter buys the package through the sandbox checkout', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PATHS.patientLogin);
    await loginOnPage(page, request, daughter);
    await page.waitForURL(/\/user\/dashboard\//);
    const card = page
      .locator('main')
      .getByRole('list', { name: 'Session packages on sale' })
      .getByRole('listitem')
      .filter({ hasText: PACKAGE });
    await card.getByRole('button', { name: `Buy ${PACKAGE} with ${DEMO_DOCTOR.name}` }).click();
    await card.getByRole('button', { name: 'Pay ₹1,500.00' }).click();
    const checkout = sandboxCheckout(page);
    await expect(checkout).toBeVisible({ timeout: 15_000 });
    await checkout.getByRole('button', { name: 'Success', exact: true }).click();
    await page.waitForURL(/\/user\/dashboard\/\d+\?bought=/, { timeout: 20_000 });
  });

  await test.step('she adds her father on the Family page; an age of 200 is refused first', async () => {
    const main = page.locator('main');
    await page
      .getByRole('navigation', { name: 'Patient area' })
      .getByRole('link', { name: 'Family' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/user/family/${daughter.id}$`));
    await expect(main.getByText('No family members yet.')).toBeVisible();
    await main.getByLabel('Name').fill(FATHER.name);
    await main.getByLabel('Relation').selectOption('parent');
    await main.getByLabel('Age (years)').fill('200');
    await main.getByRole('button', { name: 'Add family member' }).click();
    await expect(main.getByText(AGE_MESSAGE)).toBeVisible();
    await main.getByLabel('Age (years)').fill('74');
    await main.getByLabel('Age (years)').press('Enter');
    await expect(main.getByText('Family member added.')).toBeVisible();
    await expect(main.getByRole('list', { name: 'Family members' })).toContainText(FATHER.label);
    await expectNoA11yViolations(page);
    await snap(page, 'family-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await snap(page, 'family-1280');
    await page.setViewportSize(VIEWPORTS.phone);
  });

  await test.step('she books her father from the package’s credits (Booking for)', async () => {
    await page.goto(`/user/dashboard/${daughter.id}`);
    const main = page.locator('main');
    const mine = main.getByLabel('Session credits').getByRole('listitem').filter({ hasText: PACKAGE });
    await mine.getByRole('button', { name: 'Schedule session 1 of 3' }).click();
    await mine.getByLabel('Booking for').selectOption({ label: FATHER.label });
    const chip = dayChip(mine, DAY);
    await chip.click();
    const times = mine.getByRole('group', { name: `Free times on ${dayName(DAY)}` });
    await times
      .getByRole('button', { name: new RegExp(`with ${DEMO_DOCTOR.name}$`) })
      .first()
      .click();
    await expectNoA11yViolations(page);
    await snap(page, 'booking-for-390', mine);
    await mine.getByRole('button', { name: 'Schedule this time' }).click();
    await expect(mine).toContainText('1 of 3 sessions scheduled');
    await expect(main.getByText(`For ${FATHER.label}`)).toBeVisible();
  });

  await test.step('the e-mail in the dev outbox goes to her and names her father', async () => {
    await expect
      .poll(
        async () => {
          const res = await request.get(`${baseURL()}/api/dev/email`, { params: { to: daughter.email } });
          const mails = ((await res.json()) as { data: { subject: string; text: string }[] }).data;
          return mails.find((m) => m.subject.startsWith(`Session booked for ${FATHER.name}:`))?.text ?? '';
        },
        { timeout: 10_000 },
      )
      .toContain(`${FATHER.name}'s online session with ${DEMO_DOCTOR.name}`);
  });

  await test.step('the doctor’s week shows the father, with the daughter as the contact', async () => {
    const { page: doctorPage, errors } = await newWatchedPage(browser, VIEWPORTS.desktop);
    await loginDoctor(doctorPage, DEMO_DOCTOR);
    const main = doctorPage.locator('main');
    await main.getByRole('tab', { name: 'Appointments' }).click();
    const week = main.getByRole('region', { name: 'This week' });
    const entry = week.getByText(FATHER.label);
    for (let i = 0; i < 3 && !(await entry.isVisible()); i++)
      await week.getByRole('button', { name: 'Next week' }).click();
    await expect(entry).toBeVisible();
    await expect(week.getByText(`Contact: ${daughter.name}`)).toBeVisible();
    await snap(doctorPage, 'doctor-week-1280');
    expect(errors, 'the doctor’s page logged errors').toEqual([]);
    await doctorPage.context().close();
  });

  await test.step('she pays a new booking for her father through the checkout; the receipt names him', async () => {
    await page.goto(PATHS.booking);
    const main = page.locator('main');
    await fillBookingForm(main, daughter, { quantity: 1, doctor: DEMO_DOCTOR.name });
    await page.waitForURL('**/confirmbooking');
    await main.getByLabel('Booking for').selectOption({ label: FATHER.label });
    await expectNoA11yViolations(page);
    await payInSandbox(page, main, 'Success');
    await page.waitForURL('**/thankyou?**', { timeout: 20_000 });

    await page.goto(to.patientOrders(daughter.id));
    const receipts = main.getByRole('region', { name: 'Receipts' });
    // Newest first: the booking's receipt, above the package's.
    await receipts
      .getByRole('button', { name: /^Open receipt PAY-/ })
      .first()
      .click();
    const sheet = page.getByRole('dialog').getByRole('article');
    await expect(sheet).toContainText(`Patient${FATHER.name} (Parent)`);
    await expect(sheet).toContainText(`Paid by${daughter.name}`);
    await snap(page, 'receipt-for-father-390');
  });

  await test.step('she buys her father’s own plan from /confirmbookingphysio; a failed payment keeps him chosen', async () => {
    // His physiotherapist sets his own plan: 3 sessions at ₹650, apart from hers.
    const headers = { authorization: `Bearer ${await doctorToken(request)}` };
    const family = await request.get(`${baseURL()}/api/users/${daughter.id}/family`, { headers });
    expect(family.status(), await family.text()).toBe(200);
    const father = ((await family.json()) as { data: { id: string; name: string }[] }).data.find(
      (m) => m.name === FATHER.name,
    );
    const saved = await request.put(`${baseURL()}/api/users/${daughter.id}/plan`, {
      headers,
      data: { sessions: 3, price: 650, dependant_id: father?.id },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const main = page.locator('main');
    await page.goto(to.bookPhysioFor(daughter.id));
    await main.getByRole('button', { name: 'BOOK NOW' }).click();
    await page.waitForURL('**/confirmbookingphysio');
    const own = await main.getByTestId('total').innerText();
    await main.getByLabel('Booking for').selectOption({ label: FATHER.label });
    await expect(main.getByTestId('total')).toHaveText('₹1,950.00');
    expect(own).not.toBe('₹1,950.00');
    await expectNoA11yViolations(page);
    await snap(page, 'physio-booking-for-390');
    await payInSandbox(page, main, 'Failure');
    await page.waitForURL('**/paymentfailed**', { timeout: 20_000 });
    await expect(main.getByText(`Treatment plan for ${FATHER.name}: 3 sessions.`)).toBeVisible();
    await main.getByRole('link', { name: 'Change the booking' }).click();
    await page.waitForURL('**/confirmbookingphysio');
    await expect(main.getByLabel('Booking for')).toHaveValue(father!.id);
    await expect(main.getByTestId('total')).toHaveText('₹1,950.00');
    await payInSandbox(page, main, 'Success');
    await page.waitForURL('**/paymentsuccessphysio?**', { timeout: 20_000 });
    await expect(main.getByTestId('amount')).toContainText('₹1,950.00');
  });

  await test.step('her health record asks her father’s own answers before treatment, apart from hers', async () => {
    await page.goto(to.patientHealth(daughter.id));
    const card = page
      .locator('main')
      .getByRole('region', { name: `Answers before treatment: ${FATHER.label}` });
    await expect(card.getByText(`For: ${FATHER.label}`)).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Answer the questions for ${FATHER.label}` }),
    ).toBeVisible();
  });

  await test.step('she ticks her father’s exercises and records his pain; the doctor reads his adherence', async () => {
    const headers = { authorization: `Bearer ${await doctorToken(request)}` };
    const family = await request.get(`${baseURL()}/api/users/${daughter.id}/family`, { headers });
    const father = ((await family.json()) as { data: { id: string; name: string }[] }).data.find(
      (m) => m.name === FATHER.name,
    )!;
    const bridge = {
      exercise: 'bridge',
      sets: 2,
      reps: 10,
      hold_seconds: 3,
      times_per_day: 1,
      days_per_week: 7,
    };
    const saved = await request.put(`${baseURL()}/api/users/${daughter.id}/exercise-program`, {
      headers,
      data: { items: [bridge], dependant_id: father.id },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const main = page.locator('main');
    await page.goto(to.patientExercises(daughter.id));
    const card = main.getByRole('region', { name: `A family member’s exercises: ${FATHER.label}` });
    await expect(card.getByText(`For: ${FATHER.label}`)).toBeVisible();
    await card.getByRole('checkbox', { name: 'Bridge: set 1 of 2 done' }).click();
    await expect(card.getByText(/1 of 2 sets done/)).toBeVisible();
    await expectNoA11yViolations(page);
    await snap(page, 'member-exercises-390', card);
    await expect
      .poll(async () => {
        const res = await request.get(`${baseURL()}/api/users/${daughter.id}/exercise-adherence`, {
          headers,
          params: { dependant_id: father.id },
        });
        return ((await res.json()) as { data: { weeks: { done: number }[] } }).data.weeks.at(-1)?.done;
      })
      .toBe(1);

    await page.goto(to.patientHealth(daughter.id));
    const progress = main.getByRole('region', { name: 'Progress', exact: true });
    await expect(progress.getByText(`For: ${FATHER.label}`)).toBeVisible();
    await progress.getByLabel('Their pain today (0–10)').fill('5');
    await progress.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(progress.getByText('Pain rating saved')).toBeVisible();
  });
});
