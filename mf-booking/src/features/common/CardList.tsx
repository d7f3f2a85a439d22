import styled from 'styled-components';

/** A list of cards without bullets (role kept for Safari/VoiceOver, which drops it with list-style: none). */
export const CardList = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;
