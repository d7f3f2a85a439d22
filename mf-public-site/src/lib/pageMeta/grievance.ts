import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const grievanceMeta = {
  title: 'Grievance officer',
  description: 'How to reach PhysioCare’s grievance officer about your personal data, and when we reply.',
  path: PATHS.grievance,
} as const satisfies PageMeta;
