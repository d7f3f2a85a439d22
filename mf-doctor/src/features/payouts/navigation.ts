import { PATHS } from '@physio/shared-contracts/paths';
import type { Payout } from '@physio/shared-contracts';

/** What the payout list hands to the payment detail page through navigation state. */
export interface PayoutNavigationState {
  payout: Payout;
  doctorName?: string;
}

export function readPayoutState(state: unknown): PayoutNavigationState | null {
  const s = state as Partial<PayoutNavigationState> | null;
  if (!s || typeof s !== 'object' || !s.payout || typeof s.payout.payable_amount !== 'number') return null;
  return { payout: s.payout, doctorName: typeof s.doctorName === 'string' ? s.doctorName : undefined };
}

export const paymentDetailPath = (payout: Payout) =>
  `${PATHS.payoutPayment}?id=${encodeURIComponent(payout.id)}`;
