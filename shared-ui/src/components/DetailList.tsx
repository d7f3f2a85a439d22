import styled from 'styled-components';
import { media } from '../theme';

/**
 * Label/value pairs (<dt>/<dd>): stacked on phones, two columns from `media.sm` up (a long label
 * never squeezes its value); values may wrap anywhere (order ids, addresses).
 */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }

  ${media.sm} {
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    dd {
      margin: 0;
    }
  }
`;
