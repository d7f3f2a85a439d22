// Issue 26 (a first week with real patients): what the booking form does before anyone touches it, what
// Book Now does when no time was chosen, and a failed payment that keeps the booking until it is paid.
import {
  CALL_ME_LABEL,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginInModal,
  payInSandbox,
  sandboxCheckout,
  test,
  VIEWPORTS,
} from '../support';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dayChip, dayName, weekdayAhead } from '../support/days';
import { PATHS } from '../support/paths';

/** Read once when the spec loads, so a run across midnight in India keeps its day. */
const RETRY_DAY = weekdayAhead(3, 8);

/** shared-contracts' CHOOSE_TIME_MESSAGE (forms.ts). */
const CHOOSE_TIME_MESSAGE = 'Choose a time, or ask us to call you to fix one';

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`/booking at ${viewport.width}px (${device})`, () => {
    test.use({ viewport });

    test('asks for the free times right after the page is shown, with no tap or scroll', async ({ page }) => {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/slots', {
        timeout: 10_000,
      });
      await page.goto(PATHS.booking);
      const query = new URL((await asked).url()).searchParams;
      expect(query.get('mode')).toBe('online');
      const main = page.locator('main');
      await expect(main.getByRole('group', { name: 'Day' })).toBeVisible();
      await expect(main.getByText('Loading free times…')).toHaveCount(0);
    });

    test('says IST, shows whole day chips between arrows, and lets the patient choose the physiotherapist', async ({
      page,
    }) => {
      await page.goto(PATHS.booking);
      const main = page.locator('main');
      const times = main.getByRole('group', { name: 'Choose a time' });
      await expect(times).toContainText('All times are India Standard Time (IST).');

      // Every chip in the row's view is whole: none is cut at its edges ("Tue, 1 D").
      const strip = main.getByRole('group', { name: 'Day' });
      await expect(strip).toBeVisible();
      const cut = await strip.evaluate((row) => {
        const box = row.getBoundingClientRect();
        return [...row.querySelectorAll('button')]
          .map((chip) => chip.getBoundingClientRect())
          .filter((c) => c.right > box.left + 1 && c.left < box.right - 1)
          .some((c) => c.left < box.left - 1 || c.right > box.right + 1);
      });
      expect(cut).toBe(false);
      const later = main.getByRole('button', { name: 'Later days' });
      const earlier = main.getByRole('button', { name: 'Earlier days' });
      // The row opens on the first day with free times: late in India's evening that is tomorrow, a view on
      // (on a wide row), so the arrows take it back to today first.
      await expect(async () => {
        if (await earlier.isEnabled()) await earlier.click();
        await expect(earlier).toBeDisabled({ timeout: 1_000 });
      }).toPass();
      const firstVisible = () =>
        strip.evaluate((row) => {
          const box = row.getBoundingClientRect();
          return [...row.querySelectorAll('button')].findIndex(
            (c) => c.getBoundingClientRect().left >= box.left - 1,
          );
        });
      await later.click();
      await expect.poll(firstVisible).toBeGreaterThan(0);
      await expect(earlier).toBeEnabled();

      // The physiotherapists with free times, each with the fee; one of them shows only their own times.
      const who = main.getByRole('group', { name: 'Physiotherapist' });
      await expect(who.getByRole('radio', { name: /First available/ })).toBeChecked();
      await expect(who).toContainText('₹499.00 per session');
      const doctor = who.getByRole('radio', { name: /Dr\. Rahul Mehta/ });
      await doctor.check();
      const day = main.getByRole('group', { name: /^Free times on / });
      await expect(day.getByRole('button').first()).toHaveAccessibleName(/with Dr\. Rahul Mehta$/);
      await expect(day.getByRole('button', { name: /with Dr\. Asha Rao$/ })).toHaveCount(0);
      await day.getByRole('button').first().click();
      await expect(times.getByText(/^Chosen: .* IST with Dr\. Rahul Mehta$/)).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('Book Now without a time says so and lets the patient choose; no silent call-back', async ({
      page,
    }) => {
      await page.goto(PATHS.booking);
      const main = page.locator('main');
      await main.getByLabel('Name', { exact: true }).fill('Anil Rao');
      await main.getByLabel('Email', { exact: true }).fill('anil.rao@example.in');
      await main.getByLabel('Problem', { exact: true }).selectOption('Knee pain');
      await main.getByRole('button', { name: 'Book Now' }).click();

      const times = main.getByRole('group', { name: 'Choose a time' });
      await expect(times.getByRole('alert')).toHaveText(CHOOSE_TIME_MESSAGE);
      await expect(times).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoA11yViolations(page);

      await main.getByRole('button', { name: CALL_ME_LABEL }).click();
      await expect(times.getByRole('alert')).toHaveCount(0);
      await main.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByRole('dialog', { name: 'Verify your mobile number' })).toBeVisible();
    });
  });
}

