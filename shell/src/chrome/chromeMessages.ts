import { MESSAGES, PRIVACY_PAGE_TITLES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';
import { UNAVAILABLE_TITLE } from '../federation/unavailable';

/**
 * The header's and footer's words on patient-facing pages, and the shell's own words around a page (its
 * loading state, the unavailable panel's title and Retry): English as the spec has them, and Hindi.
 */
export const chromeCatalog = defineCatalog(
  'chrome',
  {
    home: 'Home',
    about: 'About Us',
    blog: 'Blog',
    contact: 'Contact Us',
    booking: 'Booking',
    account: 'My account',
    menu: 'Menu',
    main: 'Main',
    blogPost: 'Blog Post',
    terms: 'Terms and Conditions',
    privacyPolicy: 'Privacy Policy',
    faqs: 'FAQs',
    help: 'Help & Support',
    privacyNotice: PRIVACY_PAGE_TITLES.notice,
    grievance: PRIVACY_PAGE_TITLES.grievance,
    tagline: 'Physiotherapy at home and online, with expert physiotherapists across India.',
    quickLinks: 'Quick links',
    contactUs: 'Contact us',
    footer: 'Footer',
    footerLinks: 'Footer links',
    copyright: MESSAGES.copyright,
    loading: 'Loading…',
    unavailable: UNAVAILABLE_TITLE,
    retry: 'Retry',
    notFound: MESSAGES.pageNotFound,
  },
  // One Hindi chunk with shared-ui's base parts (baseMessages.ts): both are on every Hindi page.
  () =>
    import(/* webpackChunkName: "hi-shell" */ './chromeMessages.hi').then((m) => ({
      default: m.chromeCatalog,
    })),
);
