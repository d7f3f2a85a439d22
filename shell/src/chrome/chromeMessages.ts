import { MESSAGES, PRIVACY_PAGE_TITLES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** The header's and footer's words on patient-facing pages: English as the spec has them, and Hindi. */
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
  },
  () => import('./chromeMessages.hi').then((m) => ({ default: m.chromeCatalog })),
);
