import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, useMessages } from '@physio/shared-ui';
import { Lead, Muted, PageRoot, PageTitle, Prose } from '../features/layout/Page';
import { legalCatalog } from '../features/legal/legalMessages';
import { Markdown } from '../features/markdown/Markdown';
import { termsMeta } from '../lib/pageMeta/terms';
import { usePageMeta } from '../lib/usePageMeta';

const Contents = styled.nav`
  margin: ${({ theme }) => theme.space.lg} 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    padding: 0;
    list-style: none;
  }
`;

const LegalSection = styled.section`
  scroll-margin-top: 96px;
  padding-top: ${({ theme }) => theme.space.lg};
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export default function TermsPage() {
  const { hash } = useLocation();
  const t = useMessages(legalCatalog);
  usePageMeta(termsMeta, 'website', t);

  // The shell scrolls to hash targets too; this covers a direct load where the page renders after that.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <PageRoot>
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('lead')}</Lead>
        <Muted>{t('updated')}</Muted>
        <Contents aria-label={t('onThisPage')}>
          <ul>
            <li>
              <a href="#terms">{t('termsLink')}</a>
            </li>
            <li>
              <a href="#privacy">{t('privacyTitle')}</a>
            </li>
          </ul>
        </Contents>
        <LegalSection id="terms" aria-labelledby="terms-title">
          <h2 id="terms-title" className="visually-hidden">
            {t('termsTitle')}
          </h2>
          <Prose>
            <Markdown source={t('terms')} minHeadingLevel={3} />
          </Prose>
        </LegalSection>
        <LegalSection id="privacy" aria-labelledby="privacy-title">
          <h2 id="privacy-title">{t('privacyTitle')}</h2>
          <Prose>
            <Markdown source={t('privacy')} minHeadingLevel={3} />
          </Prose>
        </LegalSection>
      </Container>
    </PageRoot>
  );
}
