// The one-time code the API "sent" (SMS_PROVIDER=console keeps a dev outbox).
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from './stack';

interface OutboxEntry {
  mobile: string;
  message: string;
  otp: string;
  created_at: string;
}

/**
 * Latest OTP sent to `mobile`, read from GET /api/dev/sms?mobile= through the site's /api proxy.
 * Polls until a message newer than `since` arrives (default: any message).
 */
export async function latestOtp(
  request: APIRequestContext,
  mobile: string,
  { since, timeoutMs = 10000 }: { since?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no message';
  while (Date.now() < deadline) {
    const res = await request.get(`${baseURL()}/api/dev/sms?mobile=${encodeURIComponent(mobile)}`);
    if (res.ok()) {
      const { data } = (await res.json()) as { data: OutboxEntry[] };
      const entry = data.find((m) => !since || new Date(m.created_at) >= since);
      if (entry?.otp) return entry.otp;
      last = `${data.length} message(s), none new`;
    } else {
      last = `HTTP ${res.status()}`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP for ${mobile} within ${timeoutMs} ms (${last})`);
}
