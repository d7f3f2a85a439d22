import { formatPhone, siteConfig } from '@physio/shared-ui';

/** Support contact links, all derived from the configured 10-digit phone and e-mail. */
export function supportLinks(config = siteConfig) {
  const phone = config.supportPhone;
  return {
    phoneLabel: formatPhone(phone),
    tel: `tel:+91${phone}`,
    whatsapp: `https://wa.me/91${phone}`,
    email: config.supportEmail,
    mailto: `mailto:${config.supportEmail}`,
  };
}
