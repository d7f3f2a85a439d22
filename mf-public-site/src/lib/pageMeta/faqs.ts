import { PATHS } from '@physio/shared-contracts/paths';
import type { PageMeta } from '../meta';

export const faqsMeta = {
  title: 'FAQs',
  description:
    'Answers about physiotherapy with PhysioCare: causes of pain, online sessions, session length (30 minutes to 1 hour), preparation, first session and recovery time.',
  path: PATHS.faqs,
} as const satisfies PageMeta;
