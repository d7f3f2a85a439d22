import { useState } from 'react';
import { formatDate, formatPaise, type Refund, type RefundQuote } from '@physio/shared-contracts';
import {
  Button,
  InlineMessage,
  useLocale,
  useMessages,
  type LoadResult,
  type Translate,
} from '@physio/shared-ui';
import { ConfirmDialog } from '@physio/shared-ui/dialogs';
import { orderCatalog } from './orderMessages';

const one = (n: number) => (n === 1 ? 'one' : 'many');

/** One refund as the patient and the doctor read it: "₹1,300.00 for 2 sessions · Refunded (24 Nov 2026)". */
export function RefundLine({ refund }: { refund: Refund }) {
  const t = useMessages(orderCatalog);
  const locale = useLocale();
  const when = refund.processed_at ?? refund.created_at;
  return (
    <InlineMessage
      tone={refund.status === 'failed' ? 'error' : refund.status === 'processed' ? 'success' : 'info'}
    >
      {t(`refundOf_${one(refund.credits)}`, { amount: formatPaise(refund.amount), count: refund.credits })} ·{' '}
      {t(`refund_${refund.status}`)} ({formatDate(when, locale)})
      {refund.status === 'failed' && refund.failure_reason ? `: ${refund.failure_reason}` : ''}
      {refund.receipt_number ? ` · ${t('receipt', { number: refund.receipt_number })}` : ''}
    </InlineMessage>
  );
}

export const REFUND_CONFIRM_TITLE = orderCatalog.en.confirmTitle;
/** The dialog's words, with the amount the clinic quoted (the order's coupon shared, rounded down). */
export const refundConfirmText = (
  quote: Pick<RefundQuote, 'credits' | 'amount'>,
  t: Translate<keyof typeof orderCatalog.en> = orderCatalog.translate('en'),
) => t(`confirmText_${one(quote.credits)}`, { amount: formatPaise(quote.amount), count: quote.credits });

export interface RefundActionProps {
  /** The button: "Request a refund" (patient), "Refund unused sessions" (doctor). */
  label: string;
  /** Asks `GET /api/orders/{id}/refund`: what the refund would give back now (shown before confirming). */
  quote: () => Promise<LoadResult<RefundQuote>>;
  /** Sends `POST /api/orders/{id}/refund`: the refund, or the server's message (409 when nothing is left). */
  request: () => Promise<LoadResult<Refund>>;
  /** After the refund was made. */
  onRefunded?: (refund: Refund) => void;
}

/**
 * Refund the unused sessions of one paid order: the button asks the clinic what it would refund, ONE
 * confirmation dialog shows that amount, then the refund's status and amount; a refusal is shown inline and
 * the button stays.
 */
export function RefundAction({ label, quote, request, onRefunded }: RefundActionProps) {
  const t = useMessages(orderCatalog);
  const [quoted, setQuoted] = useState<RefundQuote | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [refund, setRefund] = useState<Refund | null>(null);

  const ask = async () => {
    setAsking(true);
    setError('');
    const result = await quote();
    setAsking(false);
    if (!result.ok) setError(result.message);
    else setQuoted(result.data);
  };
  const confirm = async () => {
    setBusy(true);
    setError('');
    const result = await request();
    setBusy(false);
    setQuoted(null);
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
      <Button type="button" variant="secondary" loading={asking} onClick={() => void ask()}>
        {label}
      </Button>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <ConfirmDialog
        open={quoted !== null}
        title={t('confirmTitle')}
        message={quoted ? refundConfirmText(quoted, t) : ''}
        confirmLabel={quoted ? t('refundAmount', { amount: formatPaise(quoted.amount) }) : t('refund')}
        cancelLabel={t('keepSessions')}
        tone="primary"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setQuoted(null)}
      />
    </>
  );
}
