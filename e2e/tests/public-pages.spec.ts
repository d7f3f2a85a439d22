// Every public page of mf-public-site at 1280 px and 390 px: real content, meta tags, no sideways
// scrolling on a phone, and no serious or critical axe violations.
import { expect, expectNoA11yViolations, test, VIEWPORTS } from '../support';
import { PATHS, to } from '../support/paths';

interface PublicPage {
  url: string;
  h1: RegExp | string;
  canonicalPath: string;
}

const PAGES: PublicPage[] = [
  { url: '/', h1: 'Learn to be your strongest self with physiotherapy', canonicalPath: '/' },
  { url: '/about', h1: 'About PhysioCare', canonicalPath: '/about' },
  { url: '/blog', h1: 'PhysioCare Blog', canonicalPath: '/blog' },
  {
    url: '/blog/back-pain-myths',
    h1: 'Five Myths About Low Back Pain That Slow Your Recovery',
    canonicalPath: '/blog/back-pain-myths',
  },
  { url: '/conditions-we-treat', h1: 'Conditions We Treat', canonicalPath: '/conditions-we-treat' },
  { url: '/conditions-we-treat/sciatica', h1: 'Sciatica', canonicalPath: '/conditions-we-treat/sciatica' },
  { url: '/faqs', h1: 'Frequently Asked Questions', canonicalPath: '/faqs' },
  { url: '/terms', h1: 'Terms and Conditions', canonicalPath: '/terms' },
  { url: '/comingsoon', h1: 'Coming Soon', canonicalPath: '/comingsoon' },
  { url: '/contact', h1: 'Contact Us', canonicalPath: '/contact' },
];

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public pages at ${viewport.width}px (${device})`, () => {
    test.use({ viewport });

    for (const p of PAGES) {
      test(`${p.url}: content, meta, layout and accessibility`, async ({ page }) => {
        const response = await page.goto(p.url);
        expect(response?.status()).toBe(200);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
        await expect(main.getByText(/unavailable right now/i)).toHaveCount(0);

        await expect(page).toHaveTitle(/PhysioCare/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, 'meta description').toBeGreaterThan(40);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new URL(p.canonicalPath, page.url()).toString(),
        );

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        await page.waitForLoadState('networkidle');
        await expectNoA11yViolations(page);
      });
    }
  });
}

test('every condition and article page renders, and unknown ones show a friendly not-found', async ({
  page,
}) => {
  await page.goto(PATHS.conditions);
  const conditionLinks = page.locator('main a[href^="/conditions-we-treat/"]');
  await expect(conditionLinks).toHaveCount(14);
  const conditionHrefs = await conditionLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

  await page.goto(PATHS.blog);
  const postLinks = page.locator('main h2 a[href^="/blog/"]');
  await expect(postLinks.first()).toBeVisible();
  expect(await postLinks.count()).toBeGreaterThanOrEqual(6);
  const postHrefs = await postLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

  for (const href of [...conditionHrefs, ...postHrefs]) {
    await page.goto(href);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).not.toHaveText(/not found/i);
    await expect(page.getByRole('link', { name: 'Book Appointment' }).first()).toHaveAttribute(
      'href',
      '/booking',
    );
  }

  await page.goto(to.blogPost('no-such-article'));
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto(to.condition('no-such-condition'));
  await expect(page.getByRole('heading', { level: 1, name: 'Condition not found' })).toBeVisible();
  await page.getByRole('link', { name: 'All conditions we treat' }).click();
  await expect(page).toHaveURL(/\/conditions-we-treat$/);
});
