import { defineCatalog } from '@physio/shared-ui';

/** The booking as the patient made it (the confirmation and /paymentfailed, not /booking): English as it was, and Hindi. */
export const summaryCatalog = defineCatalog(
  'bookingSummary',
  {
    details: 'Booking details',
    name: 'Name',
    email: 'Email',
    problem: 'Problem',
    sessions: 'Sessions',
    treatment: 'Treatment',
    homeTreatment: 'Home treatment: {address}, {pincode}',
    onlineSession: 'Online session',
    session: 'Session',
    sessionWith: '{date}, {time} with {doctor}',
    preferredSlot: 'Preferred slot',
    anyDay: 'Any day',
    callToFix: 'We will call you to fix a time',
  },
  () => import('./summaryMessages.hi').then((m) => ({ default: m.summaryCatalog })),
);
