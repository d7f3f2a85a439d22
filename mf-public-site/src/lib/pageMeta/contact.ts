import { PATHS } from '@physio/shared-contracts/paths';
import { formatPhone, siteConfig } from '@physio/shared-ui';
import type { PageMeta } from '../meta';

export const contactMeta = {
  title: 'Contact Us',
  description: `Questions about physiotherapy or a booking? Write to PhysioCare or call ${/* @__PURE__ */ formatPhone(siteConfig.supportPhone)}.`,
  path: PATHS.contact,
} as const satisfies PageMeta;
