import { PATHS } from '@physio/shared-contracts/paths';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { accountLink, useSession } from '@physio/shared-auth/state';
import {
  AccountIcon,
  ButtonLink,
  CloseIcon,
  LanguageSwitch,
  media,
  MenuIcon,
  siteConfig,
  useMessages,
} from '@physio/shared-ui';
import { chromeCatalog } from './chromeMessages';
import { doctorLinks, isDoctorArea } from './doctorArea';

export const NAV_LINKS = [
  { to: PATHS.home, label: 'Home', key: 'home' },
  { to: PATHS.about, label: 'About Us', key: 'about' },
  { to: PATHS.blog, label: 'Blog', key: 'blog' },
  { to: PATHS.contact, label: 'Contact Us', key: 'contact' },
] as const;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const Brand = styled(Link)`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

/** "for physiotherapists" beside the brand on the doctor's pages: whose header this is. */
const Tag = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1;
  ${media.sm} {
    display: inline;
    margin-left: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const IconLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  ${media.md} {
    order: 2;
  }
`;

/** Beside the account icon on every patient-facing page (the doctor's dashboard stays English). */
const Language = styled(LanguageSwitch)`
  ${media.md} {
    order: 2;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${media.md} {
    display: none;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.md} {
    display: block;
    position: static;
    order: 1;
    border: 0;
    box-shadow: none;
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  ${media.md} {
    flex-direction: row;
    align-items: center;
    padding: 0;
    gap: ${({ theme }) => theme.space.xs};
  }

  a:not([data-button]) {
    display: block;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    &:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
      text-underline-offset: 6px;
    }
  }
`;

/**
 * Site header: brand, main links, Booking button and the account icon; below 768 px the links sit
 * behind a menu button (DOM order keeps the button before the links it reveals). On the doctor's pages
 * (doctorArea.ts) the same bar holds the doctor's own links instead of the marketing ones.
 */
export function TopNav() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Re-render on login/logout so the account link follows the session.
  const session = useSession();
  const account = accountLink();
  const doctorArea = isDoctorArea(location.pathname, session.role);
  const patientWords = useMessages(chromeCatalog);
  // The doctor's header stays English (issue 30: the dashboard may).
  const t: typeof patientWords = doctorArea ? chromeCatalog.translate('en') : patientWords;

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Header>
      <Bar>
        <Brand to={doctorArea ? PATHS.dashboard : PATHS.home}>
          {siteConfig.brandName}
          {doctorArea && <Tag>for physiotherapists</Tag>}
        </Brand>
        {!doctorArea && <Language />}
        <IconLink to={account} aria-label={t('account')} title={t('account')}>
          <AccountIcon />
        </IconLink>
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('menu')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </MenuButton>
        {doctorArea ? (
          <Nav id={menuId} aria-label="Doctor" $open={open}>
            <NavList>
              {doctorLinks(session.doctor?.doctorData.id ?? null).map((link) => (
                <li key={link.label}>
                  <Link to={link.href} aria-current={link.current(location.pathname) ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </NavList>
          </Nav>
        ) : (
          <Nav id={menuId} aria-label={t('main')} $open={open}>
            <NavList>
              {NAV_LINKS.map(({ to, key }) => (
                <li key={to}>
                  <NavLink to={to} end>
                    {t(key)}
                  </NavLink>
                </li>
              ))}
              <li>
                <ButtonLink to={PATHS.booking} data-button="" fullWidth={open}>
                  {t('booking')}
                </ButtonLink>
              </li>
            </NavList>
          </Nav>
        )}
      </Bar>
    </Header>
  );
}
