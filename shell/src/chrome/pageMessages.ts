import { defineCatalog } from '@physio/shared-ui';

/**
 * The words of the shell's own pages that load only when shown (the 404 page, the unavailable panel's
 * hint; the 404's title is the chrome's, as the spec's MESSAGES has it): English as the spec has them, Hindi fetched with them on a Hindi page, so neither is in any
 * page's first render.
 */
export const shellPageCatalog = defineCatalog(
  'shell.pages',
  {
    notFoundText: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to Home',
    unavailableHint: 'Please check your connection and try again. The rest of the site keeps working.',
  },
  () => import('./pageMessages.hi'),
);
