/** Test kit for orders and payments: an app on a fresh database with a chosen payment provider. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database, Db } from '../src/platform/db/client';
import { orders } from '../src/platform/db/schema';
import type { EmailProvider } from '../src/platform/providers/email';
import type { WhatsAppProvider } from '../src/platform/providers/whatsapp';
import {
  createSandboxProvider,
  type PaymentProvider,
  type SandboxPaymentProvider,
} from '../src/platform/providers/payments';
import type { PaymentsContext, PaymentsOptions } from '../src/modules/payments/payments-context';
import { seedDemo } from '../src/modules/site/seed';
import { createTestDatabase, loginAsPatient, testConfig } from './helpers';

export const SANDBOX_TEST_SECRETS = { keySecret: 'k'.repeat(64), webhookSecret: 'w'.repeat(64) };

export interface PaymentsTestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  ctx: PaymentsContext;
  /** The sandbox the app was built with, unless the test gave another provider. */
  sandbox: SandboxPaymentProvider | undefined;
  close(): Promise<void>;
}

export async function createPaymentsTestApp(
  options: {
    provider?: PaymentProvider;
    seed?: boolean;
    payments?: Partial<PaymentsOptions>;
    /** Settings of the configuration (EMAIL_PROVIDER, SMTP_URL…). */
    env?: Record<string, string>;
    email?: EmailProvider;
    /** Replaces the WhatsApp provider (a Cloud API provider pointed at test/fake-whatsapp-cloud.ts). */
    whatsapp?: WhatsAppProvider;
  } = {},
): Promise<PaymentsTestApp> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDemo(database.db);
  const sandbox = options.provider ? undefined : createSandboxProvider(SANDBOX_TEST_SECRETS);
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    email: options.email,
    whatsapp: options.whatsapp,
    logger: false,
    closeDatabase: true,
    checkResponses: true,
    payments: { provider: options.provider ?? sandbox, ...options.payments },
  });
  await app.ready();
  return { app, db: database.db, database, ctx: app.payments, sandbox, close: () => app.close() };
}

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

/**
 * Orders of new first-time patients on one test app (read lazily: the app is built in beforeAll),
 * their rows, and the checkout's callback form POST.
 */
export function orderKit(t: () => PaymentsTestApp, firstPatient: number) {
  let nextPatient = firstPatient;
  /** A new first-time patient with a fresh order; returns the provider order id. */
  async function newOrder(overrides: Record<string, unknown> = {}) {
    const patientId = String(nextPatient++);
    const headers = await loginAsPatient(t().app, patientId, { email: `p${patientId}@example.com` });
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: orderBody({ patient_id: patientId, email: `p${patientId}@example.com`, ...overrides }),
    });
    expect(res.statusCode).toBe(200);
    const id: string = res.json().data.id;
    return { id, patientId, headers, amount: res.json().data.amount as number };
  }
  const orderRow = async (providerOrderId: string) =>
    (await t().db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
  const callback = (fields: Record<string, string>) =>
    t().app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });
  return { newOrder, orderRow, callback };
}
