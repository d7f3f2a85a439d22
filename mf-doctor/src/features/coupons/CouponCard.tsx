import styled from 'styled-components';
import { Button, Card, DetailList } from '@physio/shared-ui';
import { type Coupon, formatDate } from '@physio/shared-contracts';

export type CouponAction = 'update' | 'expire' | 'delete';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h4 {
    margin: 0;
    font-size: 1.1rem;
    letter-spacing: 0.04em;
  }
`;
const Badge = styled.span<{ $active: boolean }>`
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${(p) => (p.$active ? p.theme.colors.success : p.theme.colors.danger)};
`;
const Details = styled(DetailList)`
  margin: ${({ theme }) => theme.space.sm} 0;
`;
/** Three quiet, equal buttons in one row; Delete is told apart by its colour, not by outweighing the others. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  button {
    padding-inline: ${({ theme }) => theme.space.sm};
    white-space: nowrap;
  }
`;
const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.dangerHover};
    background: ${({ theme }) => theme.colors.errorSoft};
  }
`;

/** "First booking only · 1 use per patient · 100 uses in all", or "No usage limits". */
export function couponLimits(c: Coupon): string {
  const parts: string[] = [];
  if (c.first_order_only) parts.push('First booking only');
  if (c.max_per_patient)
    parts.push(`${c.max_per_patient} ${c.max_per_patient === 1 ? 'use' : 'uses'} per patient`);
  if (c.max_total) parts.push(`${c.max_total} ${c.max_total === 1 ? 'use' : 'uses'} in all`);
  return parts.length ? parts.join(' · ') : 'No usage limits';
}

export const isCouponActive = (c: Coupon): boolean => c.active && c.status !== 'inactive';

export function CouponCard({
  coupon,
  onAction,
}: {
  coupon: Coupon;
  onAction: (a: CouponAction, c: Coupon) => void;
}) {
  const active = isCouponActive(coupon);
  const code = coupon.coupon_code;
  return (
    <Card>
      <Head>
        <h4>{code}</h4>
        <Badge $active={active}>{active ? 'Active' : 'Inactive'}</Badge>
      </Head>
      <Details>
        {coupon.offer_name && (
          <>
            <dt>Offer</dt>
            <dd>{coupon.offer_name}</dd>
          </>
        )}
        <dt>Discount</dt>
        <dd>{coupon.discount_percentage}%</dd>
        <dt>Valid</dt>
        <dd>
          {formatDate(coupon.start_date)} – {formatDate(coupon.end_date)}
        </dd>
        <dt>Limits</dt>
        <dd>{couponLimits(coupon)}</dd>
      </Details>
      <Actions>
        <Button
          type="button"
          variant="secondary"
          aria-label={`Update ${code}`}
          onClick={() => onAction('update', coupon)}
        >
          Update
        </Button>
        {active && (
          <Button
            type="button"
            variant="ghost"
            aria-label={`Expire ${code}`}
            onClick={() => onAction('expire', coupon)}
          >
            Expire
          </Button>
        )}
        <DeleteButton
          type="button"
          variant="ghost"
          aria-label={`Delete ${code}`}
          onClick={() => onAction('delete', coupon)}
        >
          Delete
        </DeleteButton>
      </Actions>
    </Card>
  );
}
