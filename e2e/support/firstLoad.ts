// What a browser loads for a page on a first visit (cold cache) until the network is idle, i.e.
// until the app has taken over the page: every JavaScript file and its gzipped size as transferred,
// and the inline scripts of the document (the paint-first loader), gzipped on their own.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface FirstLoad {
  js: { url: string; bytes: number }[];
  /** Sum of the JS response bodies as transferred (gzipped), KB. */
  jsKB: number;
  requests: number;
}

export async function measureFirstLoad(page: Page, path: string): Promise<FirstLoad> {
  const js: FirstLoad['js'] = [];
  let requests = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    requests += 1;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) return;
        const sizes = await request.sizes();
        // A second request for a file already fetched (a prefetch, then its <script>) is served from
        // the cache: nothing transferred (Chromium reports a negative body size for it).
        js.push({ url: request.url(), bytes: Math.max(0, sizes.responseBodySize) });
      })(),
    );
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // JavaScript that came inside the document: counted as if it were a file (gzipped alone, which is
  // more than it adds to the document's own gzip).
  const html = (await response?.text()) ?? '';
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(m[1] ?? '')?.[1]?.toLowerCase();
    if (/\bsrc=/i.test(m[1] ?? '') || (type && !/javascript|module/.test(type))) continue;
    js.push({
      url: new URL(`#inline-script-${js.length}`, page.url()).href,
      bytes: gzipSync(m[2] ?? '').length,
    });
  }
  return { js, jsKB: js.reduce((sum, f) => sum + f.bytes, 0) / 1024, requests };
}
