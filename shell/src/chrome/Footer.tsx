import { PATHS } from '@physio/shared-contracts/paths';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRIVACY_PAGE_TITLES } from '@physio/shared-contracts';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  media,
  PhoneIcon,
  siteConfig,
  supportLinks,
  TwitterIcon,
  useMessages,
  WhatsAppIcon,
} from '@physio/shared-ui';
import { chromeCatalog } from './chromeMessages';

/** Spec §1: the footer's page links, in this order. */
export const FOOTER_LINKS = [
  { to: PATHS.about, label: 'About Us', key: 'about' },
  { to: PATHS.blog, label: 'Blog Post', key: 'blogPost' },
  { to: PATHS.terms, label: 'Terms and Conditions', key: 'terms' },
  { to: `${PATHS.terms}#privacy`, label: 'Privacy Policy', key: 'privacyPolicy' },
  { to: PATHS.faqs, label: 'FAQs', key: 'faqs' },
  { to: PATHS.contact, label: 'Help & Support', key: 'help' },
] as const;

/** After the spec's links: the DPDP privacy notice and grievance officer (issue 30; their titles in PRIVACY_PAGE_TITLES). */
export const PRIVACY_LINKS = [
  { to: PATHS.privacyNotice, label: PRIVACY_PAGE_TITLES.notice, key: 'privacyNotice' },
  { to: PATHS.grievance, label: PRIVACY_PAGE_TITLES.grievance, key: 'grievance' },
] as const;

interface Social {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

function socialLinks(): Social[] {
  const { socials } = siteConfig;
  return [
    { label: 'Facebook', href: socials.facebook, Icon: FacebookIcon },
    { label: 'Twitter', href: socials.twitter, Icon: TwitterIcon },
    { label: 'WhatsApp', href: supportLinks().whatsapp, Icon: WhatsAppIcon },
    { label: 'Instagram', href: socials.instagram, Icon: InstagramIcon },
    { label: 'LinkedIn', href: socials.linkedin, Icon: LinkedInIcon },
  ];
}

const Outer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.text};
  color: #f3f4f6;

  a {
    color: #ffffff;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primarySoft};
  }
  :focus-visible {
    outline-color: #93c5fd;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: #d1d5db;
  }
`;

const Desktop = styled.div`
  display: none;
  ${media.md} {
    display: grid;
    grid-template-columns: 2fr 1fr 1.5fr;
    gap: ${({ theme }) => theme.space.xl};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.space.lg};
  }
`;

const Mobile = styled.div`
  display: block;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  text-align: center;
  ${media.md} {
    display: none;
  }
`;

const BrandName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const LinkList = styled.ul<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  justify-content: ${({ $inline }) => ($inline ? 'center' : 'flex-start')};
  gap: ${({ $inline, theme }) => ($inline ? `${theme.space.xxs} ${theme.space.md}` : theme.space.xxs)};

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} 0;
    min-height: 32px;
  }
`;

const ContactList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
  }
`;

const Socials = styled.ul<{ $center?: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space.md} !important;

  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid #6b7280;
  }
`;

const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid #374151;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #d1d5db;
`;

function PageLinks({ inline }: { inline?: boolean }) {
  const t = useMessages(chromeCatalog);
  return (
    <LinkList $inline={inline}>
      {[...FOOTER_LINKS, ...PRIVACY_LINKS].map(({ to, key }) => (
        <li key={to}>
          <Link to={to}>{t(key)}</Link>
        </li>
      ))}
    </LinkList>
  );
}

function ContactLinks() {
  const links = supportLinks();
  return (
    <ContactList>
      <li>
        <a href={links.tel}>
          <PhoneIcon width={18} height={18} />
          {links.phoneLabel}
        </a>
      </li>
      <li>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon width={18} height={18} />
          WhatsApp {links.phoneLabel}
        </a>
      </li>
      <li>
        <a href={links.mailto}>
          <MailIcon width={18} height={18} />
          {links.email}
        </a>
      </li>
    </ContactList>
  );
}

function SocialLinks({ center }: { center?: boolean }) {
  return (
    <Socials $center={center}>
      {socialLinks().map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
            <Icon width={20} height={20} />
          </a>
        </li>
      ))}
    </Socials>
  );
}

/** Both footer variants of spec §1; CSS shows the desktop one from 768 px and the mobile one below. */
export function Footer() {
  const t = useMessages(chromeCatalog);
  return (
    <Outer>
      <Desktop data-testid="footer-desktop">
        <div>
          <BrandName>{siteConfig.brandName}</BrandName>
          <p>{t('tagline')}</p>
          <SocialLinks />
        </div>
        <nav aria-label={t('footer')}>
          <h2>{t('quickLinks')}</h2>
          <PageLinks />
        </nav>
        <div>
          <h2>{t('contactUs')}</h2>
          <ContactLinks />
        </div>
      </Desktop>
      <Mobile data-testid="footer-mobile">
        <BrandName>{siteConfig.brandName}</BrandName>
        <nav aria-label={t('footerLinks')}>
          <PageLinks inline />
        </nav>
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: '1rem' }}>
          <ContactLinks />
        </div>
        <SocialLinks center />
      </Mobile>
      <Copyright>
        © {siteConfig.brandName} <span>{t('copyright')}</span>
      </Copyright>
    </Outer>
  );
}
