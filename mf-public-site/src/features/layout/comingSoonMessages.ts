import { defineCatalog } from '@physio/shared-ui';
import { comingSoonMeta } from '../../lib/pageMeta/comingSoon';

/** The page of the parts still to come (/comingsoon): a module of that page only, as its Hindi chunk. */
export const comingSoonCatalog = defineCatalog(
  'public.comingSoon',
  {
    metaTitle: comingSoonMeta.title,
    metaDescription: comingSoonMeta.description,
    title: 'Coming Soon',
    lead: 'We are still building this part of PhysioCare. In the meantime you can book a session, or browse our articles and the conditions we treat.',
    readBlog: 'Read the blog',
    goHome: 'Go to Home',
  },
  () => import('./comingSoonMessages.hi'),
);
