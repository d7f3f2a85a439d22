/**
 * Brand and support contacts. Phone and e-mail come from the build's DefinePlugin
 * (process.env.PHYSIO_SUPPORT_PHONE / PHYSIO_SUPPORT_EMAIL); a missing or malformed value
 * falls back to the default so a misconfigured build still shows a working contact (the rule and
 * the defaults live in shared-contracts, which the API's receipts read too).
 */
import {
  BRAND_NAME,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  formatPhone,
  supportContact,
} from '@physio/shared-contracts';

export { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE, formatPhone };

export interface SiteConfig {
  brandName: string;
  /** 10 digits, shown as +91 XXXXX XXXXX. */
  supportPhone: string;
  supportEmail: string;
  socials: { facebook: string; twitter: string; instagram: string; linkedin: string };
  /**
   * The grievance officer the DPDP Rules ask us to name (page /grievance). Set per deployment with the build's
   * PHYSIO_GRIEVANCE_NAME / PHYSIO_GRIEVANCE_EMAIL / PHYSIO_GRIEVANCE_ADDRESS; the defaults are placeholders.
   */
  grievanceOfficer: { name: string; email: string; address: string };
}

export const GRIEVANCE_PLACEHOLDER = {
  name: 'Grievance Officer (name to be configured)',
  email: 'grievance@physiocare.in',
  address: 'PhysioCare, postal address to be configured (PHYSIO_GRIEVANCE_ADDRESS)',
};

export function grievanceOfficer(
  name: string | undefined,
  email: string | undefined,
  address: string | undefined,
): SiteConfig['grievanceOfficer'] {
  const cleanEmail = (email ?? '').trim();
  return {
    name: name?.trim() || GRIEVANCE_PLACEHOLDER.name,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleanEmail) ? cleanEmail : GRIEVANCE_PLACEHOLDER.email,
    address: address?.trim() || GRIEVANCE_PLACEHOLDER.address,
  };
}

function readEnv(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    // `process` does not exist in the browser when DefinePlugin did not replace the expression.
    return undefined;
  }
}

export function buildSiteConfig(
  phone: string | undefined,
  email: string | undefined,
  grievance: SiteConfig['grievanceOfficer'] = grievanceOfficer(undefined, undefined, undefined),
): SiteConfig {
  const contact = supportContact(phone, email);
  return {
    brandName: BRAND_NAME,
    supportPhone: contact.phone,
    supportEmail: contact.email,
    socials: {
      facebook: 'https://www.facebook.com/physiocare.in',
      twitter: 'https://twitter.com/physiocare_in',
      instagram: 'https://www.instagram.com/physiocare.in',
      linkedin: 'https://www.linkedin.com/company/physiocare-in',
    },
    grievanceOfficer: grievance,
  };
}

export const siteConfig: SiteConfig = buildSiteConfig(
  readEnv(() => process.env.PHYSIO_SUPPORT_PHONE),
  readEnv(() => process.env.PHYSIO_SUPPORT_EMAIL),
  grievanceOfficer(
    readEnv(() => process.env.PHYSIO_GRIEVANCE_NAME),
    readEnv(() => process.env.PHYSIO_GRIEVANCE_EMAIL),
    readEnv(() => process.env.PHYSIO_GRIEVANCE_ADDRESS),
  ),
);

/** "tel:+919123456780" for links. */
export function phoneHref(tenDigits: string): string {
  return `tel:+91${tenDigits}`;
}

/** Support contact links (footer, "call the clinic" notes), all from the configured phone and e-mail. */
export function supportLinks(config: SiteConfig = siteConfig) {
  const phone = config.supportPhone;
  return {
    phoneLabel: formatPhone(phone),
    tel: phoneHref(phone),
    whatsapp: `https://wa.me/91${phone}`,
    email: config.supportEmail,
    mailto: `mailto:${config.supportEmail}`,
  };
}
