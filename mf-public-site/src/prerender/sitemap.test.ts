import { PUBLIC_PATHS } from './routes';
import { robotsTxt, sitemapXml } from './sitemap';

it('lists every public URL once, absolute, with the home page first', () => {
  const xml = sitemapXml('https://physiocare.in/');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toHaveLength(PUBLIC_PATHS.length);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs[0]).toBe('https://physiocare.in/');
  expect(locs).toContain('https://physiocare.in/conditions-we-treat/sciatica');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
});

it('escapes XML special characters', () => {
  expect(sitemapXml('https://x.in', ['/a?b=1&c=2'])).toContain('<loc>https://x.in/a?b=1&amp;c=2</loc>');
});

it('robots.txt keeps crawlers out of private areas and points to the sitemap', () => {
  const robots = robotsTxt('https://physiocare.in');
  expect(robots).toContain('User-agent: *');
  for (const p of ['/api/', '/user/', '/dashboard', '/doctor/']) expect(robots).toContain(`Disallow: ${p}`);
  expect(robots).toContain('Sitemap: https://physiocare.in/sitemap.xml');
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
});
