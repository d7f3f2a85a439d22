/**
 * Build-time rendering of the shell's frame of one route: navigation, footer and <main> as the
 * browser renders them for `path` (signed out), with a slot where the route's remote page goes (the
 * page servers put the remote's fragment there at request time), and the page's loading state for
 * when there is none. Runs under Node, bundled with RemotePage swapped for RemotePageSlot.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { DelayedFallback } from '../federation/DelayedFallback';
import type { RemotePageId } from '../federation/remotes';
import { Site } from '../Site';
import { slotMarkup } from './RemotePageSlot';

export { slotMarkup };

export { frameDocument, frameFileFor, spaDocument } from './document';
export { routeMap } from './routeMap';
export { ROUTES, SIGN_IN_PATHS } from '../routing/routeTable';
export { HTML_LANG, LOCALES } from '@physio/shared-ui';
export { inLocale } from '@physio/shared-ui/prerender';

export interface ShellFrame {
  /** Everything inside #root, with slotMarkup(page) where the page goes. */
  rootHtml: string;
  /** The page's loading state, as its Suspense boundary shows it while the page loads. */
  loadingHtml: string;
  /** <style data-styled> tags of the shell's components, the global style and the loading state. */
  styles: string;
}

export function renderShellFrame(path: string, page: RemotePageId): ShellFrame {
  const sheet = new ServerStyleSheet();
  try {
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={path}>{children}</StaticRouter>
    );
    const rootHtml = renderToString(sheet.collectStyles(<Site Router={Router} />));
    const slot = slotMarkup(page);
    const at = rootHtml.indexOf(slot);
    if (at < 0 || rootHtml.indexOf(slot, at + 1) >= 0)
      throw new Error(`${path}: the shell's route table does not render ${page} exactly once`);
    const loadingHtml = renderToString(sheet.collectStyles(<DelayedFallback />));
    return { rootHtml, loadingHtml, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
