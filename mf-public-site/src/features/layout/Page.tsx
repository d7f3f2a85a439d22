/** Page-level building blocks shared by the public pages (the shell supplies <main>, header and footer). */
import { PATHS } from '@physio/shared-contracts/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, media, useMessages } from '@physio/shared-ui';
import { layoutCatalog } from './layoutMessages';

export const PageRoot = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
`;

export const Section = styled.section<{ $tint?: boolean }>`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme, $tint }) => ($tint ? theme.colors.surface : 'transparent')};
  ${media.md} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

export const Lead = styled.p`
  max-width: 65ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** Responsive card grid: one column on phones, more as space allows. */
export const Grid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '260px' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Readable long-form text (articles, legal pages). */
export const Prose = styled.div`
  max-width: 70ch;
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

/** "More articles" / "Related conditions" list after the call to action. */
export const MoreLinks = styled.nav`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CtaBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

/** "Book a session" call to action used at the end of content pages. */
export function BookCta({ title, text }: { title?: string; text?: ReactNode }) {
  const t = useMessages(layoutCatalog);
  return (
    <CtaBox>
      <h2>{title ?? t('ctaTitle')}</h2>
      <p>{text ?? t('ctaText')}</p>
      <ButtonLink to={PATHS.booking}>{t('bookAppointment')}</ButtonLink>
    </CtaBox>
  );
}

/** Friendly state for an unknown blog post or condition, with ways forward. */
export function NotFoundState({
  title,
  message,
  links,
}: {
  title: string;
  message: string;
  links: { to: string; label: string }[];
}) {
  return (
    <PageRoot>
      <Container>
        <PageTitle>{title}</PageTitle>
        <Lead>{message}</Lead>
        <ul>
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </PageRoot>
  );
}

export const Breadcrumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function Crumbs({ items }: { items: { to?: string; label: string }[] }) {
  const t = useMessages(layoutCatalog);
  return (
    <Breadcrumbs aria-label={t('breadcrumb')}>
      <ol>
        {items.map((item) =>
          item.to ? (
            <li key={item.label}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </Breadcrumbs>
  );
}
