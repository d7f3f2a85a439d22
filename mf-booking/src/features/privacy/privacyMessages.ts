import {
  flattenPrivacyTexts,
  privacyCatalogTexts,
  privacyTexts,
  type PrivacyWording,
} from '@physio/shared-contracts';
import { defineCatalog, useMessages } from '@physio/shared-ui';

/**
 * The privacy page's wording (shared-contracts' privacyTexts, one table for the API and the pages) as a catalog:
 * English from that table, Hindi from its Hindi twin, fetched only by a Hindi page.
 */
export const privacyCatalog = defineCatalog('privacy', flattenPrivacyTexts(privacyTexts()), () =>
  import('@physio/shared-contracts/privacy-hindi').then((m) => ({
    default: flattenPrivacyTexts(m.PRIVACY_TEXTS_HI),
  })),
);

/** The privacy page's own words beside the shared table (loading, refusals, the way home). */
export const privacyPageCatalog = defineCatalog(
  'privacyPage',
  {
    goHome: 'Go to Home',
    onlyPatient: 'Only the patient can see and change their privacy choices.',
    loadingConsents: 'Loading your consents…',
    loadingDetails: 'Loading your details…',
    loadingRequests: 'Loading your requests…',
    detailsNotLoaded: 'Could not load your details',
    consentsNotLoaded: 'Could not load your consents',
    requestsNotLoaded: 'Could not load your requests',
    choiceNotSaved: 'Could not save your choice',
    notCorrected: 'Could not correct your details',
    notDownloaded: 'Could not download your data',
    notErased: 'Could not erase your account',
  },
  () => import('./privacyMessages.hi').then((m) => ({ default: m.privacyPageCatalog })),
);

/** privacyTexts() in the page's language (the same shape: `t.area.title`). */
export function usePrivacyTexts(): PrivacyWording {
  const t = useMessages(privacyCatalog);
  return privacyCatalogTexts(t);
}
