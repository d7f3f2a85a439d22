import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, siteConfig } from '@physio/shared-ui';
import { LEGAL_UPDATED, privacyMarkdown, termsMarkdown } from '../content/legal';
import { Lead, Muted, PageRoot, PageTitle, Prose } from '../features/layout/Page';
import { Markdown } from '../features/markdown/Markdown';
import { STATIC_META } from '../lib/meta';
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

const contacts = {
  brandName: siteConfig.brandName,
  supportEmail: siteConfig.supportEmail,
  supportPhone: siteConfig.supportPhone,
};

export default function TermsPage() {
  const { hash } = useLocation();
  usePageMeta(STATIC_META.terms);

  // The shell scrolls to hash targets too; this covers a direct load where the page renders after that.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <PageRoot>
      <Container>
        <PageTitle>Terms and Conditions</PageTitle>
        <Lead>
          How PhysioCare works, what you can expect from us, and how we protect your health information.
        </Lead>
        <Muted>Last updated: {LEGAL_UPDATED}</Muted>
        <Contents aria-label="On this page">
          <ul>
            <li>
              <a href="#terms">Terms and Conditions</a>
            </li>
            <li>
              <a href="#privacy">Privacy Policy</a>
            </li>
          </ul>
        </Contents>
        <LegalSection id="terms" aria-labelledby="terms-title">
          <h2 id="terms-title" className="visually-hidden">
            Terms of service
          </h2>
          <Prose>
            <Markdown source={termsMarkdown(contacts)} minHeadingLevel={3} />
          </Prose>
        </LegalSection>
        <LegalSection id="privacy" aria-labelledby="privacy-title">
          <h2 id="privacy-title">Privacy Policy</h2>
          <Prose>
            <Markdown source={privacyMarkdown(contacts)} minHeadingLevel={3} />
          </Prose>
        </LegalSection>
      </Container>
    </PageRoot>
  );
}
