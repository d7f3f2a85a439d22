/** Test kit for orders and payments: an app on a fresh database with a chosen payment provider. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database, Db } from '../src/db/client';
import {
  createSandboxProvider,
  type PaymentProvider,
  type SandboxPaymentProvider,
} from '../src/providers/payments';
import type { PaymentsContext, PaymentsOptions } from '../src/services/payments-context';
import { seedDemo } from '../src/services/seed';
import { createTestDatabase, testConfig } from './helpers';

export const SANDBOX_TEST_SECRETS = { keySecret: 'k'.repeat(64), webhookSecret: 'w'.repeat(64) };

export interface PaymentsTestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  ctx: PaymentsContext;
  close(): Promise<void>;
}

export async function createPaymentsTestApp(
  options: { provider?: PaymentProvider; seed?: boolean; payments?: Partial<PaymentsOptions> } = {},
): Promise<PaymentsTestApp> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDemo(database.db);
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    closeDatabase: true,
    payments: {
      provider: options.provider ?? createSandboxProvider(SANDBOX_TEST_SECRETS),
      ...options.payments,
    },
  });
  await app.ready();
  return { app, db: database.db, database, ctx: app.payments, close: () => app.close() };
}

export const asSandbox = (ctx: PaymentsContext) => ctx.provider as SandboxPaymentProvider;

/** A valid order request for the demo patient or a new one. */
export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'first_booking',
  name: 'Test Patient',
  email: 'patient@example.com',
  patient_id: '9123456789',
  quantity: 1,
  price: 499,
  description: 'Back pain',
  booking: { mode: 'online', preferred_date: '2030-01-15', preferred_time: 'morning' },
  ...overrides,
});

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
