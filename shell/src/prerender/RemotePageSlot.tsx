import type { RemotePageId } from '../federation/remotes';

/** The markup RemotePageSlot renders for `id`: the place the remote's prerendered HTML goes. */
export function slotMarkup(id: RemotePageId): string {
  return `<template data-page-slot="${id}"></template>`;
}

/**
 * Build-time stand-in for federation/RemotePage (swapped in by the prerender bundle): the shell
 * renders its frame around a marker that is then replaced by the page the remote prerendered.
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  return <template data-page-slot={id} />;
}
