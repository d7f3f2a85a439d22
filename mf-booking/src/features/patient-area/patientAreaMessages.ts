import { defineCatalog } from '@physio/shared-ui';

/** The patient area's words (dashboard, orders, profile, prescriptions): English as the pages had them, and Hindi. */
export const patientAreaCatalog = defineCatalog(
  'patientArea',
  {
    addToCalendar: 'Add to calendar',
  },
  () => import('./patientAreaMessages.hi').then((m) => ({ default: m.patientAreaCatalog })),
);
