import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, media, useMessages } from '@physio/shared-ui';
import { shellPageCatalog } from '../chrome/pageMessages';
import { UNAVAILABLE_TITLE } from './unavailable';

export { UNAVAILABLE_TITLE, shellPageCatalog };

const Panel = styled.section`
  margin: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  ${media.sm} {
    margin-left: auto;
    margin-right: auto;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    /* Focused by script so screen readers announce it; it is not an interactive control. */
    &:focus {
      outline: none;
    }
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The panel; its title and Retry come from the chrome's catalog (RemoteErrorBoundary passes them), its hint with it. */
export function UnavailablePanel({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  const [retrying, setRetrying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useMessages(shellPageCatalog);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Panel role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p>{t('unavailableHint')}</p>
      <Button
        type="button"
        loading={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        {retryLabel}
      </Button>
    </Panel>
  );
}
