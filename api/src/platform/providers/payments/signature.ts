/**
 * HMAC-SHA256 helpers for Razorpay-style signatures. Computed here and compared with
 * crypto.timingSafeEqual: the SDK's helpers compare with `===`, which leaks timing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function hmacSha256Hex(secret: string, payload: Buffer | string): string {
  if (!secret) throw new Error('HMAC secret is empty');
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expectedHex: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string' || !HEX_SHA256.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout signature: HMAC(key_secret, `${order_id}|${payment_id}`). */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyPaymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string | undefined | null,
): boolean {
  if (!orderId || !paymentId) return false;
  return signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature);
}

/** Webhook signature: HMAC(webhook_secret, raw request body) in `x-razorpay-signature`. */
export function verifyWebhookSignature(
  webhookSecret: string,
  rawBody: Buffer | string,
  signature: string | undefined | null,
): boolean {
  return signatureMatches(hmacSha256Hex(webhookSecret, rawBody), signature);
}
