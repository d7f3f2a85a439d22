import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteName } from '@physio/shell/routing';
import { StandaloneApp, type LocalPageLoader } from './StandaloneApp';

/**
 * Renders `remote` alone into #root: the remote's standalone entry (src/bootstrap.tsx) calls this
 * with its own page loader, whose dynamic import must live in the remote so webpack bundles its pages.
 */
export function mountStandalone(remote: RemoteName, loadPage: LocalPageLoader): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp remote={remote} loadPage={loadPage} />
    </StrictMode>,
  );
}
