import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = path.join(os.tmpdir(), 'physio-config-test');

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4000,
      env: 'development',
      seedDemo: true,
      payoutSharePercent: 70,
      corsOrigins: ['http://localhost:8080'],
      cookieSecure: false,
      sms: { provider: 'console' },
      rateLimitMax: 600,
      otpLimits: { requestsPerIpPerMinute: 10, verifiesPerIpPerMinute: 20, codesPerNumberPerHour: 5 },
    });
    // The generated dev secret is kept and reused.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to start in production without JWT_SECRET, and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'p'.repeat(40) });
    expect(config).toMatchObject({ seedDemo: false, cookieSecure: true });
  });

  it('reads the rate and one-time-code limits from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '5000',
      OTP_REQUEST_RATE_LIMIT: '100',
      OTP_VERIFY_RATE_LIMIT: '200',
      OTP_HOURLY_LIMIT: '7',
    });
    expect(config.rateLimitMax).toBe(5000);
    expect(config.otpLimits).toEqual({
      requestsPerIpPerMinute: 100,
      verifiesPerIpPerMinute: 200,
      codesPerNumberPerHour: 7,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, OTP_HOURLY_LIMIT: '0' })).toThrow(/OTP_HOURLY_LIMIT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OTP_VERIFY_RATE_LIMIT: 'lots' })).toThrow(
      /OTP_VERIFY_RATE_LIMIT/,
    );
  });

  it('rejects malformed values and an msg91 gateway without credentials', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('rejects an unknown PAYMENT_PROVIDER', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('reads the simulated webhook delay', () => {
    const delay = (value?: string) =>
      loadConfig({
        DATA_DIR: dataDir,
        ...(value === undefined ? {} : { PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: value }),
      }).payments.sandbox.webhookDelayMs;
    expect(delay()).toBe(1_500);
    expect(delay('0')).toBe(0);
    expect(delay('off')).toBeNull();
    expect(delay('soon')).toBe(1_500);
  });

  it('reads the order life and the reconciliation job', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).payments).toMatchObject({
      orderTtlMs: 30 * 60_000,
      reconcileEveryMs: 5 * 60_000,
      jobs: true,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PAYMENT_ORDER_TTL_MINUTES: '10',
        PAYMENT_RECONCILE_MINUTES: '1',
        PAYMENT_JOBS: 'off',
      }).payments,
    ).toMatchObject({ orderTtlMs: 10 * 60_000, reconcileEveryMs: 60_000, jobs: false });
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_ORDER_TTL_MINUTES: '-1' }).payments.orderTtlMs).toBe(
      30 * 60_000,
    );
  });
});
