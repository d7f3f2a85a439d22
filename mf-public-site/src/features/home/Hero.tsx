import { PATHS } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { ButtonLink, Container, media, Stack, useMessages } from '@physio/shared-ui';
import { layoutCatalog } from '../layout/layoutMessages';
import { homeCatalog } from './homeMessages';

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.background} 70%
  );
  ${media.md} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  ${media.md} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  max-width: 55ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Fixed-ratio SVG so the hero never shifts; hidden on phones to keep the fold for the text and CTA. */
const Art = styled.svg`
  display: none;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  color: ${({ theme }) => theme.colors.primary};
  ${media.md} {
    display: block;
  }
`;

function Illustration() {
  return (
    <Art viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false">
      <circle cx="200" cy="150" r="130" fill="currentColor" opacity="0.08" />
      <circle cx="200" cy="150" r="90" fill="currentColor" opacity="0.1" />
      {/* a figure in a side stretch */}
      <circle cx="212" cy="70" r="18" fill="currentColor" />
      <path
        d="M210 92 L200 170 M200 170 L170 250 M200 170 L236 250 M206 110 L260 60 M206 112 L150 140"
        stroke="currentColor"
        strokeWidth="14"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M120 258 H290" stroke="#b45309" strokeWidth="8" strokeLinecap="round" />
    </Art>
  );
}

export function Hero() {
  const t = useMessages(homeCatalog);
  const layout = useMessages(layoutCatalog);
  return (
    <Band aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            <Title id="hero-title">{t('tagline')}</Title>
            <Intro>{t('intro')}</Intro>
            <Stack $direction="row" $gap="sm">
              <ButtonLink to={PATHS.booking}>{layout('bookAppointment')}</ButtonLink>
              <ButtonLink to={PATHS.conditions} variant="secondary">
                {t('conditionsWeTreat')}
              </ButtonLink>
            </Stack>
          </div>
          <Illustration />
        </Layout>
      </Container>
    </Band>
  );
}
