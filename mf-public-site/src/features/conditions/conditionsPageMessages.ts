import { defineCatalog } from '@physio/shared-ui';
import { conditionIndex } from '../../content/conditionIndex';
import { contentEnglish } from '../../lib/contentCatalog';
import { conditionsMeta } from '../../lib/pageMeta/conditions';

/** Each condition's one-line summary (content/conditionIndex.ts), by slug: the conditions page's cards. */
export const conditionSummaryCatalog = defineCatalog(
  'conditions.summary',
  contentEnglish(conditionIndex, 'slug', ['summary']),
  () => import('./conditionsPageMessages.hi').then((m) => ({ default: m.conditionSummaryCatalog })),
);

/** The conditions page's own words (/conditions-we-treat). */
export const conditionsPageCatalog = defineCatalog(
  'conditions.page',
  {
    metaTitle: conditionsMeta.title,
    metaDescription: conditionsMeta.description,
    title: 'Conditions We Treat',
    lead: 'Our physiotherapists help with pain, injuries, recovery after surgery and long-term neurological and developmental conditions. Choose a condition to learn what it is, the usual symptoms and how physiotherapy helps.',
    cta: 'Not sure which condition fits? Book a session and your physiotherapist will assess you.',
  },
  () => import('./conditionsPageMessages.hi').then((m) => ({ default: m.conditionsPageCatalog })),
);
