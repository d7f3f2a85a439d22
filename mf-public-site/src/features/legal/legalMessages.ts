import { defineCatalog } from '@physio/shared-ui';
import { LEGAL_UPDATED, privacyMarkdown, termsMarkdown } from '../../content/legal';
import { LEGAL_CONTACTS } from './legalContacts';
import { termsMeta } from '../../lib/pageMeta/terms';

/**
 * The Terms page (/terms): its words and the two documents as Markdown. The Hindi translation
 * (content/legal.hi.ts) opens each document with the line that the English version governs.
 */
export const legalCatalog = defineCatalog(
  'public.legal',
  {
    metaTitle: termsMeta.title,
    metaDescription: termsMeta.description,
    title: 'Terms and Conditions',
    lead: 'How PhysioCare works, what you can expect from us, and how we protect your health information.',
    updated: `Last updated: ${LEGAL_UPDATED}`,
    onThisPage: 'On this page',
    termsLink: 'Terms and Conditions',
    termsTitle: 'Terms of service',
    privacyTitle: 'Privacy Policy',
    terms: termsMarkdown(LEGAL_CONTACTS),
    privacy: privacyMarkdown(LEGAL_CONTACTS),
  },
  () => import('./legalMessages.hi'),
);
