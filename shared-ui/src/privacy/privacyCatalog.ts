import {
  flattenPrivacyTexts,
  privacyCatalogTexts,
  privacyTexts,
  type PrivacyWording,
} from '@physio/shared-contracts';
// Through the package (a federation singleton), not ../i18n: one language store for the whole site.
import { defineCatalog, useMessages } from '@physio/shared-ui';

/**
 * The data-rights wording (shared-contracts' privacyTexts, one table for the API and the pages) as a catalog:
 * English from that table, Hindi from its Hindi twin (`@physio/shared-contracts/privacy-hindi`), fetched only by
 * a Hindi page. The public notice and grievance pages and the patient's privacy page read it.
 */
export const privacyCatalog = defineCatalog('privacy', flattenPrivacyTexts(privacyTexts()), () =>
  import('@physio/shared-contracts/privacy-hindi').then((m) => ({
    default: flattenPrivacyTexts(m.PRIVACY_TEXTS_HI),
  })),
);

/** privacyTexts() in the page's language (the same shape: `t.area.title`). */
export function usePrivacyTexts(): PrivacyWording {
  const t = useMessages(privacyCatalog);
  return privacyCatalogTexts(t);
}
