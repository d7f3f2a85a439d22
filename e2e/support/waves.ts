// Request waves of a page load: how many requests had to wait for another one before the browser
// could even ask for them (HTML → script → manifest → … is one wave each). Parallel requests that
// only queue for a connection are one wave. From Chromium's own record of who started each request
// (CDP Network.requestWillBeSent initiator): the document's parser, or a script whose stack (async
// parents included) names the files it runs in; a request's wave is one more than the highest
// wave among those files, the load's figure is the highest wave.
import type { Page } from '@playwright/test';

interface CallFrame {
  url: string;
}
interface StackTrace {
  callFrames: CallFrame[];
  parent?: StackTrace;
}
export interface SentRequest {
  url: string;
  initiator: { type: string; url?: string; stack?: StackTrace };
  /**
   * Requests it waited for although no stack says so: an API call sent after the token refresh's
   * answer had arrived waited for that answer (shared-auth awaits it before sending).
   */
  after?: string[];
}

/** The token refresh every API call of a reloaded page waits for. */
const REFRESH_PATH = '/api/token/refresh';

const withoutHash = (url: string) => url.split('#')[0]!;

function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let s = stack; s; s = s.parent) for (const f of s.callFrames) if (f.url) urls.push(withoutHash(f.url));
  return urls;
}

export function requestWaves(requests: readonly SentRequest[]): { waves: number; chain: string[] } {
  const wave = new Map<string, number>();
  const cause = new Map<string, string | null>();
  for (const r of requests) {
    const url = withoutHash(r.url);
    if (wave.has(url)) continue;
    const by = [
      ...stackUrls(r.initiator.stack),
      ...(r.initiator.url ? [withoutHash(r.initiator.url)] : []),
      ...(r.after ?? []).map(withoutHash),
    ];
    let best: string | null = null;
    for (const u of by) if (wave.has(u) && (!best || wave.get(u)! > wave.get(best)!)) best = u;
    wave.set(url, best ? wave.get(best)! + 1 : 1);
    cause.set(url, best);
  }
  let last: string | null = null;
  for (const [url, w] of wave) if (!last || w > wave.get(last)!) last = url;
  const chain: string[] = [];
  for (let u = last; u; u = cause.get(u) ?? null) {
    const { pathname, search } = new URL(u);
    chain.unshift(pathname + search);
  }
  return { waves: last ? wave.get(last)! : 0, chain };
}

/** Loads `path` in `page` (the session in storage stays: a reload) until the network is idle; its request waves. */
export async function measureWaves(
  page: Page,
  path: string,
): Promise<{ waves: number; chain: string[]; requests: number }> {
  const cdp = await page.context().newCDPSession(page);
  const sent: SentRequest[] = [];
  const refreshIds = new Map<string, string>();
  const refreshesAnswered: { url: string; at: number }[] = [];
  cdp.on(
    'Network.requestWillBeSent',
    (e: {
      requestId: string;
      timestamp: number;
      request: { url: string };
      initiator: SentRequest['initiator'];
    }) => {
      if (!/^https?:/.test(e.request.url)) return;
      const { pathname } = new URL(e.request.url);
      if (pathname === REFRESH_PATH) refreshIds.set(e.requestId, e.request.url);
      const after =
        pathname.startsWith('/api/') && pathname !== REFRESH_PATH
          ? refreshesAnswered.filter((r) => r.at <= e.timestamp).map((r) => r.url)
          : [];
      sent.push({ url: e.request.url, initiator: e.initiator, after });
    },
  );
  cdp.on('Network.responseReceived', (e: { requestId: string; timestamp: number }) => {
    const url = refreshIds.get(e.requestId);
    if (url) refreshesAnswered.push({ url, at: e.timestamp });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(path, { waitUntil: 'networkidle' });
  await cdp.detach();
  return { ...requestWaves(sent), requests: sent.length };
}
