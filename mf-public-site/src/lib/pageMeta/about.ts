import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const aboutMeta = {
  title: 'About Us',
  description:
    'PhysioCare brings registered physiotherapists to you, online or at home, for pain, injuries, surgery recovery and neurological rehabilitation.',
  path: PATHS.about,
} as const satisfies PageMeta;
