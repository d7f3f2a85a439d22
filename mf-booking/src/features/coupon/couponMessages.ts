import { MESSAGES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** The coupon field and the amount on the confirmation pages: English as it was (the spec's messages), and Hindi. */
export const couponCatalog = defineCatalog(
  'coupon',
  {
    code: 'Coupon code',
    apply: 'Apply',
    remove: 'Remove coupon',
    applied: MESSAGES.couponApplied,
    appliedOff: '({code}: {percent}% off)',
    invalid: MESSAGES.invalidCoupon,
    checkFailed: 'Could not check the coupon',
    amount: 'Amount',
    perSession: 'Per session',
    sessions: 'Sessions',
    travelFee: 'Travel fee per home visit',
    total: 'Total',
    original: 'Original amount {amount}',
  },
  () => import('./couponMessages.hi').then((m) => ({ default: m.couponCatalog })),
);
