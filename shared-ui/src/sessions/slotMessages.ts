// Through the package (a federation singleton), not ../i18n: one language store for the whole site.
import { defineCatalog } from '@physio/shared-ui';

/** The slot chooser's words (patient pages): English as before, and Hindi. Names of doctors stay as written. */
export const slotCatalog = defineCatalog(
  'slots',
  {
    legend: 'Choose a time',
    noFreeTimes: 'No free times on this day — try another day',
    timesInIst: 'All times are India Standard Time ({zone}).',
    callMe: 'Let us call you to fix a time',
    loading: 'Loading free times…',
    nearest: 'Nearest free times',
    nearestLead: 'Nearest free times:',
    freeOn: 'Free times on {date}',
    with: 'with {doctor}',
    chosen: 'Chosen: {date}, {time} with {doctor}',
    day: 'Day',
    earlier: 'Earlier days',
    later: 'Later days',
    physiotherapist: 'Physiotherapist',
    firstAvailable: 'First available',
    earliest: 'The earliest free time · {fee}',
    perSession: '{price} per session',
    waitlist: 'None of these times suit you? Join the waitlist',
    waitlistLoading: 'Loading the waitlist…',
  },
  () =>
    import(/* webpackChunkName: "hi-booking" */ './slotMessages.hi').then((m) => ({
      default: m.slotCatalog,
    })),
);
