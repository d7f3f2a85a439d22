import styled from 'styled-components';

/** Label/value pairs: stacked on phones, two columns from 480 px (long labels never squeeze the values). */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.125rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  @media (min-width: 480px) {
    grid-template-columns: minmax(7rem, max-content) 1fr;
    gap: 0.5rem 1rem;
    dd {
      margin: 0;
    }
  }
`;
