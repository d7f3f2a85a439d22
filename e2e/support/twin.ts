// The static twin of a page for Lighthouse's baseline (DESIGN.md §6: "a plain static HTML page with
// the same visible text"), written into the folder the shell's nginx serves, so both pages go through
// the same server, gzip and headers. Two kinds:
// - 'page' (the bar's baseline): the page's own server-composed HTML with every script and preload
//   taken out: the same text in the same places, styled the same, and no JavaScript at all. The
//   ratio then measures what the app's code costs the first paint.
// - 'hero' (LIGHTHOUSE_TWIN=hero, stricter): only the page's h1 and the paragraph after it, in their
//   computed type sizes; it leaves out the navigation, the footer and the page's own styles too.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { stackState } from './stack';

/** The document root of the running shell's nginx (its rendered server block's `root`). */
export function shellDocRoot(): string {
  const conf = readFileSync(path.join(stackState().shell.prefix, 'conf.d', 'default.conf'), 'utf8');
  const root = /^\s*root\s+([^;]+);/m.exec(conf)?.[1];
  if (!root) throw new Error('the shell nginx config has no root directive');
  return root.trim();
}

interface HeroText {
  title: string;
  heading: { text: string; style: string };
  intro: { text: string; style: string };
}

/** The visible hero of the page already open in `page`: its first h1 and the paragraph that follows it. */
async function readHero(page: Page): Promise<HeroText> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const p = h1?.nextElementSibling;
    if (!h1 || !(p instanceof HTMLParagraphElement)) throw new Error('no h1 + paragraph hero in <main>');
    const typeOf = (el: Element) => {
      const s = getComputedStyle(el);
      return `font: ${s.fontWeight} ${s.fontSize}/${s.lineHeight} ${s.fontFamily}; margin: ${s.margin}`;
    };
    return {
      title: document.title,
      heading: { text: h1.textContent ?? '', style: typeOf(h1) },
      intro: { text: p.textContent ?? '', style: typeOf(p) },
    };
  });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function twinHtml(hero: HeroText): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(hero.title)}</title>
</head>
<body style="margin: 0; padding: 24px 16px">
<main>
<h1 style="${escapeHtml(hero.heading.style)}">${escapeHtml(hero.heading.text)}</h1>
<p style="${escapeHtml(hero.intro.style)}">${escapeHtml(hero.intro.text)}</p>
</main>
</body>
</html>
`;
}

/** The page's HTML as static HTML: no script of any kind, nothing preloaded. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:preload|modulepreload|prefetch)"?[^>]*>/gi, '');
}

export type TwinKind = 'page' | 'hero';
export const TWIN_KIND: TwinKind = process.env.LIGHTHOUSE_TWIN === 'hero' ? 'hero' : 'page';

/**
 * Opens `pagePath` in `page`, writes its static twin next to the shell's files and returns the
 * twin's URL and a function that removes it again.
 */
export async function writeStaticTwin(
  page: Page,
  pagePath: string,
  kind: TwinKind = TWIN_KIND,
  /** The visitor's cookies (`physio_lang=hi`: the Hindi page, whose twin is the Hindi HTML). */
  cookie = '',
): Promise<{ url: string; text: string; remove: () => void }> {
  await page.goto(pagePath);
  await page.locator('main h1').first().waitFor();
  const hero = await readHero(page);
  const file = path.join(shellDocRoot(), 'lighthouse-static-twin.html');
  if (kind === 'hero') writeFileSync(file, twinHtml(hero));
  else {
    // What the server sends a first visitor (no cookies but `cookie`), as the page's own Lighthouse run gets it.
    const served = await page.request.get(page.url(), { headers: { cookie } });
    writeFileSync(file, withoutScripts(await served.text()));
  }
  return {
    url: `${stackState().baseURL}/lighthouse-static-twin.html`,
    text: `${hero.heading.text} ${hero.intro.text}`,
    remove: () => rmSync(file, { force: true }),
  };
}
