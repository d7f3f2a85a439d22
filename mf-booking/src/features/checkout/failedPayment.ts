/**
 * What /paymentfailed needs to try again in one tap: the order that was not paid (its held time stays with it),
 * what the checkout showed, the provider's reason, and the page and draft to go back to. It travels as the
 * navigation state (kept by the browser across a reload of the page), checked here without zod.
 */
import type { CheckoutFailureResponse } from '@physio/shared-contracts';
import { clearDraft, saveDraft } from '../../lib/draft';

export interface Prefill {
  name: string;
  email: string;
  contact: string;
}

export interface FailedPayment {
  /** The provider's order: paying it again keeps its amount and its held time. */
  order: { id: string; amount: number };
  /** The checkout's line for it ("Physiotherapy booking"). */
  description: string;
  prefill: Prefill;
  /** The provider's words for the failure, when it gave some. */
  reason: string | null;
  /** The page the payment started from, with its state (the booking draft). */
  back: { pathname: string; state?: unknown };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isText = (v: unknown): v is string => typeof v === 'string';
const isLocalPath = (v: unknown): v is string => isText(v) && v.startsWith('/') && !v.startsWith('//');

/** The provider's reason in a payment.failed event, if it is words a patient can read. */
export function failureReason(response: unknown): string | null {
  const description = (response as Partial<CheckoutFailureResponse> | null)?.error?.description;
  return isText(description) && description.trim() ? description.trim().slice(0, 300) : null;
}

export function readFailedPayment(state: unknown): FailedPayment | null {
  const failed = isRecord(state) ? state.failedPayment : null;
  if (!isRecord(failed) || !isRecord(failed.order) || !isRecord(failed.prefill) || !isRecord(failed.back))
    return null;
  const { order, prefill, back } = failed;
  if (!isText(order.id) || typeof order.amount !== 'number' || !Number.isInteger(order.amount)) return null;
  if (!isText(prefill.name) || !isText(prefill.email) || !isText(prefill.contact)) return null;
  if (!isLocalPath(back.pathname) || !isText(failed.description)) return null;
  if (failed.reason !== null && !isText(failed.reason)) return null;
  return failed as unknown as FailedPayment;
}

/** The navigation state of /paymentfailed for a failed payment. */
export const failedPaymentState = (failed: FailedPayment) => ({ failedPayment: failed });

/**
 * sessionStorage key (this tab only) of the payment the checkout has open. A failure the provider reports by
 * redirecting the whole tab to the callback_url comes back without the navigation state; the callback names the
 * order (`/paymentfailed?order=`) and the page finds the rest here.
 */
const OPEN_PAYMENT_KEY = 'physio.openPayment';

/** Kept as the checkout opens, replacing any earlier one. */
export const keepOpenPayment = (payment: Omit<FailedPayment, 'reason'>) =>
  saveDraft(OPEN_PAYMENT_KEY, payment);

/** A paid order needs nothing kept. */
export const forgetOpenPayment = () => clearDraft(OPEN_PAYMENT_KEY);

/** The payment kept for `orderId`, as a failed one (the redirect brings no reason to show); null when none is. */
export function returnedPayment(orderId: string | null): FailedPayment | null {
  if (!orderId) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(OPEN_PAYMENT_KEY) ?? 'null') as unknown;
    const failed = isRecord(kept)
      ? readFailedPayment(failedPaymentState({ ...kept, reason: null } as FailedPayment))
      : null;
    return failed?.order.id === orderId ? failed : null;
  } catch {
    return null;
  }
}
