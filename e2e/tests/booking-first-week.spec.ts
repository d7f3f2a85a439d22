// Issue 26 (a first week with real patients): what the booking form does before anyone touches it, and
// what Book Now does when no time was chosen.
import { CALL_ME_LABEL, expect, expectNoA11yViolations, test, VIEWPORTS } from '../support';
import { PATHS } from '../support/paths';

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
