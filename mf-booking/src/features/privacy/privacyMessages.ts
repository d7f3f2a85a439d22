import { defineCatalog } from '@physio/shared-ui';

export { usePrivacyTexts } from '@physio/shared-ui/privacy';

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
