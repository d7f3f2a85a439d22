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

/** Every path of spec §2, the one place that lists them. The 404 catch-all is added by AppRoutes. */
export const ROUTES: readonly RouteEntry[] = [
  // Public site
  { path: '/', page: 'mf_public_site/HomePage', guard: 'public' },
  { path: '/about', page: 'mf_public_site/AboutPage', guard: 'public' },
  { path: '/blog', page: 'mf_public_site/BlogListPage', guard: 'public' },
  { path: '/blog/:id', page: 'mf_public_site/BlogPostPage', guard: 'public' },
  { path: '/conditions-we-treat', page: 'mf_public_site/ConditionsPage', guard: 'public' },
  { path: '/conditions-we-treat/:id', page: 'mf_public_site/ConditionPage', guard: 'public' },
  { path: '/faqs', page: 'mf_public_site/FaqsPage', guard: 'public' },
  { path: '/terms', page: 'mf_public_site/TermsPage', guard: 'public' },
  { path: '/comingsoon', page: 'mf_public_site/ComingSoonPage', guard: 'public' },
  { path: '/contact', page: 'mf_public_site/ContactPage', guard: 'public' },

  // Booking and payment
  { path: '/booking', page: 'mf_booking/BookingPage', guard: 'public' },
  { path: '/confirmbooking', page: 'mf_booking/ConfirmBookingPage', guard: 'public' },
  { path: '/thankyou', page: 'mf_booking/ThankYouPage', guard: 'public' },
  { path: '/paymentsuccess', page: 'mf_booking/PaymentSuccessPage', guard: 'public' },
  { path: '/paymentsuccessphysio', page: 'mf_booking/PaymentSuccessPhysioPage', guard: 'public' },
  { path: '/paymentfailed', page: 'mf_booking/PaymentFailedPage', guard: 'public' },
  { path: '/bookphysio', page: 'mf_booking/BookPhysioPage', guard: 'public' },
  { path: '/c/:id', page: 'mf_booking/BookPhysioPage', guard: 'public' },
  { path: '/confirmbookingphysio', page: 'mf_booking/ConfirmBookingPhysioPage', guard: 'public' },
  { path: '/user/login', page: 'mf_booking/PatientLoginPage', guard: 'public' },

  // Patient area (a doctor may open it too)
  {
    path: '/user/dashboard/:id',
    page: 'mf_booking/PatientDashboardPage',
    guard: 'patientOrDoctor',
    doctorExtra: 'mf_doctor/DoctorPatientToolsPage',
  },
  { path: '/user/profile/:id', page: 'mf_booking/PatientProfilePage', guard: 'patientOrDoctor' },
  { path: '/user/orders/:id', page: 'mf_booking/PatientOrdersPage', guard: 'patientOrDoctor' },
  { path: '/user/prescription/:id', page: 'mf_booking/PatientPrescriptionPage', guard: 'patientOrDoctor' },

  // Doctor area
  { path: '/dashboard/login', page: 'mf_doctor/DoctorLoginPage', guard: 'guestOnly' },
  { path: '/dashboard', page: 'mf_doctor/DashboardPage', guard: 'doctor' },
  { path: '/user/bookings/:id', page: 'mf_doctor/PatientBookingsPage', guard: 'doctor' },
  { path: '/doctor/profile/:id', page: 'mf_doctor/DoctorProfilePage', guard: 'patientOrDoctor' },
  { path: '/doctor/:id/payout', page: 'mf_doctor/PayoutPage', guard: 'patientOrDoctor' },
  { path: '/doctor/payout/payment', page: 'mf_doctor/PayoutPaymentPage', guard: 'patientOrDoctor' },
];
