import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './layout';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const SpinnerGlyph = styled.span<{ $size?: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size ?? '1.5rem'};
  height: ${({ $size }) => $size ?? '1.5rem'};
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SpinnerProps {
  /** Announced to screen readers and shown beside the spinner, e.g. "Loading coupons…". */
  label: string;
  /** Hide the text visually (still announced). */
  hideLabel?: boolean;
}

export function Spinner({ label, hideLabel = false }: SpinnerProps) {
  return (
    <Wrapper role="status" aria-live="polite">
      <SpinnerGlyph aria-hidden="true" />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <Label>{label}</Label>}
    </Wrapper>
  );
}
