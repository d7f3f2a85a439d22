import styled from 'styled-components';

/**
 * A list of cards without bullets: one column, or with `$min` as many columns of at least that
 * width as fit (one on phones). role="list" is kept for Safari/VoiceOver, which drops it with
 * list-style: none.
 */
export const CardList = styled.ul.attrs({ role: 'list' })<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ $min }) => ($min ? `grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$min}), 1fr));` : '')}
`;
