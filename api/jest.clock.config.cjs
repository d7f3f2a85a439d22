// npm run test:clock (issue 31): the suites that read today's date, run again with the wall clock set to days of one
// week (Monday 28 December 2026 to Sunday 3 January 2027: a month's and a year's end) at 23:50 or 00:10 in India,
// and at the two sides of midnight UTC (05:20 and 05:40 IST). Each point is a jest project whose files see `Date`
// (and PGlite's now()) at that instant, ticking from there (test/test-clock.ts). PGlite only: a real PostgreSQL
// server keeps its own clock.
//
// The nine points form three rounds; each round holds an evening in India (the day row opens on tomorrow), a time
// past India's midnight, and a year's end or UTC's midnight. CI runs each suite in one round (DATE_SUITES), so
// every point runs a third of the suites (75 suite runs, not 225: the whole matrix took 24 minutes of CI's 90 on
// its own). CLOCK_MATRIX=full runs every suite at every point.
const base = require('./jest.config.cjs');

const ROUNDS = [
  [
    ['Thu 23:50 IST, the year ends', '2026-12-31T23:50:00+05:30'],
    ['Fri 00:10 IST, a new year (still 31 Dec in UTC)', '2027-01-01T00:10:00+05:30'],
    ['Sun 23:50 IST', '2027-01-03T23:50:00+05:30'],
  ],
  [
    ['Mon 23:50 IST', '2026-12-28T23:50:00+05:30'],
    ['Sat 00:10 IST', '2027-01-02T00:10:00+05:30'],
    ['Fri 05:20 IST = Thu 23:50 UTC', '2026-11-26T23:50:00Z'],
  ],
  [
    ['Wed 23:50 IST', '2026-12-30T23:50:00+05:30'],
    ['Tue 00:10 IST', '2026-12-29T00:10:00+05:30'],
    ['Sat 05:40 IST = Sat 00:10 UTC', '2026-11-28T00:10:00Z'],
  ],
];

/**
 * The suites whose tests depend on the day or the hour they run at, by the round CI runs them in: the year's end
 * round takes those with yearly or dated rules (receipt numbers, coupon and package validity, order limits, a family
 * member's age from their birth year).
 */
const DATE_SUITES = [
  [
    'src/modules/billing/receipts.test.ts',
    'src/modules/billing/receipt-routes.test.ts',
    'src/modules/coupons/coupon-routes.test.ts',
    'src/modules/packages/package-routes.test.ts',
    'src/modules/payments/order-limits.test.ts',
    'src/modules/scheduling/scheduling-routes.test.ts',
    'src/modules/scheduling/reminders.test.ts',
    'src/modules/scheduling/series.test.ts',
    'src/modules/clinical/exercise-reminders.test.ts',
    // A family member's age from their birth year (issue 28): the year in India turns here.
    'src/modules/family/family-routes.test.ts',
    'src/modules/scheduling/family-booking.test.ts',
  ],
  [
    'src/modules/scheduling/change-routes.test.ts',
    'src/modules/scheduling/sessions.test.ts',
    'src/modules/patients/care.test.ts',
    'src/modules/notifications/mail/events.test.ts',
    'src/modules/notifications/mail/booking-mail.test.ts',
    'src/modules/whatsapp/whatsapp-channel.test.ts',
    'src/modules/scheduling/waitlist.test.ts',
    'src/modules/travel/travel-routes.test.ts',
    // A family member's day of exercises and adherence (issue 28 point 3): India's date and ISO week.
    'src/modules/clinical/family-exercise-days.test.ts',
  ],
  [
    'src/modules/refunds/refund-routes.test.ts',
    'src/modules/refunds/reconcile-refunds.test.ts',
    'src/modules/notifications/mail/doctor-notices.test.ts',
    'src/modules/notifications/outbox.test.ts',
    'src/modules/whatsapp/webhook.test.ts',
    'src/modules/clinical/record-routes.test.ts',
    'src/modules/clinical/exercise-routes.test.ts',
    // A series booking's read (issue 28): the calendar from today in India to the booking horizon.
    'src/modules/scheduling/series-reads.test.ts',
  ],
];

/** The suites a round runs (every date suite with CLOCK_MATRIX=full). */
const suitesOf = (round) => (process.env.CLOCK_MATRIX === 'full' ? DATE_SUITES.flat() : DATE_SUITES[round]);

module.exports = {
  testTimeout: base.testTimeout,
  // Every point in one run: two workers (jest would run a 2-core machine's files in its own process, where each
  // file's PGlite heap piles up until hooks time out), each replaced once it holds more than 1 GB.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  projects: ROUNDS.flatMap((points, round) =>
    points.map(([label, instant]) => ({
      ...base,
      displayName: `api (clock: ${label})`,
      testMatch: suitesOf(round).map((suite) => `<rootDir>/${suite}`),
      testPathIgnorePatterns: base.testPathIgnorePatterns,
      globals: { TEST_CLOCK: instant },
    })),
  ),
};
