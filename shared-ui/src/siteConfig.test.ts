import {
  buildSiteConfig,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  formatPhone,
  phoneHref,
  siteConfig,
  supportLinks,
} from './siteConfig';

describe('siteConfig', () => {
  it('uses the defaults when nothing is configured', () => {
    expect(buildSiteConfig(undefined, undefined)).toMatchObject({
      brandName: 'PhysioCare',
      supportPhone: DEFAULT_SUPPORT_PHONE,
      supportEmail: DEFAULT_SUPPORT_EMAIL,
    });
    expect(siteConfig.brandName).toBe('PhysioCare');
    expect(siteConfig.socials.facebook).toMatch(/^https:\/\//);
  });

  it('accepts a configured phone (also with +91 and spaces) and e-mail', () => {
    const config = buildSiteConfig('+91 98765 43210', ' help@clinic.in ');
    expect(config.supportPhone).toBe('9876543210');
    expect(config.supportEmail).toBe('help@clinic.in');
  });

  it('falls back on malformed values', () => {
    const config = buildSiteConfig('12345', 'not-an-email');
    expect(config.supportPhone).toBe(DEFAULT_SUPPORT_PHONE);
    expect(config.supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
  });

  it('formats the phone for display and tel: links', () => {
    expect(formatPhone('9123456780')).toBe('+91 91234 56780');
    expect(phoneHref('9123456780')).toBe('tel:+919123456780');
  });
});

describe('supportLinks', () => {
  it('builds the tel:, WhatsApp and mailto links from the configured phone and e-mail', () => {
    expect(supportLinks(buildSiteConfig('+91 99887 76655', 'help@example.in'))).toEqual({
      phoneLabel: '+91 99887 76655',
      tel: 'tel:+919988776655',
      whatsapp: 'https://wa.me/919988776655',
      email: 'help@example.in',
      mailto: 'mailto:help@example.in',
    });
  });
});
