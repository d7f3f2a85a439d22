import { registerPlugins } from '@module-federation/enhanced/runtime';

/**
 * Retry of a remote that was down: its remoteEntry.js is asked for again under a new URL. The
 * browser answers a script from a failed preload of the same URL (the paint-first loader preloads
 * remoteEntry.js) with that failure, without a request, so the same URL would fail again although
 * the remote is back. The remote's chunks follow its own public path, which ignores the query.
 */
const attempts = new Map<string, number>();
let registered = false;

/** The entry script every remote's build names so (build-tools/webpack.cjs). */
const ENTRY = /\/remoteEntry\.js$/;

/** remoteEntry.js?retry=<n> after the n-th Retry of `remote`; any other URL as it is. */
export function entryUrl(url: string, remote: string | undefined): string {
  const n = remote ? (attempts.get(remote) ?? 0) : 0;
  if (!n || !ENTRY.test(new URL(url, document.baseURI).pathname)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${n}`;
}

/** Counts a Retry of `remote`: its next load asks for remoteEntry.js under a URL of its own. */
export function retryRemote(remote: string): void {
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
  if (registered) return;
  registered = true;
  registerPlugins([
    {
      name: 'physio-retry',
      createScript({ url, remoteInfo }: { url: string; remoteInfo?: { name?: string } }) {
        const src = entryUrl(url, remoteInfo?.name);
        if (src === url) return undefined;
        const script = document.createElement('script');
        script.src = src;
        return script;
      },
    },
  ]);
}
