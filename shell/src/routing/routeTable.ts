import { PATHS } from '@physio/shared-contracts/paths';
import type { RemotePageId } from '../federation/remotes';

/**
 * public: anyone; doctor: stored doctor session (else /dashboard/login);
 * patientOrDoctor: a patient or doctor session (else the login of the previous logger);
 * guestOnly: login pages that send a logged-in user back.
 */
export type Guard = 'public' | 'doctor' | 'patientOrDoctor' | 'guestOnly';

export interface RouteEntry {
  path: string;
  page: RemotePageId;
  guard: Guard;
  /** Rendered below `page` when a doctor session exists. */
  doctorExtra?: RemotePageId;
}

/**
 * Every path of spec §2 (spelled once in PATHS) with its page and guard; routeTable.test.ts checks
 * it covers PATHS exactly. The 404 catch-all is added by AppRoutes.
 */
export const ROUTES: readonly RouteEntry[] = [
  // Public site
  { path: PATHS.home, page: 'mf_public_site/HomePage', guard: 'public' },
  { path: PATHS.about, page: 'mf_public_site/AboutPage', guard: 'public' },
  { path: PATHS.blog, page: 'mf_public_site/BlogListPage', guard: 'public' },
  { path: PATHS.blogPost, page: 'mf_public_site/BlogPostPage', guard: 'public' },
  { path: PATHS.conditions, page: 'mf_public_site/ConditionsPage', guard: 'public' },
  { path: PATHS.condition, page: 'mf_public_site/ConditionPage', guard: 'public' },
  { path: PATHS.faqs, page: 'mf_public_site/FaqsPage', guard: 'public' },
  { path: PATHS.terms, page: 'mf_public_site/TermsPage', guard: 'public' },
  { path: PATHS.comingSoon, page: 'mf_public_site/ComingSoonPage', guard: 'public' },
  { path: PATHS.contact, page: 'mf_public_site/ContactPage', guard: 'public' },
  { path: PATHS.privacyNotice, page: 'mf_public_site/PrivacyNoticePage', guard: 'public' },
  { path: PATHS.grievance, page: 'mf_public_site/GrievancePage', guard: 'public' },

  // Booking and payment
  { path: PATHS.booking, page: 'mf_booking/BookingPage', guard: 'public' },
  { path: PATHS.confirmBooking, page: 'mf_booking/ConfirmBookingPage', guard: 'public' },
  { path: PATHS.thankYou, page: 'mf_booking/ThankYouPage', guard: 'public' },
  { path: PATHS.paymentSuccess, page: 'mf_booking/PaymentSuccessPage', guard: 'public' },
  { path: PATHS.paymentSuccessPhysio, page: 'mf_booking/PaymentSuccessPhysioPage', guard: 'public' },
  { path: PATHS.paymentFailed, page: 'mf_booking/PaymentFailedPage', guard: 'public' },
  { path: PATHS.bookPhysio, page: 'mf_booking/BookPhysioPage', guard: 'public' },
  { path: PATHS.bookPhysioFor, page: 'mf_booking/BookPhysioPage', guard: 'public' },
  { path: PATHS.confirmBookingPhysio, page: 'mf_booking/ConfirmBookingPhysioPage', guard: 'public' },
  { path: PATHS.patientLogin, page: 'mf_booking/PatientLoginPage', guard: 'public' },
  // The waitlist's claim link: the page itself asks a visitor to log in, and the login brings them back with the token.
  { path: PATHS.waitlistClaim, page: 'mf_booking/WaitlistClaimPage', guard: 'public' },

  // Patient area (a doctor may open it too)
  {
    path: PATHS.patientDashboard,
    page: 'mf_booking/PatientDashboardPage',
    guard: 'patientOrDoctor',
    doctorExtra: 'mf_doctor/DoctorPatientToolsPage',
  },
  { path: PATHS.patientProfile, page: 'mf_booking/PatientProfilePage', guard: 'patientOrDoctor' },
  { path: PATHS.patientOrders, page: 'mf_booking/PatientOrdersPage', guard: 'patientOrDoctor' },
  { path: PATHS.patientPrescription, page: 'mf_booking/PatientPrescriptionPage', guard: 'patientOrDoctor' },
  { path: PATHS.patientHealth, page: 'mf_booking/PatientHealthPage', guard: 'patientOrDoctor' },
  { path: PATHS.patientPrivacy, page: 'mf_booking/PatientPrivacyPage', guard: 'patientOrDoctor' },
  { path: PATHS.patientExercises, page: 'mf_booking/PatientExercisesPage', guard: 'patientOrDoctor' },
  { path: PATHS.patientFamily, page: 'mf_booking/PatientFamilyPage', guard: 'patientOrDoctor' },

  // Doctor area
  { path: PATHS.doctorLogin, page: 'mf_doctor/DoctorLoginPage', guard: 'guestOnly' },
  { path: PATHS.dashboard, page: 'mf_doctor/DashboardPage', guard: 'doctor' },
  { path: PATHS.patientBookings, page: 'mf_doctor/PatientBookingsPage', guard: 'doctor' },
  { path: PATHS.doctorProfile, page: 'mf_doctor/DoctorProfilePage', guard: 'patientOrDoctor' },
  { path: PATHS.doctorPayout, page: 'mf_doctor/PayoutPage', guard: 'patientOrDoctor' },
  { path: PATHS.payoutPayment, page: 'mf_doctor/PayoutPaymentPage', guard: 'patientOrDoctor' },
];

/**
 * The login pages: whoever opens one is signing in, not resuming a session, so their documents do
 * not start the early token refresh (paintFirst.ts; their guards decide without a token).
 */
export const SIGN_IN_PATHS: readonly string[] = [PATHS.patientLogin, PATHS.doctorLogin];
