import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const termsMeta = {
  title: 'Terms and Conditions and Privacy Policy',
  description:
    'PhysioCare terms of service for online and home physiotherapy, and our privacy policy under the Digital Personal Data Protection Act, 2023.',
  path: PATHS.terms,
} as const satisfies PageMeta;
