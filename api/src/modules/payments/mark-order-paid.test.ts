import { confirmationText } from '../../platform/providers/sms/types';
import type { OrderRow } from '../orders';
import { orderConfirmation } from '../notifications/sms-texts';

describe('the payment confirmation SMS', () => {
  it('writes money as the site does: ₹ with en-IN grouping, never "Rs. 1347.30"', () => {
    const order = { id: 'o1', providerOrderId: 'order_1', amountPaise: 134730 } as OrderRow;
    const confirmation = orderConfirmation(order);
    expect(confirmation).toEqual({ amount: '₹1,347.30', orderId: 'order_1' });
    expect(confirmationText(confirmation)).toBe(
      'PhysioCare: payment of ₹1,347.30 received. Your booking is confirmed. Order ID: order_1. We will call you to schedule your session.',
    );
    expect(confirmationText(confirmation)).not.toContain('Rs.');
  });
});
