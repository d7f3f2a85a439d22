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
  readBuildEnv,
  supportContact,
} from '@physio/shared-contracts';

export { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE, formatPhone };

export interface SiteConfig {
  brandName: string;
  /** 10 digits, shown as +91 XXXXX XXXXX. */
  supportPhone: string;
  supportEmail: string;
  socials: { facebook: string; twitter: string; instagram: string; linkedin: string };
}

export function buildSiteConfig(phone: string | undefined, email: string | undefined): SiteConfig {
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
  };
}

export const siteConfig: SiteConfig = buildSiteConfig(
  readBuildEnv(() => process.env.PHYSIO_SUPPORT_PHONE),
  readBuildEnv(() => process.env.PHYSIO_SUPPORT_EMAIL),
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
