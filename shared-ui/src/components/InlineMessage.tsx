import type { ReactNode } from 'react';
import styled from 'styled-components';

export type MessageTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: MessageTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface InlineMessageProps {
  tone: MessageTone;
  children: ReactNode;
  id?: string;
  className?: string;
}

/** An inline notice; errors are announced assertively (role=alert), others politely (role=status). */
export function InlineMessage({ tone, children, id, className }: InlineMessageProps) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} id={id} className={className}>
      {children}
    </Box>
  );
}
