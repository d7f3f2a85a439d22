import { Suspense, useCallback, useMemo, useState } from 'react';
import { DelayedFallback } from './DelayedFallback';
import { forgetLazyPage, lazyRemotePage } from './loadPage';
import { Settled } from './pageSettled';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemotePageId } from './remotes';

/**
 * Renders one page exposed by a remote, isolated: while it loads a (delayed) spinner, if it fails
 * the unavailable panel. Retry makes a fresh React.lazy and remounts the boundary (new key), so the
 * runtime fetches the manifest and chunks again without a page reload.
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` forces a fresh lazy after Retry
  const Page = useMemo(() => lazyRemotePage(id), [id, attempt]);
  const retry = useCallback(() => {
    forgetLazyPage(id);
    setAttempt((n) => n + 1);
  }, [id]);

  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<DelayedFallback />}>
        <Settled>
          <Page />
        </Settled>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
