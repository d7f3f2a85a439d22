/**
 * What the order and payment services need, built once per database: the provider chosen from the
 * configuration, the SMS gateway, the payout share and the timings of the order life.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { createPaymentProvider, type PaymentProvider } from '../providers/payments';
import type { SmsProvider } from '../providers/sms/types';

export interface PaymentsOptions {
  provider: PaymentProvider;
  /** Sandbox only: delay before the simulated `payment.captured` webhook after a success; null = none. */
  sandboxWebhookDelayMs: number | null;
  /** Orders still unpaid after this long are expired by the reconciliation job. */
  orderTtlMs: number;
  /** Orders younger than this are left alone by reconciliation (the checkout may still be open). */
  reconcileAfterMs: number;
}

export interface PaymentsContext extends PaymentsOptions {
  db: Db;
  log: FastifyBaseLogger;
  sms: SmsProvider;
  sharePercent: number;
}

export const DEFAULT_ORDER_TTL_MS = 30 * 60_000;
export const DEFAULT_RECONCILE_AFTER_MS = 2 * 60_000;

const overrides = new WeakMap<Database, Partial<PaymentsOptions>>();
const contexts = new WeakMap<Database, PaymentsContext>();

/** Tests, benches and the CLI may replace the provider or timings before the app is built. */
export function configurePayments(database: Database, options: Partial<PaymentsOptions>): void {
  overrides.set(database, { ...overrides.get(database), ...options });
  contexts.delete(database);
}

type Env = Record<string, string | undefined>;

/** The provider named by the configuration; throws (refuses to start) when a secret is missing. */
export function providerFromConfig(config: Config, env: Env = process.env): PaymentProvider {
  const p = config.payments;
  return createPaymentProvider(
    {
      PAYMENT_PROVIDER: p.keyId ? 'razorpay' : p.provider,
      RAZORPAY_KEY_ID: p.keyId,
      RAZORPAY_KEY_SECRET: p.keySecret,
      RAZORPAY_WEBHOOK_SECRET: p.webhookSecret,
      RAZORPAY_API_URL: env.RAZORPAY_API_URL,
      PAYMENT_SANDBOX_KEY_SECRET: env.PAYMENT_SANDBOX_KEY_SECRET,
      PAYMENT_SANDBOX_WEBHOOK_SECRET: env.PAYMENT_SANDBOX_WEBHOOK_SECRET,
    },
    config.dataDir,
  );
}

/** PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: milliseconds (default 1500), or "off" for no simulated webhook. */
export function sandboxWebhookDelay(env: Env): number | null {
  const raw = env.PAYMENT_SANDBOX_WEBHOOK_DELAY_MS?.trim();
  if (raw === 'off') return null;
  const n = Number(raw);
  return raw && Number.isFinite(n) && n >= 0 ? n : 1_500;
}

const minutes = (value: string | undefined, fallbackMs: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n * 60_000 : fallbackMs;
};

export function paymentsContext(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  sms: SmsProvider;
}): PaymentsContext {
  const existing = contexts.get(deps.database);
  if (existing) return existing;
  const o = overrides.get(deps.database) ?? {};
  const ctx: PaymentsContext = {
    db: deps.database.db,
    log: deps.log,
    sms: deps.sms,
    sharePercent: deps.config.payoutSharePercent,
    provider: o.provider ?? providerFromConfig(deps.config),
    sandboxWebhookDelayMs:
      o.sandboxWebhookDelayMs === undefined ? sandboxWebhookDelay(process.env) : o.sandboxWebhookDelayMs,
    orderTtlMs: o.orderTtlMs ?? minutes(process.env.PAYMENT_ORDER_TTL_MINUTES, DEFAULT_ORDER_TTL_MS),
    reconcileAfterMs: o.reconcileAfterMs ?? DEFAULT_RECONCILE_AFTER_MS,
  };
  contexts.set(deps.database, ctx);
  return ctx;
}
