import { createHmac } from 'node:crypto';
import {
  hmacSha256Hex,
  paymentSignature,
  signatureMatches,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './signature';

const SECRET = 'key-secret-for-tests';
const expected = (payload: string, secret = SECRET) =>
  createHmac('sha256', secret).update(payload).digest('hex');

describe('payment signatures', () => {
  it('signs order_id|payment_id like Razorpay', () => {
    expect(paymentSignature(SECRET, 'order_A', 'pay_B')).toBe(expected('order_A|pay_B'));
  });

  it('accepts the right signature, in either hex case', () => {
    const good = expected('order_A|pay_B');
    expect(verifyPaymentSignature(SECRET, 'order_A', 'pay_B', good)).toBe(true);
    expect(verifyPaymentSignature(SECRET, 'order_A', 'pay_B', good.toUpperCase())).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['truncated', expected('order_A|pay_B').slice(0, 63)],
    ['one digit changed', expected('order_A|pay_B').replace(/^./, (c) => (c === '0' ? '1' : '0'))],
    ['not hex', 'z'.repeat(64)],
    ['signed for another order', expected('order_X|pay_B')],
    ['signed with another secret', expected('order_A|pay_B', 'other-secret')],
  ])('rejects a %s signature', (_label, signature) => {
    expect(verifyPaymentSignature(SECRET, 'order_A', 'pay_B', signature)).toBe(false);
  });

  it('rejects when the order or payment id is empty', () => {
    expect(verifyPaymentSignature(SECRET, '', 'pay_B', expected('|pay_B'))).toBe(false);
    expect(verifyPaymentSignature(SECRET, 'order_A', '', expected('order_A|'))).toBe(false);
  });

  it('never signs or verifies with an empty secret', () => {
    expect(() => hmacSha256Hex('', 'x')).toThrow(/secret/);
    expect(() => verifyPaymentSignature('', 'order_A', 'pay_B', expected('order_A|pay_B', 'x'))).toThrow();
  });
});

describe('webhook signatures', () => {
  const body = '{"event":"payment.captured","payload":{}}';

  it('verifies an HMAC over the exact raw body', () => {
    const good = expected(body, 'webhook-secret');
    expect(verifyWebhookSignature('webhook-secret', body, good)).toBe(true);
    expect(verifyWebhookSignature('webhook-secret', Buffer.from(body), good)).toBe(true);
  });

  it('rejects a re-serialised body, another secret or no header', () => {
    const good = expected(body, 'webhook-secret');
    expect(verifyWebhookSignature('webhook-secret', `${body} `, good)).toBe(false);
    expect(verifyWebhookSignature('other', body, good)).toBe(false);
    expect(verifyWebhookSignature('webhook-secret', body, undefined)).toBe(false);
  });

  it('compares only equal-length hex values', () => {
    expect(signatureMatches('ab'.repeat(32), 'ab'.repeat(32))).toBe(true);
    expect(signatureMatches('ab'.repeat(32), 'ab'.repeat(33))).toBe(false);
  });
});
