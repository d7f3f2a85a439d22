import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const homeMeta = {
  title: 'PhysioCare — Online and Home Physiotherapy in India',
  description:
    'Book registered physiotherapists online or at home for back, neck, knee and shoulder pain, sports injuries, surgery recovery and neuro rehab. First session Rs. 499.',
  path: PATHS.home,
} as const satisfies PageMeta;
