import type { ReactNode } from 'react';
import { Card, Container, Stack } from '@physio/shared-ui';

/** Common frame of the result pages: one card with a heading. */
export function ResultLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container $narrow>
      <Card>
        <Stack>
          <h1>{title}</h1>
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
