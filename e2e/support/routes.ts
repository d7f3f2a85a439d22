// Every route of spec §2 as a concrete URL, the remote that renders it, and where an anonymous
// visitor ends up (protected routes redirect to a login page).
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
  { url: '/', remote: 'mf_public_site', anonymousPath: '/' },
  { url: '/about', remote: 'mf_public_site', anonymousPath: '/about' },
  { url: '/blog', remote: 'mf_public_site', anonymousPath: '/blog' },
  { url: '/blog/1', remote: 'mf_public_site', anonymousPath: '/blog/1' },
  { url: '/conditions-we-treat', remote: 'mf_public_site', anonymousPath: '/conditions-we-treat' },
  {
    url: '/conditions-we-treat/back-pain',
    remote: 'mf_public_site',
    anonymousPath: '/conditions-we-treat/back-pain',
  },
  { url: '/faqs', remote: 'mf_public_site', anonymousPath: '/faqs' },
  { url: '/terms', remote: 'mf_public_site', anonymousPath: '/terms' },
  { url: '/terms#privacy', remote: 'mf_public_site', anonymousPath: '/terms' },
  { url: '/comingsoon', remote: 'mf_public_site', anonymousPath: '/comingsoon' },
  { url: '/contact', remote: 'mf_public_site', anonymousPath: '/contact' },
  { url: '/booking', remote: 'mf_booking', anonymousPath: '/booking' },
  { url: '/confirmbooking', remote: 'mf_booking', anonymousPath: '/confirmbooking' },
  { url: '/thankyou?email=asha%40example.in', remote: 'mf_booking', anonymousPath: '/thankyou' },
  { url: '/paymentsuccess', remote: 'mf_booking', anonymousPath: '/paymentsuccess' },
  { url: '/paymentsuccessphysio', remote: 'mf_booking', anonymousPath: '/paymentsuccessphysio' },
  { url: '/paymentfailed', remote: 'mf_booking', anonymousPath: '/paymentfailed' },
  { url: '/bookphysio', remote: 'mf_booking', anonymousPath: '/bookphysio' },
  { url: `/c/${PATIENT}`, remote: 'mf_booking', anonymousPath: `/c/${PATIENT}` },
  { url: '/confirmbookingphysio', remote: 'mf_booking', anonymousPath: '/confirmbookingphysio' },
  { url: '/user/login', remote: 'mf_booking', anonymousPath: '/user/login' },
  { url: `/user/dashboard/${PATIENT}`, remote: 'mf_booking', anonymousPath: '/user/login' },
  { url: `/user/profile/${PATIENT}`, remote: 'mf_booking', anonymousPath: '/user/login' },
  { url: `/user/orders/${PATIENT}`, remote: 'mf_booking', anonymousPath: '/user/login' },
  { url: `/user/prescription/${PATIENT}`, remote: 'mf_booking', anonymousPath: '/user/login' },
  { url: '/dashboard/login', remote: 'mf_doctor', anonymousPath: '/dashboard/login' },
  { url: '/dashboard?patients', remote: 'mf_doctor', anonymousPath: '/dashboard/login' },
  { url: `/user/bookings/${PATIENT}`, remote: 'mf_doctor', anonymousPath: '/dashboard/login' },
  { url: `/doctor/profile/${DOCTOR}`, remote: 'mf_doctor', anonymousPath: '/user/login' },
  { url: `/doctor/${DOCTOR}/payout`, remote: 'mf_doctor', anonymousPath: '/user/login' },
  { url: '/doctor/payout/payment', remote: 'mf_doctor', anonymousPath: '/user/login' },
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
