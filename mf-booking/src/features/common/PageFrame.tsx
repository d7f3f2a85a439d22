import type { ReactNode } from 'react';
import { Container, Stack } from '@physio/shared-ui';

/** A page's content column with its heading (the shell provides <main>, navigation and footer). */
export function PageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container>
      <Stack>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {children}
      </Stack>
    </Container>
  );
}
