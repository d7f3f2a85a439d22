import { startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadCatalogs, renderedLocale } from '@physio/shared-ui';
import { loadRemotePage, RemotePageError } from './federation/loadPage';
import { onceRemotePageSettled } from './federation/pageSettled';
import { pageForPath } from './federation/prefetch';
import { ensureRemotesRegistered } from './federation/remotes';
import { NOT_PRERENDERED_DIGEST, PRERENDERED_ATTRIBUTE } from './prerender/document';
import { beginTakeover } from './prerender/takeover';
import { Site } from './Site';

// Start fetching /mf-config.json now, in parallel with the first render.
ensureRemotesRegistered().catch((err: unknown) => {
  console.warn('[shell] remote configuration unavailable', err);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Pages arrive composed from the shell's frame and the remote's prerendered page (README: composition
// contract): the page is already on screen.
const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
const endTakeover = prerendered ? beginTakeover(container) : null;

/**
 * On a composed page, waits for the route's remote page module first, so hydration finds the page
 * it renders at once (no loading state in between), and for the messages of the language the page
 * was rendered in (a Hindi page: every catalog the shell and the page define, which the page module
 * has defined by then), so hydration renders the same words. A remote that cannot be reached is left
 * to the render, which shows the unavailable panel.
 */
async function currentPageLoaded(): Promise<void> {
  const id = prerendered ? pageForPath(window.location.pathname) : null;
  if (id) await loadRemotePage(id).catch(() => undefined);
  if (prerendered) await loadCatalogs(renderedLocale()).catch(() => undefined);
}

const options: RootOptions = {
  // An unreachable remote is an expected, handled state (the boundary shows the Retry panel and warns).
  onCaughtError(error: unknown, info: ErrorInfo) {
    if (error instanceof RemotePageError) return;
    console.error(error, info.componentStack);
  },
  // Hydration that met other markup than the app's (a release deployed between the HTML and the
  // app, a signed-in visitor's frame): React renders that part anew, the take-over keeps the input.
  // A frame sent without its page (NOT_PRERENDERED_DIGEST) is rendered on the client as intended.
  onRecoverableError(error: unknown) {
    if ((error as { digest?: unknown } | null)?.digest === NOT_PRERENDERED_DIGEST) return;
    console.warn('[shell] the page differed from the app: rendered anew', error);
  },
};

void currentPageLoaded().then(() => {
  if (endTakeover) {
    // The take-over ends once the page itself is hydrated (or rendered, or the panel shown): React
    // hydrates the page's Suspense boundary after the rest of the site.
    onceRemotePageSettled(() => void endTakeover());
    // Hydration may yield to the browser (a transition): the page is readable and its links work
    // meanwhile, and no long task blocks input.
    startTransition(() => {
      hydrateRoot(container, <Site Router={BrowserRouter} />, options);
    });
  } else {
    createRoot(container, options).render(<Site Router={BrowserRouter} />);
  }
});
