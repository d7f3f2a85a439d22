import { PATHS } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { ButtonLink, Container, Stack } from '@physio/shared-ui';
import { Lead, PageRoot, PageTitle } from '../features/layout/Page';
import { STATIC_META } from '../lib/meta';
import { usePageMeta } from '../lib/usePageMeta';

const Illustration = styled.svg`
  width: 120px;
  height: 120px;
  color: ${({ theme }) => theme.colors.primary};
`;

export default function ComingSoonPage() {
  usePageMeta(STATIC_META.comingSoon);
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
          <PageTitle>Coming Soon</PageTitle>
          <Lead>
            We are still building this part of PhysioCare. In the meantime you can book a session, or browse
            our articles and the conditions we treat.
          </Lead>
          <Stack $direction="row" $gap="sm">
            <ButtonLink to={PATHS.booking}>Book Appointment</ButtonLink>
            <ButtonLink to={PATHS.blog} variant="secondary">
              Read the blog
            </ButtonLink>
            <ButtonLink to={PATHS.home} variant="ghost">
              Go to Home
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </PageRoot>
  );
}
