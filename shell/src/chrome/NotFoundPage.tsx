import { PATHS } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { MESSAGES } from '@physio/shared-contracts';
import { ButtonLink, useDocumentMeta } from '@physio/shared-ui';

const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;

  .code {
    margin: 0;
    font-size: clamp(3rem, 12vw, 6rem);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
    line-height: 1;
  }
`;

/** The catch-all route: spec §2 "Page Not Found" with a Go to Home button. */
export function NotFoundPage() {
  useDocumentMeta({ title: MESSAGES.pageNotFound, noindex: true });
  return (
    <Wrapper aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{MESSAGES.pageNotFound}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={PATHS.home}>Go to Home</ButtonLink>
    </Wrapper>
  );
}
