import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const privacyNoticeMeta = {
  title: 'Privacy notice',
  description:
    'What PhysioCare collects, why, how long we keep it, and how you give or withdraw consent for each purpose.',
  path: PATHS.privacyNotice,
} as const satisfies PageMeta;
