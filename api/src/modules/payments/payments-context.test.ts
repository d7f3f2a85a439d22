import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { createSandboxProvider } from '../../platform/providers/payments';
import { createPaymentsContext } from './payments-context';

const dataDir = path.join(os.tmpdir(), 'physio-payments-config-test');
const context = (env: Record<string, string>, overrides = {}) =>
  createPaymentsContext(
    {
      config: loadConfig({ DATA_DIR: dataDir, ...env }),
      db: {} as Db,
      log: {} as FastifyBaseLogger,
    },
    overrides,
  );

describe('payments configuration', () => {
  it('uses Razorpay as soon as RAZORPAY_KEY_ID is set, and refuses to start without its secrets', () => {
    expect(context({}).provider.name).toBe('sandbox');
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(context(keys).provider.name).toBe('razorpay');
    expect(() => context({ RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => context({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
  });

  it('takes the order life from the configuration unless the app is given other timings', () => {
    expect(context({ PAYMENT_ORDER_TTL_MINUTES: '10' }).orderTtlMs).toBe(10 * 60_000);
    const provider = createSandboxProvider({ keySecret: 'k'.repeat(64), webhookSecret: 'w'.repeat(64) });
    const given = context({ PAYMENT_ORDER_TTL_MINUTES: '10' }, { provider, orderTtlMs: 1_000 });
    expect(given.provider).toBe(provider);
    expect(given.orderTtlMs).toBe(1_000);
  });
});
