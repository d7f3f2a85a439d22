import { formatRupees, orderTotalRupees } from '@physio/shared-contracts';
import type { AppliedCoupon } from './useCoupon';
import { DetailList } from '@physio/shared-ui';

interface Props {
  perSession: number;
  quantity: number;
  applied: AppliedCoupon | null;
}

/** Price × quantity, struck through with the discounted amount when a coupon is applied. */
export function OrderTotal({ perSession, quantity, applied }: Props) {
  const original = orderTotalRupees(perSession, quantity);
  return (
    <DetailList aria-label="Amount">
      <dt>Per session</dt>
      <dd data-testid="per-session">{formatRupees(perSession)}</dd>
      <dt>Sessions</dt>
      <dd>{quantity}</dd>
      <dt>Total</dt>
      {applied ? (
        <dd data-testid="total">
          <s aria-label={`Original amount ${formatRupees(original)}`}>{formatRupees(original)}</s>{' '}
          <strong>{formatRupees(orderTotalRupees(perSession, quantity, applied.discountPercent))}</strong>
        </dd>
      ) : (
        <dd data-testid="total">
          <strong>{formatRupees(original)}</strong>
        </dd>
      )}
    </DetailList>
  );
}
