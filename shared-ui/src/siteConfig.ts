/**
 * Brand and support contacts. Phone and e-mail come from the build's DefinePlugin
 * (process.env.PHYSIO_SUPPORT_PHONE / PHYSIO_SUPPORT_EMAIL); a missing or malformed value
 * falls back to the default so a misconfigured build still shows a working contact.
 */
export const DEFAULT_SUPPORT_PHONE = '9123456780';
export const DEFAULT_SUPPORT_EMAIL = 'support@physiocare.in';

export interface SiteConfig {
  brandName: string;
  /** 10 digits, shown as +91 XXXXX XXXXX. */
  supportPhone: string;
  supportEmail: string;
  socials: { facebook: string; twitter: string; instagram: string; linkedin: string };
}

function readEnv(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    // `process` does not exist in the browser when DefinePlugin did not replace the expression.
    return undefined;
  }
}

export function buildSiteConfig(phone: string | undefined, email: string | undefined): SiteConfig {
  const cleanPhone = (phone ?? '').replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  const cleanEmail = (email ?? '').trim();
  return {
    brandName: 'PhysioCare',
    supportPhone: /^\d{10}$/.test(cleanPhone) ? cleanPhone : DEFAULT_SUPPORT_PHONE,
    supportEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cleanEmail) ? cleanEmail : DEFAULT_SUPPORT_EMAIL,
    socials: {
      facebook: 'https://www.facebook.com/physiocare.in',
      twitter: 'https://twitter.com/physiocare_in',
      instagram: 'https://www.instagram.com/physiocare.in',
      linkedin: 'https://www.linkedin.com/company/physiocare-in',
    },
  };
}

export const siteConfig: SiteConfig = buildSiteConfig(
  readEnv(() => process.env.PHYSIO_SUPPORT_PHONE),
  readEnv(() => process.env.PHYSIO_SUPPORT_EMAIL),
);

/** "+91 91234 56780" for display. */
export function formatPhone(tenDigits: string): string {
  return `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;
}

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
