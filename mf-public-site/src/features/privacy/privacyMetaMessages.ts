import { defineCatalog } from '@physio/shared-ui';
import { grievanceMeta } from '../../lib/pageMeta/grievance';
import { privacyNoticeMeta } from '../../lib/pageMeta/privacyNotice';

/** The descriptions of /privacy and /grievance (their titles are the privacy wording's own, usePrivacyTexts). */
export const privacyMetaCatalog = defineCatalog(
  'public.privacyMeta',
  {
    noticeDescription: privacyNoticeMeta.description,
    grievanceDescription: grievanceMeta.description,
  },
  () => import('./privacyMetaMessages.hi'),
);
