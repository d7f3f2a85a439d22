import type { Receipt } from '@physio/shared-contracts';

export const RECEIPT_KIND_LABELS: Record<Receipt['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
};
