import { PATHS } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { Accordion, Container } from '@physio/shared-ui';
import { faqs } from '../content/faqs';
import styled from 'styled-components';
import { BookCta, Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { STATIC_META } from '../lib/meta';
import { usePageMeta } from '../lib/usePageMeta';

const Questions = styled.div`
  max-width: 70ch;
`;

const items = faqs.map((f) => ({
  id: f.id,
  title: f.question,
  content: f.answer.map((p) => <p key={p}>{p}</p>),
}));

export default function FaqsPage() {
  usePageMeta(STATIC_META.faqs);
  return (
    <PageRoot>
      <Container>
        <PageTitle>Frequently Asked Questions</PageTitle>
        <Lead>
          Straight answers to what patients ask us most. Can&apos;t find yours?{' '}
          <Link to={PATHS.contact}>Contact us</Link>.
        </Lead>
        <Questions>
          <Accordion items={items} headingLevel={2} />
        </Questions>
        <BookCta />
      </Container>
    </PageRoot>
  );
}
