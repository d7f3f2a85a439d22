import { preloadRemote } from '@module-federation/enhanced/runtime';
import { pageForPath } from '../routing/pageForPath';
import { ensureRemotesRegistered } from './remotes';

export { pageForPath };

/**
 * Starts downloading the current route's remote (manifest, remoteEntry.js and the page's chunks)
 * while the shell's own chunks are still loading, instead of after the first render. It only
 * downloads: the page module runs later through loadRemote, once React and the share scope are up.
 * Failures are left to the page load, which shows the unavailable panel.
 */
export async function prefetchRoute(pathname: string): Promise<void> {
  const page = pageForPath(pathname);
  if (!page) return;
  const [remote, name] = page.split('/') as [string, string];
  try {
    await ensureRemotesRegistered();
    await preloadRemote([
      { nameOrAlias: remote, exposes: [`./${name}`], resourceCategory: 'sync', share: false },
    ]);
  } catch {
    // reported by the page itself when it loads
  }
}
