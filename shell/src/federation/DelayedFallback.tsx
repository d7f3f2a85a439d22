import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner, useMessages } from '@physio/shared-ui';
import { chromeCatalog } from '../chrome/chromeMessages';

/** Below this a load is "fast": showing a spinner would only flash. */
export const FALLBACK_DELAY_MS = 400;

// Reserves the page area while a remote loads, so the footer does not jump up and back down.
const Area = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
`;

export function DelayedFallback({ delayMs = FALLBACK_DELAY_MS }: { delayMs?: number }) {
  const t = useMessages(chromeCatalog);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return <Area aria-busy="true">{visible ? <Spinner label={t('loading')} /> : null}</Area>;
}
