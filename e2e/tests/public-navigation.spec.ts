// Journeys through the public site: home sections and links, footer links, the #privacy anchor and the
// FAQ accordion, at desktop and phone widths.
import { expect, test, VIEWPORTS } from '../support';
import { PATHS } from '../support/paths';

const FOOTER_LINKS: { name: string; path: string; h1: RegExp }[] = [
  { name: 'About Us', path: '/about', h1: /About PhysioCare/ },
  { name: 'Blog Post', path: '/blog', h1: /Blog/ },
  { name: 'Terms and Conditions', path: '/terms', h1: /Terms and Conditions/ },
  { name: 'FAQs', path: '/faqs', h1: /Frequently Asked Questions/ },
  { name: 'Help & Support', path: '/contact', h1: /Contact Us/ },
];

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public journeys at ${viewport.width}px (${device})`, () => {
    test.use({ viewport });

    test('home: hero, four physiotherapists, 14 conditions, testimonials and reasons; links work', async ({
      page,
    }) => {
      await page.goto(PATHS.home);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        'Learn to be your strongest self with physiotherapy',
      );
      await expect(
        main.getByRole('region', { name: 'Our expert physiotherapists' }).getByRole('article'),
      ).toHaveCount(4);
      await expect(main.getByRole('region', { name: 'Conditions we treat' }).getByRole('link')).toHaveCount(
        14,
      );
      for (const reason of ['Book Instantly', 'Pick a time', '100% Safe'])
        await expect(main.getByRole('heading', { name: reason })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Patient testimonials' })).toBeVisible();

      await main.getByRole('link', { name: 'Sciatica' }).click();
      await expect(page).toHaveURL(/\/conditions-we-treat\/sciatica$/);
      await expect(main.getByRole('heading', { level: 1, name: 'Sciatica' })).toBeVisible();

      await page.goBack();
      await main.getByRole('link', { name: 'Book Appointment' }).first().click();
      await expect(page).toHaveURL(/\/booking$/);
    });

    test('footer links reach their pages', async ({ page }) => {
      for (const link of FOOTER_LINKS) {
        await page.goto(PATHS.home);
        await page.locator('footer').getByRole('link', { name: link.name, exact: true }).first().click();
        await expect(page).toHaveURL((url) => url.pathname === link.path);
        await expect(page.locator('main h1')).toHaveText(link.h1);
      }
    });

    test('Privacy Policy scrolls to the #privacy section of /terms', async ({ page }) => {
      await page.goto(PATHS.home);
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/terms' && url.hash === '#privacy');
      const privacy = page.locator('#privacy');
      await expect(privacy.getByRole('heading', { name: 'Privacy Policy' })).toBeInViewport();
      await expect(privacy).toContainText('Digital Personal Data Protection Act, 2023');
      await expect(privacy.getByRole('heading', { name: 'Grievance officer' })).toBeAttached();
    });

    test('a direct load of /terms#privacy lands on the privacy policy', async ({ page }) => {
      await page.goto(`${PATHS.terms}#privacy`);
      await expect(
        page.locator('#privacy').getByRole('heading', { name: 'Privacy Policy' }),
      ).toBeInViewport();
    });
  });
}

test('FAQ questions are native <details>: they open with the keyboard and give the session duration', async ({
  page,
}) => {
  await page.goto(PATHS.faqs);
  const items = page.locator('main details');
  await expect(items).toHaveCount(10);
  await expect(page.locator('main details[open]')).toHaveCount(0);
  const question = 'How long does a physiotherapy session last?';
  const item = items.filter({ has: page.getByRole('heading', { name: question }) });
  await item.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await expect(item).toContainText('30 minutes to 1 hour');
  await page.keyboard.press('Space');
  await expect(item).not.toHaveAttribute('open');
});

test('FAQ answers open in the prerendered page before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATHS.faqs);
  const item = page
    .locator('main details')
    .filter({ has: page.getByRole('heading', { name: 'How long does a physiotherapy session last?' }) });
  await expect(item.getByText('30 minutes to 1 hour')).toBeHidden();
  await item.locator('summary').click();
  await expect(item.getByText('30 minutes to 1 hour')).toBeVisible();
  await context.close();
});

test.describe('home carousels', () => {
  test('the procedure carousel advances every 2 s and pauses on hover', async ({ page }) => {
    await page.goto(PATHS.home);
    const carousel = page.getByRole('region', { name: 'Our procedure' });
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toContainText('Consultation');
    await expect(current).toContainText('Planning of Future Sessions', { timeout: 4_000 });
    await carousel.hover();
    const paused = await current.textContent();
    await page.waitForTimeout(2_500);
    await expect(current).toHaveText(paused ?? '');
  });

  test('with reduced motion the carousels stay still but can be moved by the buttons', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PATHS.home);
    const carousel = page.getByRole('region', { name: 'Patient testimonials' });
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const first = await current.textContent();
    await page.waitForTimeout(5_500);
    await expect(current).toHaveText(first ?? '');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).not.toHaveText(first ?? '');
  });
});
