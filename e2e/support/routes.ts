// Every route of spec §2 (paths from @physio/shared-contracts/paths) as a concrete URL, the remote that renders it, and where an anonymous
// visitor ends up (protected routes redirect to a login page).
import { PATHS, to } from './paths';
import type { RemoteName } from './stack';

export interface SpecRoute {
  url: string;
  remote: RemoteName;
  /** Path an anonymous visitor lands on (a login page for protected routes). */
  anonymousPath: string;
}

const DOCTOR = '9000000001';
const PATIENT = '9876543210';

export const SPEC_ROUTES: readonly SpecRoute[] = [
  { url: PATHS.home, remote: 'mf_public_site', anonymousPath: PATHS.home },
  { url: PATHS.about, remote: 'mf_public_site', anonymousPath: PATHS.about },
  { url: PATHS.blog, remote: 'mf_public_site', anonymousPath: PATHS.blog },
  { url: to.blogPost(1), remote: 'mf_public_site', anonymousPath: to.blogPost(1) },
  { url: PATHS.conditions, remote: 'mf_public_site', anonymousPath: PATHS.conditions },
  {
    url: to.condition('back-pain'),
    remote: 'mf_public_site',
    anonymousPath: to.condition('back-pain'),
  },
  { url: PATHS.faqs, remote: 'mf_public_site', anonymousPath: PATHS.faqs },
  { url: PATHS.terms, remote: 'mf_public_site', anonymousPath: PATHS.terms },
  { url: `${PATHS.terms}#privacy`, remote: 'mf_public_site', anonymousPath: PATHS.terms },
  { url: PATHS.comingSoon, remote: 'mf_public_site', anonymousPath: PATHS.comingSoon },
  { url: PATHS.contact, remote: 'mf_public_site', anonymousPath: PATHS.contact },
  { url: PATHS.privacyNotice, remote: 'mf_public_site', anonymousPath: PATHS.privacyNotice },
  { url: PATHS.grievance, remote: 'mf_public_site', anonymousPath: PATHS.grievance },
  { url: PATHS.booking, remote: 'mf_booking', anonymousPath: PATHS.booking },
  { url: PATHS.confirmBooking, remote: 'mf_booking', anonymousPath: PATHS.confirmBooking },
  { url: `${PATHS.thankYou}?email=asha%40example.in`, remote: 'mf_booking', anonymousPath: PATHS.thankYou },
  { url: PATHS.paymentSuccess, remote: 'mf_booking', anonymousPath: PATHS.paymentSuccess },
  { url: PATHS.paymentSuccessPhysio, remote: 'mf_booking', anonymousPath: PATHS.paymentSuccessPhysio },
  { url: PATHS.paymentFailed, remote: 'mf_booking', anonymousPath: PATHS.paymentFailed },
  // A waitlist offer's link: open to anyone, a visitor without a session is asked to log in there.
  {
    url: `${PATHS.waitlistClaim}?token=t0k3n-from-an-sms`,
    remote: 'mf_booking',
    anonymousPath: PATHS.waitlistClaim,
  },
  // The page servers send a visitor without a session to the login first (scripts/lib/page-routes.mjs).
  { url: PATHS.bookPhysio, remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.bookPhysioFor(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: PATHS.confirmBookingPhysio, remote: 'mf_booking', anonymousPath: PATHS.confirmBookingPhysio },
  { url: PATHS.patientLogin, remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientDashboard(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientProfile(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientOrders(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientPrescription(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientHealth(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientExercises(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientFamily(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: to.patientPrivacy(PATIENT), remote: 'mf_booking', anonymousPath: PATHS.patientLogin },
  { url: PATHS.doctorLogin, remote: 'mf_doctor', anonymousPath: PATHS.doctorLogin },
  { url: `${PATHS.dashboard}?patients`, remote: 'mf_doctor', anonymousPath: PATHS.doctorLogin },
  { url: to.patientBookings(PATIENT), remote: 'mf_doctor', anonymousPath: PATHS.doctorLogin },
  { url: to.doctorProfile(DOCTOR), remote: 'mf_doctor', anonymousPath: PATHS.patientLogin },
  { url: to.doctorPayout(DOCTOR), remote: 'mf_doctor', anonymousPath: PATHS.patientLogin },
  { url: PATHS.payoutPayment, remote: 'mf_doctor', anonymousPath: PATHS.patientLogin },
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
