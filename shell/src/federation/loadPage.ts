import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered, type RemotePageId } from './remotes';

export class RemotePageError extends Error {
  constructor(
    readonly pageId: RemotePageId,
    cause?: unknown,
  ) {
    super(`Could not load ${pageId}${cause instanceof Error ? `: ${cause.message}` : ''}`, { cause });
    this.name = 'RemotePageError';
  }
}

type PageModule = { default: ComponentType };

// Pages whose module has loaded: rendered directly, without suspending (no fallback, no flash).
const loadedPages = new Map<RemotePageId, ComponentType>();

/**
 * What Retry needs before the page loads again (retry.ts, fetched when a visitor first presses it:
 * no page needs it otherwise). A failed fetch of it is no reason not to try.
 */
let retryReady: Promise<void> = Promise.resolve();

/** Loads a remote page module; rejects with RemotePageError when the remote cannot be reached. */
export async function loadRemotePage(id: RemotePageId): Promise<PageModule> {
  let mod: { default?: unknown } | null | undefined;
  try {
    await retryReady;
    await ensureRemotesRegistered();
    mod = await loadRemote<{ default?: unknown }>(id);
  } catch (err) {
    // Why it failed, when it is a shared package's version (skew.ts): fetched only then.
    void import('./skew').then((skew) => skew.reportVersionSkew(err)).catch(() => undefined);
    throw new RemotePageError(id, err);
  }
  const component = mod?.default;
  if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
    throw new RemotePageError(id, new Error('the module has no default-exported component'));
  }
  loadedPages.set(id, component as ComponentType);
  return { default: component as ComponentType };
}

// One React.lazy per page until it has loaded; a loaded page renders at once (on a prerendered
// first visit, bootstrap loads it before the first render). A lazy component caches its first
// failure, so Retry must replace it (forgetLazyPage).
const lazyPages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

export function lazyRemotePage(id: RemotePageId): ComponentType {
  const loaded = loadedPages.get(id);
  if (loaded) return loaded;
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    lazyPages.set(id, page);
  }
  return page;
}

/** Retry: a fresh React.lazy for the page, and a fresh load of its remote's entry (retry.ts). */
export function forgetLazyPage(id: RemotePageId): void {
  lazyPages.delete(id);
  const remote = id.slice(0, id.indexOf('/'));
  retryReady = import('./retry').then((retry) => retry.retryRemote(remote)).catch(() => undefined);
}

/** Test helper: forget every loaded page so the next render loads it again. */
export function forgetLoadedPages(): void {
  loadedPages.clear();
  lazyPages.clear();
}
