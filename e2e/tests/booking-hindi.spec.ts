// Issue 30 point 2 (Hindi): the patient chooses हिन्दी on /booking with the header's switch; the page
// turns Hindi with lang="hi", the choice survives a reload (the physio_lang cookie), and the Devanagari
// text is drawn with the site's subset font (this machine's Chromium has no Devanagari system font).
import { expect, expectNoA11yViolations, test, VIEWPORTS } from '../support';
import { PATHS } from '../support/paths';

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`Hindi at ${viewport.width}px (${device})`, () => {
    test.use({ viewport });

    test('/booking switches to Hindi from the keyboard and stays Hindi after a reload', async ({ page }) => {
      await page.goto(PATHS.booking);
      await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

      const toggle = page.getByRole('button', { name: 'हिन्दी' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'सत्र बुक करें' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'सत्र बुक करें' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByLabel('नाम')).toBeVisible();
      await expect(page.getByRole('button', { name: 'अभी बुक करें' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
      // Money in en-IN in both languages.
      await expect(page.getByText(/पहले सत्र का शुल्क ₹[\d,]+\.00 है।/)).toBeVisible();

      // The spec's message, in Hindi, for an empty submit.
      await page.getByRole('button', { name: 'अभी बुक करें' }).click();
      await expect(page.getByText('मान्य नाम दर्ज करें')).toBeVisible();

      // Drawn with the subset font, not boxes: the face is loaded and covers the page's Hindi.
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((f) => f.family.replace(/"/g, '') === 'PhysioCare Devanagari')
          .map((f) => `${f.weight}:${f.status}`);
      });
      expect(fonts).toContain('400:loaded');
      await expectNoA11yViolations(page);

      // And back: English is remembered the same way.
      await page.getByRole('button', { name: 'English' }).click();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Book a session' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    });
  });
}
