import { defineCatalog } from '@physio/shared-ui';
import { STATIC_META } from '../../lib/meta';

/** The descriptions of /privacy and /grievance (their titles are the privacy wording's own, usePrivacyTexts). */
export const privacyMetaCatalog = defineCatalog(
  'public.privacyMeta',
  {
    noticeDescription: STATIC_META.privacyNotice.description,
    grievanceDescription: STATIC_META.grievance.description,
  },
  () => import('./privacyMetaMessages.hi'),
);
