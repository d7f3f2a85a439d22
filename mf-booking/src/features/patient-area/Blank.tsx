import styled from 'styled-components';

/**
 * A value still loading, in a placeholder: a soft bar inside the line the value will take (no
 * taller than the text), so the placeholder reads as "loading" and keeps the value's height.
 */
export const Blank = styled.span.attrs({ children: '\u00a0' })<{ $width: string }>`
  display: inline-block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: 0.75em;
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
`;
