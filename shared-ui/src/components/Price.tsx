import { formatRupees } from '@physio/shared-contracts';
import styled from 'styled-components';
import { VisuallyHidden } from './layout';
import { useMessages } from '../i18n/localeStore';
import { baseCatalog } from './baseMessages';

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Struck = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface PriceProps {
  rupees: number;
  /** Shown struck through as the original price (before a discount). */
  strike?: boolean;
  className?: string;
}

/** A rupee amount in en-IN format (₹1,299.00). */
export function Price({ rupees, strike = false, className }: PriceProps) {
  const t = useMessages(baseCatalog);
  const text = formatRupees(rupees);
  if (strike) {
    return (
      <Struck className={className}>
        <VisuallyHidden>{t('originalPrice')} </VisuallyHidden>
        {text}
      </Struck>
    );
  }
  return <Amount className={className}>{text}</Amount>;
}
