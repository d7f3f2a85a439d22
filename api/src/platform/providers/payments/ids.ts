import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped ids (`order_…`, `pay_…`, `rfnd_…`): a prefix and 14 random base-62 characters. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  const bytes = randomBytes(14);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}
