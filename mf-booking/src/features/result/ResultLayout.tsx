import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Stack } from '@physio/shared-ui';

/** The page's column, away from the header and the footer as every page's frame is (PageFrame). */
const Column = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** Common frame of the result pages: one card with a heading. */
export function ResultLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Column $narrow>
      <Card>
        <Stack>
          <h1>{title}</h1>
          {children}
        </Stack>
      </Card>
    </Column>
  );
}
