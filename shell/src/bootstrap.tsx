import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@physio/shared-ui';
import { App } from './App';
import { loadRemotePage, RemotePageError } from './federation/loadPage';
import { pageForPath } from './federation/prefetch';
import { ensureRemotesRegistered } from './federation/remotes';
import { PRERENDERED_ATTRIBUTE } from './prerender/document';
import { beginTakeover } from './prerender/takeover';

// Start fetching /mf-config.json now, in parallel with the first render.
ensureRemotesRegistered().catch((err: unknown) => {
  console.warn('[shell] remote configuration unavailable', err);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Public routes arrive rendered at build time (src/prerender): the page is already on screen.
const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
const endTakeover = prerendered ? beginTakeover(container) : () => Promise.resolve();

/** Runs once the first render is in the document: the prerendered page is being taken over. */
function TakenOver() {
  useLayoutEffect(() => void endTakeover(), []);
  return null;
}

/**
 * On a prerendered page, waits for the route's remote page module first, so the first render puts
 * the same page in place of the prerendered HTML instead of a loading state (no flash, no shift).
 * A remote that cannot be reached is left to the render, which shows the unavailable panel.
 */
async function currentPageLoaded(): Promise<void> {
  const id = prerendered ? pageForPath(window.location.pathname) : null;
  if (id) await loadRemotePage(id).catch(() => undefined);
}

const app = (
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <App />
        <TakenOver />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>
);

void currentPageLoaded().then(() => {
  const root = createRoot(container, {
    // An unreachable remote is an expected, handled state (the boundary shows the Retry panel and warns).
    onCaughtError(error, info) {
      if (error instanceof RemotePageError) return;
      console.error(error, info.componentStack);
    },
  });
  // Over prerendered HTML the render may yield to the browser (a transition): the page is readable
  // and its links work meanwhile, and no long task blocks input.
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
});
