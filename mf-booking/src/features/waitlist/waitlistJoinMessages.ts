import { WAITLIST_MESSAGES, WAITLIST_TIMES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/**
 * "Join the waitlist"'s form: English as it was (shared-contracts' words exactly), and Hindi. Its own module, as
 * the form is: /booking's first render takes neither (WaitlistOffer loads the form when asked).
 */
export const waitlistJoinCatalog = defineCatalog(
  'waitlistJoin',
  {
    logIn: 'Please {link} to join the waitlist.',
    logInLink: 'log in',
    joined: WAITLIST_MESSAGES.joined,
    seeWaitlist: 'See your waitlist',
    joinFailed: 'Could not join the waitlist',
    title: 'Join the waitlist',
    leadOnline:
      'Tell us when you could come. When an online time frees up we send you an SMS and an e-mail; the first to claim it gets it.',
    leadHome:
      'Tell us when you could come. When a home-visit time frees up we send you an SMS and an e-mail; the first to claim it gets it.',
    physiotherapist: 'Physiotherapist',
    physiotherapistIs: 'Physiotherapist: {name}',
    from: 'From',
    to: 'To',
    pincode: 'PIN code of the visit',
    timeOfDay: 'Time of day',
    morning: WAITLIST_TIMES.morning.label,
    afternoon: WAITLIST_TIMES.afternoon.label,
    evening: WAITLIST_TIMES.evening.label,
    join: 'Join the waitlist',
    fromInPast: WAITLIST_MESSAGES.fromInPast,
    rangeOrder: WAITLIST_MESSAGES.rangeOrder,
    tooFarAhead: WAITLIST_MESSAGES.tooFarAhead,
    time: WAITLIST_MESSAGES.time,
    mode: WAITLIST_MESSAGES.mode,
    emptyWindow: WAITLIST_MESSAGES.emptyWindow,
    tooMany: WAITLIST_MESSAGES.tooMany,
    already: WAITLIST_MESSAGES.already,
  },
  () => import('./waitlistJoinMessages.hi').then((m) => ({ default: m.waitlistJoinCatalog })),
);
