import { MESSAGES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';
import { contactMeta } from '../../lib/pageMeta/contact';

/** The contact form's own message, apart from its rules and its call (which load when needed). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach PhysioCare. Please check your internet connection and try again — your message has been kept.';

/**
 * The contact page's and form's words (/contact): the spec's messages exactly in English (MESSAGES.contact,
 * the rules' errors among them, read back through translateText), and Hindi.
 */
export const contactCatalog = defineCatalog(
  'public.contact',
  {
    metaTitle: contactMeta.title,
    metaDescription: contactMeta.description,
    title: 'Contact Us',
    lead: 'Have a question about your condition, a booking or a payment? Send us a message and our team will reply within one working day.',
    reachUs: 'Reach us directly',
    email: 'Email',
    phone: 'Phone',
    chatOnWhatsapp: 'Chat on WhatsApp',
    hours: 'Hours',
    hoursText: 'Monday to Saturday, 9 am to 6 pm IST',
    formLabel: 'Contact form',
    name: 'Name',
    message: 'Message',
    sending: 'Sending…',
    submit: 'Submit',
    goHome: 'Go to Home',
    tryAgain: 'Try again',
    networkError: NETWORK_ERROR_MESSAGE,
    ...MESSAGES.contact,
  },
  () => import('./contactMessages.hi'),
);
