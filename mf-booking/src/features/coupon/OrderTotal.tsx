import { formatPaise, formatRupees, orderTotalRupees } from '@physio/shared-contracts';
import type { AppliedCoupon } from './useCoupon';
import { DetailList } from '@physio/shared-ui';

interface Props {
  perSession: number;
  quantity: number;
  applied: AppliedCoupon | null;
  /** A home visit's travel fee per session, as the server quoted it (the coupon takes nothing off it). */
  travelFeePaise?: number;
}

/** Price × quantity, struck through with the discounted amount when a coupon is applied, plus any travel fee. */
export function OrderTotal({ perSession, quantity, applied, travelFeePaise = 0 }: Props) {
  const travel = (travelFeePaise * quantity) / 100;
  const original = orderTotalRupees(perSession, quantity) + travel;
  return (
    <DetailList aria-label="Amount">
      <dt>Per session</dt>
      <dd data-testid="per-session">{formatRupees(perSession)}</dd>
      <dt>Sessions</dt>
      <dd>{quantity}</dd>
      {travelFeePaise > 0 && (
        <>
          <dt>Travel fee per home visit</dt>
          <dd data-testid="travel-fee">{formatPaise(travelFeePaise)}</dd>
        </>
      )}
      <dt>Total</dt>
      {applied ? (
        <dd data-testid="total">
          <s aria-label={`Original amount ${formatRupees(original)}`}>{formatRupees(original)}</s>{' '}
          <strong>
            {formatRupees(orderTotalRupees(perSession, quantity, applied.discountPercent) + travel)}
          </strong>
        </dd>
      ) : (
        <dd data-testid="total">
          <strong>{formatRupees(original)}</strong>
        </dd>
      )}
    </DetailList>
  );
}