test.describe('a failed payment keeps the booking', () => {
  test.use({ viewport: VIEWPORTS.phone });

  /** A patient fills /booking for the day's last free time, logs in in the modal and reaches /confirmbooking. */
  async function reachConfirmBooking(page: Page, request: APIRequestContext, email: string) {
    await page.goto(PATHS.booking);
    const main = page.locator('main');
    await main.getByLabel('Name', { exact: true }).fill('Retry Patient');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Quantity (sessions)').fill('3');
    await main.getByLabel('Problem', { exact: true }).selectOption('Shoulder pain');
    // The day's last free time, Dr. Asha Rao's evening (the journeys of these days book Dr. Rahul Mehta's mornings).
    const chip = dayChip(main, RETRY_DAY);
    await chip.click();
    const time = main
      .getByRole('group', { name: `Free times on ${dayName(RETRY_DAY)}` })
      .getByRole('button')
      .last();
    const chosen = (await time.getAttribute('aria-label')) ?? '';
    const [clock, doctor] = chosen.split(' with ');
    await time.click();
    await main.getByRole('button', { name: 'Book Now' }).click();
    await loginInModal(page, request, freshMobile('8'));
    await page.waitForURL('**/confirmbooking');
    return { main, clock: clock!, doctor: doctor! };
  }

  /** /paymentfailed shows the kept booking; Try again opens the checkout for the same order, which is then paid. */
  async function payTheSameOrderAgain(page: Page, main: Locator) {
    const orders = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders',
      {
        timeout: 3_000,
      },
    );
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(sandboxCheckout(page)).toBeVisible({ timeout: 15_000 });
    await expect(orders).rejects.toThrow(); // the same order: none created
    await sandboxCheckout(page).getByRole('button', { name: 'Success', exact: true }).click();
    await page.waitForURL('**/thankyou?**', { timeout: 20_000 });
  }

  test('the reason, the kept booking and its held time; Try again pays the same order; /thankyou shows the session', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = `retry.${Date.now()}@example.in`;
    const { main, clock, doctor } = await reachConfirmBooking(page, request, email);

    await payInSandbox(page, main, 'Failure');
    await page.waitForURL('**/paymentfailed**', { timeout: 20_000 });
    await expect(main.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(main.getByText(/declined/)).toBeVisible();
    const kept = main.getByLabel('Booking details');
    await expect(kept).toContainText('Shoulder pain');
    await expect(kept).toContainText('3');
    await expect(kept).toContainText(`${clock} IST with ${doctor}`);
    await expect(main.getByText(/is held for you until .* IST/)).toBeVisible();
    await expectNoA11yViolations(page);

    await payTheSameOrderAgain(page, main);
    await expect(main.getByTestId('email')).toHaveText(email);
    const session = main.getByLabel('Your session');
    await expect(session).toContainText(`${clock} IST`);
    await expect(session).toContainText(doctor);
    await expect(session.getByRole('link', { name: /^https:\/\// })).toBeVisible();
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toBe('physiocare-session.ics');
    await expectNoA11yViolations(page);
  });

  test('a failure the provider reports by redirecting the tab to the callback_url keeps the booking too', async ({
    page,
    request,
  }) => {
    test.slow();
    const { main, clock, doctor } = await reachConfirmBooking(
      page,
      request,
      `redirect.${Date.now()}@example.in`,
    );
    await main.getByRole('button', { name: 'Pay', exact: true }).click();
    const checkout = sandboxCheckout(page);
    await expect(checkout).toBeVisible({ timeout: 15_000 });
    const orderId = /Order (\S+)/.exec(await checkout.getByText(/^Order /).innerText())![1]!;

    // What Razorpay does after a failed payment in redirect mode: the whole tab POSTs the error to the callback_url.
    await page.evaluate((order) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = `/api/payments/callback?order=${encodeURIComponent(order)}`;
      const fields = {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[description]': 'Payment failed',
        'error[metadata]': JSON.stringify({ order_id: order }),
      };
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    }, orderId);

    await page.waitForURL(`**/paymentfailed?order=${orderId}`, { timeout: 20_000 });
    await expect(main.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    const kept = main.getByLabel('Booking details');
    await expect(kept).toContainText('Shoulder pain');
    await expect(kept).toContainText(`${clock} IST with ${doctor}`);
    await expect(main.getByText(/is held for you until .* IST/)).toBeVisible();
    await expectNoA11yViolations(page);

    await payTheSameOrderAgain(page, main);
    await expect(main.getByLabel('Your session')).toContainText(`${clock} IST`);
  });
});
