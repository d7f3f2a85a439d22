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
