// Issue 30 point 2: the prerendered pages exist in Hindi at the same URLs, chosen by the physio_lang
// cookie (README: Hindi). The first HTML a Hindi visitor gets is Hindi, with lang="hi", before any
// script runs; the app then hydrates those same words: no English in between, no mismatch.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support';
import { PATHS } from '../support/paths';
import { PRERENDERED_ROOT } from '../support/takeover';

const HINDI = [
  {
    path: PATHS.home,
    heading: 'फ़िज़ियोथेरेपी के साथ अपनी पूरी ताक़त पाना सीखें',
    english: 'Learn to be your strongest self',
  },
  { path: PATHS.booking, heading: 'सत्र बुक करें', english: 'Book a session' },
  // The public pages whose own text is Hindi too, each with its Hindi title in the head.
  { path: PATHS.about, heading: 'PhysioCare के बारे में', english: 'About PhysioCare', title: 'हमारे बारे में' },
  {
    path: PATHS.faqs,
    heading: 'अक्सर पूछे जाने वाले सवाल',
    english: 'Frequently Asked Questions',
    title: 'अक्सर पूछे जाने वाले सवाल',
  },
  { path: PATHS.blog, heading: 'PhysioCare ब्लॉग', english: 'PhysioCare Blog', title: 'ब्लॉग' },
  {
    path: '/blog/desk-neck-pain',
    heading: 'डेस्क के काम से गर्दन का दर्द: सेट-अप के सुझाव और तीन व्यायाम',
    english: 'Why screens strain the neck',
    title: 'डेस्क के काम से गर्दन का दर्द: सेट-अप के सुझाव और तीन व्यायाम',
  },
  { path: PATHS.contact, heading: 'हमसे संपर्क करें', english: 'Reach us directly', title: 'हमसे संपर्क करें' },
  {
    path: PATHS.terms,
    heading: 'नियम और शर्तें',
    english: 'These terms govern your use',
    title: 'नियम और शर्तें और गोपनीयता नीति',
  },
];

async function chooseHindi(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'physio_lang', value: 'hi', url: baseURL }]);
}

for (const { path, heading, english, title } of HINDI) {
  test(`${path} in Hindi: the first HTML is Hindi with lang="hi", the English one without the cookie`, async ({
    request,
  }) => {
    const hindi = await request.get(path, { headers: { cookie: 'physio_lang=hi' } });
    expect(hindi.status()).toBe(200);
    expect(hindi.headers()['vary']).toMatch(/Cookie/);
    const html = await hindi.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).not.toContain(english);
    if (title) expect(html).toContain(`<title>${title} | PhysioCare</title>`);
    // The chrome too: the switch names English, the nav is Hindi.
    expect(html).toContain('>English</button>');

    const plain = await (await request.get(path)).text();
    expect(plain).toMatch(/<html lang="en-IN"/);
    expect(plain).toContain(english);
  });

  test(`${path} in Hindi without JavaScript, then hydrated in Hindi with no English in between`, async ({
    browser,
    baseURL,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await chooseHindi(noScript, baseURL!);
    const still = await noScript.newPage();
    await still.goto(path);
    await expect(still.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(still.locator('html')).toHaveAttribute('lang', 'hi');
    await noScript.close();

    const context = await browser.newContext();
    await chooseHindi(context, baseURL!);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (/differed from the app|hydrat/i.test(msg.text())) warnings.push(msg.text());
    });
    // Every text the page's <h1> and <html lang> ever hold, from the first parse to the take-over.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const note = () => {
        const h1 = document.querySelector('h1');
        if (h1?.textContent) seen.push(`${document.documentElement.lang}|${h1.textContent}`);
      };
      new MutationObserver(note).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['lang'],
      });
    });
    await page.goto(path);
    await page.waitForFunction((selector) => !document.querySelector(selector), PRERENDERED_ROOT);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([`hi|${heading}`]));
    expect(warnings).toEqual([]);
    await context.close();
  });
}

// The shell's own page follows the page's language too: the 404 page, loaded when shown, with its Hindi.
test('an unknown path in Hindi shows the 404 page in Hindi with a way home', async ({
  context,
  page,
  baseURL,
}) => {
  await chooseHindi(context, baseURL!);
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await page.getByRole('link', { name: 'होम पर जाएँ' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
