/**
 * The API process the booking-path benches (booking, slot race, reschedules) drive: the real server on a fresh
 * PostgreSQL cluster with the demo data, console SMS and sandbox payments whose secrets the bench knows (it signs
 * the payment verification itself). Only this process gets raised per-IP limits: every simulated patient comes
 * from one address. The sandbox checkout signs HMAC-SHA256(key secret, `order_id|payment_id`) exactly like
 * Razorpay's, so the benches verify payments with SANDBOX_KEY_SECRET.
 */
import crypto from 'node:crypto';
import { startApiProcess, type ApiProcess } from './api-process';
import type { Figure } from './report';

export const SANDBOX_KEY_SECRET = crypto.randomBytes(32).toString('hex');
const SANDBOX_WEBHOOK_SECRET = crypto.randomBytes(32).toString('hex');
const JWT_SECRET = 'bench-booking-jwt-secret-0123456789abcdefghij';
const UNLIMITED = '100000000';

export function startBookingApi(databaseUrl: string): Promise<ApiProcess> {
  return startApiProcess({
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    SEED_DEMO: 'true',
    SMS_PROVIDER: 'console',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_KEY_SECRET: SANDBOX_KEY_SECRET,
    PAYMENT_SANDBOX_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
    RATE_LIMIT_MAX: UNLIMITED,
    OTP_REQUEST_RATE_LIMIT: UNLIMITED,
    OTP_VERIFY_RATE_LIMIT: UNLIMITED,
  });
}

/** Runs a bench as a script: its figures as JSON lines, exit 1 when one misses its target or the bench fails. */
export function runAsScript(bench: () => Promise<Figure[]>): void {
  bench().then(
    (figures) => {
      for (const f of figures) console.log(JSON.stringify(f));
      process.exit(figures.every((f) => f.ok !== false) ? 0 : 1);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
