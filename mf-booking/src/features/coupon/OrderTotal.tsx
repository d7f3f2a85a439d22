import { formatPaise, formatRupees, orderTotalRupees } from '@physio/shared-contracts';
import type { AppliedCoupon } from './useCoupon';
import { DetailList, useMessages } from '@physio/shared-ui';
import { couponCatalog } from './couponMessages';

interface Props {
  perSession: number;
  quantity: number;
  applied: AppliedCoupon | null;
  /** A home visit's travel fee per session, as the server quoted it (the coupon takes nothing off it). */
  travelFeePaise?: number;
}

/** Price × quantity, struck through with the discounted amount when a coupon is applied, plus any travel fee. */
export function OrderTotal({ perSession, quantity, applied, travelFeePaise = 0 }: Props) {
  const t = useMessages(couponCatalog);
  const travel = (travelFeePaise * quantity) / 100;
  const original = orderTotalRupees(perSession, quantity) + travel;
  return (
    <DetailList aria-label={t('amount')}>
      <dt>{t('perSession')}</dt>
      <dd data-testid="per-session">{formatRupees(perSession)}</dd>
      <dt>{t('sessions')}</dt>
      <dd>{quantity}</dd>
      {travelFeePaise > 0 && (
        <>
          <dt>{t('travelFee')}</dt>
          <dd data-testid="travel-fee">{formatPaise(travelFeePaise)}</dd>
        </>
      )}
      <dt>{t('total')}</dt>
      {applied ? (
        <dd data-testid="total">
          <s aria-label={t('original', { amount: formatRupees(original) })}>{formatRupees(original)}</s>{' '}
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
