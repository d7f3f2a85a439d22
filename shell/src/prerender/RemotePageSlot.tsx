import { Suspense } from 'react';
import { DelayedFallback } from '../federation/DelayedFallback';
import { Settled } from '../federation/pageSettled';
import type { RemotePageId } from '../federation/remotes';

/** The markup RemotePageSlot renders for `id` inside its Suspense boundary's markers: where the page goes. */
export function slotMarkup(id: RemotePageId): string {
  return `<!--$--><template data-page-slot="${id}"></template><!--/$-->`;
}

/**
 * Build-time stand-in for federation/RemotePage (swapped in by the frame bundle): the same Suspense
 * boundary as the browser's, around a marker the frame's build replaces with the remote's fragment
 * (composed at request time), so the page hydrates inside its own boundary.
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  return (
    <Suspense fallback={<DelayedFallback />}>
      <Settled>
        <template data-page-slot={id} />
      </Settled>
    </Suspense>
  );
}
