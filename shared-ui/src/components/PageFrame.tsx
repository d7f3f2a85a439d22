import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Stack } from './layout';

export interface PageFrameProps {
  title: string;
  intro?: ReactNode;
  /** A form-width column (booking, confirmation, login). */
  narrow?: boolean;
  children: ReactNode;
}

const Frame = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** A page's content column with its heading (the shell provides <main>, navigation and footer). */
export function PageFrame({ title, intro, narrow = false, children }: PageFrameProps) {
  return (
    <Frame $narrow={narrow}>
      <Stack>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {children}
      </Stack>
    </Frame>
  );
}
