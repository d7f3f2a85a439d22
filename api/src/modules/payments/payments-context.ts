/**
 * What the order and payment services need, built once per app (app.ts decorates it as
 * `app.payments`): the provider chosen from the configuration, the payout share and the timings of the order life.
 * (Its e-mails and SMS go through the outbox: modules/notifications/outbox.ts.)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { createPaymentProvider, type PaymentProvider } from '../../platform/providers/payments';

export interface PaymentsOptions {
  provider: PaymentProvider;
  /** Orders still unpaid after this long are expired by the reconciliation job. */
  orderTtlMs: number;
  /** Orders younger than this are left alone by reconciliation (the checkout may still be open). */
  reconcileAfterMs: number;
  /** Orders one patient may start within an hour and leave unpaid (modules/payments/order-limits.ts). */
  unpaidOrdersPerHour: number;
  /** How long a webhook's payload is kept (modules/payments/event-retention.ts). */
  eventRetentionMs: number;
}

export interface PaymentsContext extends PaymentsOptions {
  db: Db;
  log: FastifyBaseLogger;
  sharePercent: number;
}

export const DEFAULT_RECONCILE_AFTER_MS = 2 * 60_000;

/**
 * Throws (the API refuses to start) when the configured provider misses a secret. Tests, benches
 * and the CLI may replace the provider or timings (`buildApp({ payments })`).
 */
export function createPaymentsContext(
  deps: { config: Config; db: Db; log: FastifyBaseLogger },
  overrides: Partial<PaymentsOptions> = {},
): PaymentsContext {
  return {
    db: deps.db,
    log: deps.log,
    sharePercent: deps.config.payoutSharePercent,
    provider: overrides.provider ?? createPaymentProvider(deps.config.payments, deps.config.dataDir),
    orderTtlMs: overrides.orderTtlMs ?? deps.config.payments.orderTtlMs,
    reconcileAfterMs: overrides.reconcileAfterMs ?? DEFAULT_RECONCILE_AFTER_MS,
    unpaidOrdersPerHour: overrides.unpaidOrdersPerHour ?? deps.config.payments.unpaidOrdersPerHour,
    eventRetentionMs: overrides.eventRetentionMs ?? deps.config.payments.eventRetentionDays * 86_400_000,
  };
}
