import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const comingSoonMeta = {
  title: 'Coming Soon',
  description: 'This PhysioCare feature is on its way. Meanwhile you can book a session or read our guides.',
  path: PATHS.comingSoon,
} as const satisfies PageMeta;
