import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Stack } from '@physio/shared-ui';

/** Clear of the header and the footer, as PageFrame's pages are. */
const Frame = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** Common frame of the result pages: one card with a heading. */
export function ResultLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame $narrow>
      <Card>
        <Stack>
          <h1>{title}</h1>
          {children}
        </Stack>
      </Card>
    </Frame>
  );
}
