import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { PaymentProvider } from '../../platform/providers/payments';

/**
 * What refunds take from the app's payments context (payments' `PaymentsContext` holds all of it, and more):
 * named here so refunds need nothing of the payments module, which sits above it.
 */
export interface RefundsContext {
  db: Db;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
  /** The doctor's share of a payment, in percent (the ledger's debit on a refund). */
  sharePercent: number;
  /** Refunds younger than this are left to their webhook before reconciliation asks the provider. */
  reconcileAfterMs: number;
}
