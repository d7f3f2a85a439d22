import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const conditionsMeta = {
  title: 'Conditions We Treat',
  description:
    'Physiotherapy for neck and back pain, sciatica, frozen shoulder, knee arthritis, sports injuries, stroke, Parkinson’s, post-surgical and pediatric rehabilitation.',
  path: PATHS.conditions,
} as const satisfies PageMeta;
