import { defineCatalog } from '@physio/shared-ui';
import { STATIC_META } from '../../lib/meta';

/** The page of the parts still to come (/comingsoon): a module of that page only, as its Hindi chunk. */
export const comingSoonCatalog = defineCatalog(
  'public.comingSoon',
  {
    metaTitle: STATIC_META.comingSoon.title,
    metaDescription: STATIC_META.comingSoon.description,
    title: 'Coming Soon',
    lead: 'We are still building this part of PhysioCare. In the meantime you can book a session, or browse our articles and the conditions we treat.',
    readBlog: 'Read the blog',
    goHome: 'Go to Home',
  },
  () => import('./comingSoonMessages.hi'),
);
