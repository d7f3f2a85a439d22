import { useState } from 'react';
import { formatDate, formatPaise, REFUND_STATUS_LABELS, type Refund } from '@physio/shared-contracts';
import { Button, ConfirmDialog, InlineMessage, type LoadResult } from '@physio/shared-ui';

/** One refund as the patient and the doctor read it: "₹1,300.00 for 2 sessions · Refunded (24 Nov 2026)". */
export function RefundLine({ refund }: { refund: Refund }) {
  const sessions = `${refund.credits} ${refund.credits === 1 ? 'session' : 'sessions'}`;
  const when = refund.processed_at ?? refund.created_at;
  return (
    <InlineMessage
      tone={refund.status === 'failed' ? 'error' : refund.status === 'processed' ? 'success' : 'info'}
    >
      {formatPaise(refund.amount)} for {sessions} · {REFUND_STATUS_LABELS[refund.status]} ({formatDate(when)})
      {refund.status === 'failed' && refund.failure_reason ? `: ${refund.failure_reason}` : ''}
      {refund.receipt_number ? ` · Receipt ${refund.receipt_number}` : ''}
    </InlineMessage>
  );
}

export const REFUND_CONFIRM_TITLE = 'Refund unused sessions';
/** The dialog's words: the clinic, not the screen, computes the amount (coupon shares, paise rounding). */
export const refundConfirmText = (sessions: number) =>
  `The ${sessions} unused ${sessions === 1 ? 'session' : 'sessions'} of this order will be refunded to the original payment method. ` +
  'The amount is computed by the clinic from what was paid for them, coupon discount included, and shown here once the refund is made.';

export interface RefundActionProps {
  /** The button: "Request a refund" (patient), "Refund unused sessions" (doctor). */
  label: string;
  /** Unused sessions of the order (what the refund covers). */
  sessions: number;
  /** Sends `POST /api/orders/{id}/refund`: the refund, or the server's message (409 when nothing is left). */
  request: () => Promise<LoadResult<Refund>>;
  /** After the refund was made. */
  onRefunded?: (refund: Refund) => void;
}

/**
 * Refund the unused sessions of one paid order: the button, ONE confirmation dialog, then the refund's
 * status and amount; a refusal is shown inline and the button stays.
 */
export function RefundAction({ label, sessions, request, onRefunded }: RefundActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [refund, setRefund] = useState<Refund | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError('');
    const result = await request();
    setBusy(false);
    setOpen(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setRefund(result.data);
    onRefunded?.(result.data);
  };

  if (refund) return <RefundLine refund={refund} />;
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <ConfirmDialog
        open={open}
        title={REFUND_CONFIRM_TITLE}
        message={refundConfirmText(sessions)}
        confirmLabel="Refund"
        cancelLabel="Keep the sessions"
        tone="primary"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
