import { act, screen, within } from '@testing-library/react';
import { buildSiteConfig, resetLocaleForTests, setLocale, siteConfig, supportLinks } from '@physio/shared-ui';
import { renderAt } from '../test/render';
import { Footer } from './Footer';

const phone = siteConfig.supportPhone;
const email = siteConfig.supportEmail;

// jsdom applies no media query, so the desktop variant is display:none here: query hidden elements too.
describe.each(['footer-desktop', 'footer-mobile'])('%s', (testId) => {
  const variant = () => within(screen.getByTestId(testId));
  const link = (name: string | RegExp) => variant().getByRole('link', { name, hidden: true });
  const hrefOf = (name: string | RegExp) => link(name).getAttribute('href');

  beforeEach(() => renderAt(<Footer />));

  it('links the pages of spec §1', () => {
    expect(hrefOf('About Us')).toBe('/about');
    expect(hrefOf('Blog Post')).toBe('/blog');
    expect(hrefOf('Terms and Conditions')).toBe('/terms');
    expect(hrefOf('Privacy Policy')).toBe('/terms#privacy');
    expect(hrefOf('FAQs')).toBe('/faqs');
    expect(hrefOf('Help & Support')).toBe('/contact');
  });

  it('links the privacy notice and the grievance officer after them (DPDP Act)', () => {
    expect(hrefOf('Privacy notice')).toBe('/privacy');
    expect(hrefOf('Grievance officer')).toBe('/grievance');
  });

  it('shows the support phone with +91 as tel: and WhatsApp links, and the e-mail as mailto:', () => {
    const tel = variant()
      .getAllByRole('link', { hidden: true })
      .find((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(tel).toHaveAttribute('href', `tel:+91${phone}`);
    expect(tel?.textContent).toContain('+91');
    expect(tel?.textContent?.replace(/\D/g, '')).toBe(`91${phone}`);
    expect(hrefOf(/^WhatsApp \+91/)).toBe(`https://wa.me/91${phone}`);
    expect(hrefOf(email)).toBe(`mailto:${email}`);
  });

  it('links the five social networks in new tabs', () => {
    for (const name of ['Facebook', 'Twitter', 'WhatsApp', 'Instagram', 'LinkedIn']) {
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name).getAttribute('rel')).toContain('noopener');
    }
    expect(hrefOf('WhatsApp')).toBe(`https://wa.me/91${phone}`);
    expect(hrefOf('Facebook')).toBe(siteConfig.socials.facebook);
    expect(hrefOf('LinkedIn')).toBe(siteConfig.socials.linkedin);
  });
});

it('shows the copyright line verbatim', () => {
  renderAt(<Footer />);
  expect(screen.getByText('2022 all rights reserverd')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('uses the configured phone and e-mail, not literals', () => {
  const links = supportLinks(buildSiteConfig('9988776655', 'help@example.in'));
  expect(links).toMatchObject({
    tel: 'tel:+919988776655',
    whatsapp: 'https://wa.me/919988776655',
    mailto: 'mailto:help@example.in',
  });
  expect(links.phoneLabel).toMatch(/^\+91 /);
});

describe('in Hindi', () => {
  afterEach(() => act(() => resetLocaleForTests()));

  it('shows every link and heading in Hindi, the spec’s copyright line translated', async () => {
    renderAt(<Footer />);
    await act(() => setLocale('hi'));
    const footer = screen.getByTestId('footer-desktop');
    expect(within(footer).getByRole('link', { name: 'नियम और शर्तें', hidden: true })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(footer).getByRole('heading', { name: 'उपयोगी लिंक', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('2022 सर्वाधिकार सुरक्षित')).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'About Us', hidden: true })).not.toBeInTheDocument();
  });
});
