/**
 * The clinic's name and support contacts, as the site's footer and the receipts show them. Deployments set the
 * phone and e-mail with PHYSIO_SUPPORT_PHONE / PHYSIO_SUPPORT_EMAIL (the browser build and the API read the same
 * variables); a missing or malformed value falls back to the default so a receipt or a footer always has one.
 */
export const BRAND_NAME = 'PhysioCare';
export const DEFAULT_SUPPORT_PHONE = '9123456780';
export const DEFAULT_SUPPORT_EMAIL = 'support@physiocare.in';

export interface SupportContact {
  /** 10 digits, shown as +91 XXXXX XXXXX. */
  phone: string;
  email: string;
}

export function supportContact(phone: string | undefined, email: string | undefined): SupportContact {
  const cleanPhone = (phone ?? '').replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  const cleanEmail = (email ?? '').trim();
  return {
    phone: /^\d{10}$/.test(cleanPhone) ? cleanPhone : DEFAULT_SUPPORT_PHONE,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleanEmail) ? cleanEmail : DEFAULT_SUPPORT_EMAIL,
  };
}

/** "+91 91234 56780" for display. */
export const formatPhone = (tenDigits: string): string =>
  `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;
