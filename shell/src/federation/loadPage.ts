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

/** Loads a remote page module; rejects with RemotePageError when the remote cannot be reached. */
export async function loadRemotePage(id: RemotePageId): Promise<PageModule> {
  let mod: { default?: unknown } | null | undefined;
  try {
    await ensureRemotesRegistered();
    mod = await loadRemote<{ default?: unknown }>(id);
  } catch (err) {
    throw new RemotePageError(id, err);
  }
  const component = mod?.default;
  if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
    throw new RemotePageError(id, new Error('the module has no default-exported component'));
  }
  return { default: component as ComponentType };
}

// One React.lazy per page so a page that has loaded once renders at once on the next visit.
// A lazy component caches its first failure, so Retry must replace it (forgetLazyPage).
const lazyPages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

export function lazyRemotePage(id: RemotePageId): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    lazyPages.set(id, page);
  }
  return page;
}

export function forgetLazyPage(id: RemotePageId): void {
  lazyPages.delete(id);
}
