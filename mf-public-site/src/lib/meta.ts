/**
 * Title, description and canonical path of every public page, in one place so the pages (through
 * useDocumentMeta) and the build-time prerender (src/prerender) always agree. An article's meta is
 * in blogMeta.ts: every page imports this module, and the articles' text should load only with them.
 */
import { PATHS, to } from '@physio/shared-contracts/paths';
import { formatPhone, siteConfig, type DocumentMeta } from '@physio/shared-ui';
import { findConditionSummary } from '../content/conditionIndex';

export type PageMeta = Required<Pick<DocumentMeta, 'title' | 'description' | 'path'>>;

export const STATIC_META = {
  home: {
    title: 'PhysioCare — Online and Home Physiotherapy in India',
    description:
      'Book registered physiotherapists online or at home for back, neck, knee and shoulder pain, sports injuries, surgery recovery and neuro rehab. First session Rs. 499.',
    path: PATHS.home,
  },
  about: {
    title: 'About Us',
    description:
      'PhysioCare brings registered physiotherapists to you, online or at home, for pain, injuries, surgery recovery and neurological rehabilitation.',
    path: PATHS.about,
  },
  blog: {
    title: 'Blog',
    description:
      'Physiotherapist-written guides on back pain, neck pain, knee arthritis, frozen shoulder, sprains and stroke recovery, with home exercises.',
    path: PATHS.blog,
  },
  conditions: {
    title: 'Conditions We Treat',
    description:
      'Physiotherapy for neck and back pain, sciatica, frozen shoulder, knee arthritis, sports injuries, stroke, Parkinson’s, post-surgical and pediatric rehabilitation.',
    path: PATHS.conditions,
  },
  faqs: {
    title: 'FAQs',
    description:
      'Answers about physiotherapy with PhysioCare: causes of pain, online sessions, session length (30 minutes to 1 hour), preparation, first session and recovery time.',
    path: PATHS.faqs,
  },
  terms: {
    title: 'Terms and Conditions and Privacy Policy',
    description:
      'PhysioCare terms of service for online and home physiotherapy, and our privacy policy under the Digital Personal Data Protection Act, 2023.',
    path: PATHS.terms,
  },
  comingSoon: {
    title: 'Coming Soon',
    description:
      'This PhysioCare feature is on its way. Meanwhile you can book a session or read our guides.',
    path: PATHS.comingSoon,
  },
  contact: {
    title: 'Contact Us',
    description: `Questions about physiotherapy or a booking? Write to PhysioCare or call ${formatPhone(siteConfig.supportPhone)}.`,
    path: PATHS.contact,
  },
  privacyNotice: {
    title: 'Privacy notice',
    description:
      'What PhysioCare collects, why, how long we keep it, and how you give or withdraw consent for each purpose.',
    path: PATHS.privacyNotice,
  },
  grievance: {
    title: 'Grievance officer',
    description: 'How to reach PhysioCare’s grievance officer about your personal data, and when we reply.',
    path: PATHS.grievance,
  },
} as const satisfies Record<string, PageMeta>;

export function conditionMeta(id: string | undefined): PageMeta {
  const condition = findConditionSummary(id);
  return condition
    ? {
        title: `${condition.name} Physiotherapy`,
        description: condition.summary,
        path: to.condition(condition.slug),
      }
    : {
        title: 'Condition not found',
        description: 'Browse the conditions PhysioCare physiotherapists treat.',
        path: PATHS.conditions,
      };
}
