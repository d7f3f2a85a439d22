/**
 * Build-time rendering of the shell around a page that a remote prerendered: navigation,
 * footer and <main> as the browser renders them for `path` (signed out), with the page's HTML where
 * the remote page goes. Runs under Node, bundled with RemotePage swapped for RemotePageSlot.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@physio/shared-ui';
import { App } from '../App';
import type { RemoteName, RemotePageId } from '../federation/remotes';
import { slotMarkup } from './RemotePageSlot';

export { composeDocument, documentFileFor, spaDocument } from './document';
export { ROUTES, SIGN_IN_PATHS } from '../routing/routeTable';

export interface ShellFrame {
  /** Everything inside #root. */
  rootHtml: string;
  /** <style data-styled> tags of the shell's own components and the global style. */
  styles: string;
}

export function renderShellPage(
  path: string,
  page: { html: string; page: string; remote: RemoteName },
): ShellFrame {
  const id: RemotePageId = `${page.remote}/${page.page}`;
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </ThemeProvider>,
      ),
    );
    const slot = slotMarkup(id);
    const at = html.indexOf(slot);
    if (at < 0 || html.indexOf(slot, at + 1) >= 0)
      throw new Error(`${path}: the shell's route table does not render ${id} exactly once`);
    return {
      rootHtml: html.slice(0, at) + page.html + html.slice(at + slot.length),
      styles: sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
  }
}
