import { PATHS } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { ButtonLink, Container, Stack, useMessages } from '@physio/shared-ui';
import { Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { comingSoonCatalog } from '../features/layout/comingSoonMessages';
import { layoutCatalog } from '../features/layout/layoutMessages';
import { comingSoonMeta } from '../lib/pageMeta/comingSoon';
import { usePageMeta } from '../lib/usePageMeta';

const Illustration = styled.svg`
  width: 120px;
  height: 120px;
  color: ${({ theme }) => theme.colors.primary};
`;

export default function ComingSoonPage() {
  const t = useMessages(comingSoonCatalog);
  usePageMeta(comingSoonMeta, 'website', t);
  const layout = useMessages(layoutCatalog);
  return (
    <PageRoot>
      <Container>
        <Stack $align="flex-start">
          <Illustration viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
            <circle cx="60" cy="60" r="54" fill="none" stroke="currentColor" strokeWidth="6" />
            <path
              d="M60 28v34l22 14"
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
              strokeLinecap="round"
            />
          </Illustration>
          <PageTitle>{t('title')}</PageTitle>
          <Lead>{t('lead')}</Lead>
          <Stack $direction="row" $gap="sm">
            <ButtonLink to={PATHS.booking}>{layout('bookAppointment')}</ButtonLink>
            <ButtonLink to={PATHS.blog} variant="secondary">
              {t('readBlog')}
            </ButtonLink>
            <ButtonLink to={PATHS.home} variant="ghost">
              {t('goHome')}
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </PageRoot>
  );
}
