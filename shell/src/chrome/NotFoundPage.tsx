import { PATHS } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { ButtonLink, useDocumentMeta, useMessages } from '@physio/shared-ui';
import { shellPageCatalog } from './pageMessages';

export { shellPageCatalog };

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

/**
 * The catch-all route: spec §2 "Page Not Found" with a Go to Home button, in the page's language.
 * Loaded when shown (AppRoutes), with its words in that language (no page carries it in its first render);
 * its title is the chrome's (AppRoutes passes it), so the chrome's catalog stays inside the first render's module.
 */
export function NotFoundPage({ title }: { title: string }) {
  const t = useMessages(shellPageCatalog);
  useDocumentMeta({ title, noindex: true });
  return (
    <Wrapper aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p>{t('notFoundText')}</p>
      <ButtonLink to={PATHS.home}>{t('goHome')}</ButtonLink>
    </Wrapper>
  );
}
