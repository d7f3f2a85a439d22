import { siteConfig } from '@physio/shared-ui';
import type { LegalContacts } from '../../content/legal';

/** The Terms page's contacts, from the site configuration: both languages show the same. */
export const LEGAL_CONTACTS: LegalContacts = {
  brandName: siteConfig.brandName,
  supportEmail: siteConfig.supportEmail,
  supportPhone: siteConfig.supportPhone,
};
