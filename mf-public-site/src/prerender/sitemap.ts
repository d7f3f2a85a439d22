/** sitemap.xml and robots.txt for the public pages; the shell serves them at the site root. */
import { PUBLIC_PATHS } from './routes';

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Areas that hold personal data or payment state: never crawled. */
export const DISALLOWED_PREFIXES = [
  '/api/',
  '/user/',
  '/dashboard',
  '/doctor/',
  '/c/',
  '/confirmbooking',
  '/thankyou',
  '/payment',
] as const;

export function sitemapXml(origin: string, paths: readonly string[] = PUBLIC_PATHS): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths
    .map((p) => {
      const priority = p === '/' ? '1.0' : p.split('/').length > 2 ? '0.6' : '0.8';
      return `  <url><loc>${escapeXml(base + p)}</loc><priority>${priority}</priority></url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const rules = DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`).join('\n');
  return `User-agent: *\n${rules}\n\nSitemap: ${base}/sitemap.xml\n`;
}
