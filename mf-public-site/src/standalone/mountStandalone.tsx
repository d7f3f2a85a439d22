import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteName } from '../../../shell/src/federation/remotes';
import { StandaloneApp } from '../../../shell/src/standalone/StandaloneApp';

/** This remote's pages by file name; webpack bundles every src/pages/*.tsx except tests. */
function loadPage(pageName: string): Promise<{ default: ComponentType }> {
  return import(
    /* webpackExclude: /\.(test|spec)\.tsx$/ */
    /* webpackChunkName: "page-[request]" */
    `../pages/${pageName}.tsx`
  );
}

export function mountStandalone(remote: RemoteName): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp remote={remote} loadPage={loadPage} />
    </StrictMode>,
  );
}
