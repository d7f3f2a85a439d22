import { PATHS } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { Container, useMessages } from '@physio/shared-ui';
import { Accordion } from '@physio/shared-ui/content';
import { faqs } from '../content/faqs';
import styled from 'styled-components';
import { faqCatalog, faqPageCatalog } from '../features/faq/faqMessages';
import { BookCta, Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { faqsMeta } from '../lib/pageMeta/faqs';
import { usePageMeta } from '../lib/usePageMeta';

const Questions = styled.div`
  max-width: 70ch;
`;

export default function FaqsPage() {
  const t = useMessages(faqPageCatalog);
  const faq = useMessages(faqCatalog);
  usePageMeta(faqsMeta, 'website', t);
  const items = faqs.map((f) => ({
    id: f.id,
    title: faq(`${f.id}.question`),
    content: f.answer.map((_, n) => <p key={n}>{faq(`${f.id}.answer.${n}`)}</p>),
  }));
  return (
    <PageRoot>
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>
          {t('lead')} <Link to={PATHS.contact}>{t('contactUs')}</Link>.
        </Lead>
        <Questions>
          <Accordion items={items} headingLevel={2} />
        </Questions>
        <BookCta />
      </Container>
    </PageRoot>
  );
}
