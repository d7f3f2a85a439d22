// Through the package (a federation singleton), not ../i18n: one language store for the whole site.
import { defineCatalog } from '@physio/shared-ui';

/**
 * The words of an order's card and its refunds (OrderCard, RefundLine, RefundAction): English as before, and
 * Hindi for the patient's orders. The doctor's pages stay English (the shell's LocaleScope).
 */
export const orderCatalog = defineCatalog(
  'orders',
  {
    treatmentPlan: 'Treatment plan',
    booking: 'Booking',
    amount: 'Amount',
    coupon: 'coupon {code}',
    couponOff: 'coupon {code}, {percent}% off',
    paidOn: 'Paid on',
    placedOn: 'Placed on',
    orderId: 'Order ID',
    paymentId: 'Payment ID',
    refund_pending: 'Refund in progress',
    refund_processed: 'Refunded',
    refund_failed: 'Refund failed',
    refundOf_one: '{amount} for {count} session',
    refundOf_many: '{amount} for {count} sessions',
    receipt: 'Receipt {number}',
    confirmTitle: 'Refund unused sessions',
    confirmText_one:
      '{amount} for the {count} unused session of this order will be refunded to the original payment method. Banks usually credit it within 5–7 working days.',
    confirmText_many:
      '{amount} for the {count} unused sessions of this order will be refunded to the original payment method. Banks usually credit it within 5–7 working days.',
    refundAmount: 'Refund {amount}',
    refund: 'Refund',
    keepSessions: 'Keep the sessions',
  },
  () => import('./orderMessages.hi').then((m) => ({ default: m.orderCatalog })),
);
