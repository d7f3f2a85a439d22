import { hmacSha256Hex, signatureMatches } from '../payments/signature';

/**
 * The webhook's `X-Hub-Signature-256: sha256=<hex>`: an HMAC-SHA256 of the raw body with the app secret
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started#validate-payloads), compared in
 * constant time. No secret, no header or another form: false.
 */
export function verifyWhatsAppSignature(
  appSecret: string | undefined,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  if (!appSecret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  return signatureMatches(hmacSha256Hex(appSecret, rawBody), header.slice('sha256='.length));
}
