import styled from 'styled-components';
import { media } from '../theme';

/** Centred page column with side padding; `$narrow` for forms. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

type Space = 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** Flex stack: vertical by default, `$direction="row"` for a wrapping row. */
export const Stack = styled.div<{
  $gap?: Space;
  $direction?: 'row' | 'column';
  $align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  $justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  $wrap?: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  flex-wrap: ${({ $wrap, $direction }) => (($wrap ?? $direction === 'row') ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

/** Text only screen readers see. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
