import { defineCatalog } from '@physio/shared-ui';

/** Words every public page shares: the booking call to action and the breadcrumb trail's name. */
export const layoutCatalog = defineCatalog(
  'public.layout',
  {
    bookAppointment: 'Book Appointment',
    ctaTitle: 'Ready to start feeling better?',
    ctaText: 'Book an online or home session with a registered physiotherapist in a few minutes.',
    breadcrumb: 'Breadcrumb',
  },
  () => import('./layoutMessages.hi').then((m) => ({ default: m.layoutCatalog })),
);

/** The page of the parts still to come (/comingsoon). */
export const comingSoonCatalog = defineCatalog(
  'public.comingSoon',
  {
    title: 'Coming Soon',
    lead: 'We are still building this part of PhysioCare. In the meantime you can book a session, or browse our articles and the conditions we treat.',
    readBlog: 'Read the blog',
    goHome: 'Go to Home',
  },
  () => import('./layoutMessages.hi').then((m) => ({ default: m.comingSoonCatalog })),
);
