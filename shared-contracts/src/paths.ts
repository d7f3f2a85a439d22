/**
 * Every page path of spec §2, the one place that spells them. A leaf module (no imports, no React):
 * the shell's route table, the remotes' links and navigate calls, the public site's prerender list
 * and the e2e suite all read it. Import it as '@physio/shared-contracts/paths'.
 *
 * `PATHS` holds react-router patterns (":id" marks the parameter); `to` builds the concrete URL of a
 * parameterised path. Query strings and hashes are added by the caller.
 */
export const PATHS = {
  // Public site (mf-public-site)
  home: '/',
  about: '/about',
  blog: '/blog',
  blogPost: '/blog/:id',
  conditions: '/conditions-we-treat',
  condition: '/conditions-we-treat/:id',
  faqs: '/faqs',
  terms: '/terms',
  comingSoon: '/comingsoon',
  contact: '/contact',
  /** The privacy notice, one section per purpose (DPDP Act). */
  privacyNotice: '/privacy',
  /** The grievance officer's contact (DPDP Rules). */
  grievance: '/grievance',

  // Booking and payment (mf-booking)
  booking: '/booking',
  confirmBooking: '/confirmbooking',
  thankYou: '/thankyou',
  paymentSuccess: '/paymentsuccess',
  paymentSuccessPhysio: '/paymentsuccessphysio',
  paymentFailed: '/paymentfailed',
  bookPhysio: '/bookphysio',
  bookPhysioFor: '/c/:id',
  confirmBookingPhysio: '/confirmbookingphysio',
  patientLogin: '/user/login',
  /** A waitlist offer's claim link (`?token=`), sent by SMS and e-mail. */
  waitlistClaim: '/waitlist/claim',

  // Patient area (mf-booking; a doctor may open it too)
  patientDashboard: '/user/dashboard/:id',
  patientProfile: '/user/profile/:id',
  patientOrders: '/user/orders/:id',
  patientPrescription: '/user/prescription/:id',
  patientHealth: '/user/health/:id',
  /** Consents, download, correct, erase and the requests log (DPDP Act). */
  patientPrivacy: '/user/privacy/:id',
  /** Today's home exercises (a phone page; the daily reminder links to it). */
  patientExercises: '/user/exercises/:id',
  /** The patient's family members (issue 28), whom they book for. */
  patientFamily: '/user/family/:id',

  // Doctor area (mf-doctor)
  doctorLogin: '/dashboard/login',
  dashboard: '/dashboard',
  patientBookings: '/user/bookings/:id',
  doctorProfile: '/doctor/profile/:id',
  doctorPayout: '/doctor/:id/payout',
  payoutPayment: '/doctor/payout/payment',
} as const;

export type PathName = keyof typeof PATHS;
export type PathPattern = (typeof PATHS)[PathName];

/** The paths mf-public-site renders: anyone may open them, and only they are prerendered. */
export const PUBLIC_SITE_PATHS: readonly PathPattern[] = [
  PATHS.home,
  PATHS.about,
  PATHS.blog,
  PATHS.blogPost,
  PATHS.conditions,
  PATHS.condition,
  PATHS.faqs,
  PATHS.terms,
  PATHS.comingSoon,
  PATHS.contact,
  PATHS.privacyNotice,
  PATHS.grievance,
];

/** Names of the paths with an ":id" parameter. */
export type ParamPathName = {
  [K in PathName]: (typeof PATHS)[K] extends `${string}:id${string}` ? K : never;
}[PathName];

/** Fills a pattern's ":id" with `id` (URL-encoded, so an id never adds a path segment). */
export function pathWithId(pattern: PathPattern, id: string | number): string {
  return pattern.replace(':id', encodeURIComponent(String(id)));
}

const builder =
  (name: ParamPathName) =>
  (id: string | number): string =>
    pathWithId(PATHS[name], id);

/** The concrete URL of every parameterised path: `to.patientDashboard('9876543210')`. */
export const to: { readonly [K in ParamPathName]: (id: string | number) => string } = {
  blogPost: builder('blogPost'),
  condition: builder('condition'),
  bookPhysioFor: builder('bookPhysioFor'),
  patientDashboard: builder('patientDashboard'),
  patientProfile: builder('patientProfile'),
  patientOrders: builder('patientOrders'),
  patientPrescription: builder('patientPrescription'),
  patientHealth: builder('patientHealth'),
  patientPrivacy: builder('patientPrivacy'),
  patientExercises: builder('patientExercises'),
  patientFamily: builder('patientFamily'),
  patientBookings: builder('patientBookings'),
  doctorProfile: builder('doctorProfile'),
  doctorPayout: builder('doctorPayout'),
};
