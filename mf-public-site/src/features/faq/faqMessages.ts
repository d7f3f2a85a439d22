import { defineCatalog } from '@physio/shared-ui';
import { faqs } from '../../content/faqs';
import { faqsMeta } from '../../lib/pageMeta/faqs';

/** The FAQ page's own words (/faqs). */
export const faqPageCatalog = defineCatalog(
  'public.faq',
  {
    metaTitle: faqsMeta.title,
    metaDescription: faqsMeta.description,
    title: 'Frequently Asked Questions',
    lead: "Straight answers to what patients ask us most. Can't find yours?",
    contactUs: 'Contact us',
  },
  () => import('./faqMessages.hi').then((m) => ({ default: m.faqPageCatalog })),
);

/** Each question and its answer's paragraphs (content/faqs.ts), by id: `<id>.question`, `<id>.answer.<n>`. */
export const faqCatalog = defineCatalog(
  'public.faq.items',
  Object.fromEntries(
    faqs.flatMap((f) => [
      [`${f.id}.question`, f.question],
      ...f.answer.map((p, n) => [`${f.id}.answer.${n}`, p]),
    ]),
  ) as Record<string, string>,
  () => import('./faqMessages.hi').then((m) => ({ default: m.faqCatalog })),
);
