import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, type Payout, formatDate } from '@physio/shared-contracts';
import { paymentDetailPath, type PayoutNavigationState } from './navigation';

const CardLink = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 0.25rem 1rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.background};
  color: inherit;
  text-decoration: none;
  &:hover {
    color: inherit;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const State = styled.span<{ $paid: boolean }>`
  font-weight: 700;
  color: ${({ theme, $paid }) => ($paid ? theme.colors.success : theme.colors.text)};
`;
const Amount = styled.strong`
  font-size: 1.25rem;
  grid-row: span 2;
`;

export function PayoutCard({ payout, doctorName }: { payout: Payout; doctorName?: string }) {
  const state: PayoutNavigationState = { payout, doctorName };
  const amount = formatRupees(payout.payable_amount);
  const paid = payout.status === 'paid';
  const date = formatDate(payout.payment_date_time ?? payout.to_date_time);
  const shown = paid ? ['Paid', amount, date] : ['Transfer pending', amount, `Earned up to ${date}`];
  return (
    <CardLink
      to={paymentDetailPath(payout)}
      state={state}
      aria-label={`${shown.join(' ')}, ${paid ? 'view payment' : 'view payout'}`}
    >
      {/* The spaces (not rendered between grid items) make the text the name begins with (WCAG 2.5.3). */}
      <State $paid={paid}>{shown[0]}</State> <Amount>{shown[1]}</Amount> <span>{shown[2]}</span>
    </CardLink>
  );
}
