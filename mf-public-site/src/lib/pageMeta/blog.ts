import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const blogMeta = {
  title: 'Blog',
  description:
    'Physiotherapist-written guides on back pain, neck pain, knee arthritis, frozen shoulder, sprains and stroke recovery, with home exercises.',
  path: PATHS.blog,
} as const satisfies PageMeta;
