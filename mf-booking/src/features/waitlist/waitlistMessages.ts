import { WAITLIST_MESSAGES, WAITLIST_TIMES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** The waitlist offer's claim page (/waitlist/claim): English as it was (the API's messages too), and Hindi. */
export const waitlistClaimCatalog = defineCatalog(
  'waitlistClaim',
  {
    metaTitle: 'A time has freed up | PhysioCare',
    metaDescription: 'Claim a time that has freed up from the waitlist.',
    title: 'A time has freed up',
    onlineWith: 'Online session with {doctor}',
    homeWith: 'Home visit with {doctor}',
    firstGetsIt: 'The first patient on the waitlist to claim this time gets it, held for 15 minutes.',
    claim: 'Claim this time',
    visitPin: 'PIN code {pin}',
    travelFee: 'Travel fee {fee} per visit',
    loadingOffer: 'Loading the offer…',
    offerNotLoaded: 'Could not load the offer',
    claimFailed: 'Could not claim the time',
    logInBefore: 'Please {link} with the mobile number the message was sent to, to claim this time.',
    logIn: 'log in',
    heldUntil: 'The time is held for you until {time}. Please confirm it before then.',
    holdOver: 'The 15 minutes to confirm this time are over.',
    onlineBooked: 'Your online session is booked.',
    homeBooked: 'Your home visit is booked.',
    toDashboard: 'Go to your dashboard',
    loadingCredits: 'Loading your session credits…',
    creditsNotLoaded: 'Could not load your session credits',
    bookFailed: 'Could not book the session',
    useCredit: 'Use a session credit',
    bookAndPay: 'Book and pay for this time',
    offerUnknown: WAITLIST_MESSAGES.offerUnknown,
    offerNotYours: WAITLIST_MESSAGES.offerNotYours,
    offerGone: WAITLIST_MESSAGES.offerGone,
    offerExpired: WAITLIST_MESSAGES.offerExpired,
  },
  () => import('./waitlistMessages.hi').then((m) => ({ default: m.waitlistClaimCatalog })),
);

/** The patient's waitlist on the dashboard: English as it was, and Hindi. */
export const waitlistEntriesCatalog = defineCatalog(
  'waitlistEntries',
  {
    title: 'Your waitlist',
    notLoaded: 'Could not load your waitlist',
    leaveFailed: 'Could not leave the waitlist',
    loading: 'Loading your waitlist…',
    onlineWith: '{mode} with {doctor}',
    onlineSession: 'Online session',
    homeVisit: 'Home visit',
    range: '{from} to {to}',
    morning: WAITLIST_TIMES.morning.label,
    afternoon: WAITLIST_TIMES.afternoon.label,
    evening: WAITLIST_TIMES.evening.label,
    claimed: 'You claimed a time from this waitlist.',
    leave: 'Leave',
    leaveFor: 'Leave the waitlist for {doctor}, {range}',
  },
  () => import('./waitlistMessages.hi').then((m) => ({ default: m.waitlistEntriesCatalog })),
);
