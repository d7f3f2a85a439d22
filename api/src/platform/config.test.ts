import os from 'node:os';
import path from 'node:path';
import {
  ConfigError,
  loadConfig,
  MIN_SECRET_ENTROPY_BITS,
  PUBLISHED_JWT_SECRETS,
  secretEntropyBits,
} from './config';
import { configuredDatabaseOptions } from './db/client';

const dataDir = path.join(os.tmpdir(), 'physio-config-test');
/** What `openssl rand -base64 48` gives: far above 128 bits. */
const STRONG_SECRET = 'tq3Vx9LrK2mW8pZcY5nH7bJ4sF6dG1aE0uQwRiOyTlXe+v/Mk8Nz3PbCj5Ad7Sg2';
const MSG91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'auth-key', MSG91_TEMPLATE_ID: 'template' };
const WHATSAPP_CLOUD = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify-token',
};

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
      databasePoolSize: 10,
    });
    // The generated dev secret is kept and reused.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('opens PostgreSQL with DATABASE_POOL_SIZE connections, else PGlite under DATA_DIR/pg', () => {
    const postgres = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://physio@db:5432/physio',
      DATABASE_POOL_SIZE: '4',
    });
    expect(configuredDatabaseOptions(postgres)).toEqual({
      url: 'postgres://physio@db:5432/physio',
      poolSize: 4,
    });
    expect(configuredDatabaseOptions(loadConfig({ DATA_DIR: dataDir }))).toEqual({
      dataDir: path.join(dataDir, 'pg'),
    });
    for (const size of ['0', '-2', '1.5', 'ten'])
      expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: size })).toThrow(ConfigError);
  });

  it("prints the clinic's name, address and the footer's support contacts on receipts", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).clinic).toEqual({
      name: 'PhysioCare',
      address: 'PhysioCare Clinic, India',
      phone: '9123456780',
      email: 'support@physiocare.in',
    });
    const set = loadConfig({
      DATA_DIR: dataDir,
      CLINIC_NAME: ' Asha Physio ',
      CLINIC_ADDRESS: '12 MG Road, Bengaluru 560001',
      PHYSIO_SUPPORT_PHONE: '+91 98450 12345',
      PHYSIO_SUPPORT_EMAIL: 'help@asha.in',
    }).clinic;
    expect(set).toEqual({
      name: 'Asha Physio',
      address: '12 MG Road, Bengaluru 560001',
      phone: '9845012345',
      email: 'help@asha.in',
    });
    // compose passes unset variables as empty strings; a malformed phone falls back as in the footer
    expect(
      loadConfig({ DATA_DIR: dataDir, CLINIC_NAME: '', PHYSIO_SUPPORT_PHONE: '12' }).clinic,
    ).toMatchObject({
      name: 'PhysioCare',
      phone: '9123456780',
    });
  });

  it('refuses to start in production without JWT_SECRET, and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: STRONG_SECRET,
      ...MSG91,
      PAYMENT_PROVIDER: 'razorpay',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
      ...WHATSAPP_CLOUD,
    });
    expect(config).toMatchObject({ seedDemo: false, cookieSecure: true });
  });

  it('APP_MODE decides production mode; NODE_ENV=production alone only gives its default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mode).toBe('local');
    // What docker-compose.yml runs: a production build in local mode, with demo data and the sandbox.
    const local = loadConfig({ NODE_ENV: 'production', APP_MODE: 'local', DATA_DIR: dataDir });
    expect(local).toMatchObject({ env: 'production', mode: 'local', seedDemo: true, cookieSecure: false });
    expect(local.payments.provider).toBe('sandbox');
    expect(() => loadConfig({ NODE_ENV: 'development', APP_MODE: 'production', DATA_DIR: dataDir })).toThrow(
      /APP_MODE=production refuses to start: JWT_SECRET is not set/,
    );
    expect(() => loadConfig({ APP_MODE: 'staging', DATA_DIR: dataDir })).toThrow(/APP_MODE/);
  });

  describe('production mode refuses, one line per reason', () => {
    const production = {
      APP_MODE: 'production',
      DATA_DIR: dataDir,
      ...MSG91,
      PAYMENT_PROVIDER: 'razorpay',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
      ...WHATSAPP_CLOUD,
    };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ ...production, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message.split('\n');
      }
      throw new Error('loadConfig accepted it');
    };

    it('a missing or published JWT_SECRET', () => {
      expect(refusal({})).toEqual([expect.stringMatching(/JWT_SECRET is not set/)]);
      for (const secret of PUBLISHED_JWT_SECRETS) {
        expect(refusal({ JWT_SECRET: secret })).toEqual([
          expect.stringMatching(/published local-mode default/),
        ]);
      }
    });

    it('SEED_DEMO=true', () => {
      expect(refusal({ JWT_SECRET: STRONG_SECRET, SEED_DEMO: 'true' })).toEqual([
        expect.stringMatching(/SEED_DEMO=true/),
      ]);
      expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, SEED_DEMO: 'false' }).seedDemo).toBe(
        false,
      );
    });

    it('the sandbox payment provider unless ALLOW_SANDBOX_PAYMENTS=true', () => {
      const env = { JWT_SECRET: STRONG_SECRET, PAYMENT_PROVIDER: 'sandbox' };
      expect(refusal(env)).toEqual([expect.stringMatching(/PAYMENT_PROVIDER=sandbox/)]);
      const staging = loadConfig({ ...production, ...env, ALLOW_SANDBOX_PAYMENTS: 'true' });
      expect(staging).toMatchObject({ mode: 'production', seedDemo: false });
      expect(staging.payments.provider).toBe('sandbox');
    });

    it('the console e-mail provider unless ALLOW_CONSOLE_EMAIL=true', () => {
      const env = { JWT_SECRET: STRONG_SECRET, EMAIL_PROVIDER: 'console' };
      expect(refusal(env)).toEqual([expect.stringMatching(/EMAIL_PROVIDER=console/)]);
      // The default provider is the console one: production mode must name a real one.
      const { EMAIL_PROVIDER: _provider, ...withoutProvider } = production;
      expect(() => loadConfig({ ...withoutProvider, JWT_SECRET: STRONG_SECRET })).toThrow(
        /APP_MODE=production refuses to start: EMAIL_PROVIDER=console/,
      );
      const staging = loadConfig({ ...production, ...env, ALLOW_CONSOLE_EMAIL: 'true' });
      expect(staging.email.provider).toBe('console');
    });

    it('a JWT secret with fewer than 128 bits of randomness (repeated, low variety or short)', () => {
      for (const weak of [
        's'.repeat(40),
        'abcd'.repeat(8),
        'Kx7#pQ2!'.repeat(5),
        '0123456789abcdef0123456789abcdef',
        'passwordpasswordpasswordpassword1',
      ]) {
        expect(secretEntropyBits(weak)).toBeLessThan(MIN_SECRET_ENTROPY_BITS);
        expect(refusal({ JWT_SECRET: weak })).toEqual([
          expect.stringMatching(
            /^APP_MODE=production refuses to start: JWT_SECRET looks like it has about \d+ bits/,
          ),
        ]);
      }
      expect(secretEntropyBits(STRONG_SECRET)).toBeGreaterThan(200);
      // openssl rand -hex 32 and -base64 32 pass too.
      expect(
        secretEntropyBits('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'),
      ).toBeGreaterThan(MIN_SECRET_ENTROPY_BITS);
      expect(secretEntropyBits('n4bQgYhMLmq8Xd3r6WVaZf0K9TjpE2sUoC7vPi5xR1w=')).toBeGreaterThan(
        MIN_SECRET_ENTROPY_BITS,
      );
    });

    it('the console SMS provider unless ALLOW_CONSOLE_SMS=true', () => {
      const env = { JWT_SECRET: STRONG_SECRET, SMS_PROVIDER: 'console' };
      expect(refusal(env)).toEqual([
        expect.stringMatching(/^APP_MODE=production refuses to start: SMS_PROVIDER=console/),
      ]);
      // The default provider is the console one: production mode must name a real one.
      const { SMS_PROVIDER: _sms, ...withoutSms } = production;
      expect(() => loadConfig({ ...withoutSms, JWT_SECRET: STRONG_SECRET })).toThrow(/SMS_PROVIDER=console/);
      const staging = loadConfig({ ...production, ...env, ALLOW_CONSOLE_SMS: 'true' });
      expect(staging.sms.provider).toBe('console');
    });

    it('the console WhatsApp provider unless ALLOW_CONSOLE_WHATSAPP=true', () => {
      const env = { JWT_SECRET: STRONG_SECRET, WHATSAPP_PROVIDER: 'console' };
      expect(refusal(env)).toEqual([
        expect.stringMatching(/^APP_MODE=production refuses to start: WHATSAPP_PROVIDER=console/),
      ]);
      // The default provider is the console one: production mode must name a real one or allow it.
      const { WHATSAPP_PROVIDER: _whatsapp, ...withoutWhatsApp } = production;
      expect(() => loadConfig({ ...withoutWhatsApp, JWT_SECRET: STRONG_SECRET })).toThrow(
        /WHATSAPP_PROVIDER=console/,
      );
      const staging = loadConfig({ ...production, ...env, ALLOW_CONSOLE_WHATSAPP: 'true' });
      expect(staging.whatsapp.provider).toBe('console');
      expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET }).whatsapp).toMatchObject({
        provider: 'cloud',
        phoneNumberId: '106540352242922',
        apiUrl: 'https://graph.facebook.com',
        apiVersion: 'v21.0',
      });
    });

    it('COOKIE_SECURE=false', () => {
      expect(refusal({ JWT_SECRET: STRONG_SECRET, COOKIE_SECURE: 'false' })).toEqual([
        expect.stringMatching(/^APP_MODE=production refuses to start: COOKIE_SECURE=false/),
      ]);
      expect(
        loadConfig({ ...production, JWT_SECRET: STRONG_SECRET, COOKIE_SECURE: 'true' }).cookieSecure,
      ).toBe(true);
    });

    it('every reason at once, each on its own line', () => {
      const lines = refusal({
        SEED_DEMO: 'yes',
        PAYMENT_PROVIDER: 'sandbox',
        SMS_PROVIDER: 'console',
        WHATSAPP_PROVIDER: 'console',
        COOKIE_SECURE: 'false',
      });
      expect(lines).toHaveLength(6);
      for (const line of lines) expect(line).toMatch(/^APP_MODE=production refuses to start: /);
    });
  });

  it('WHATSAPP_PROVIDER=cloud names every setting it lacks', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'token' }),
    ).toThrow(
      /WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, ...WHATSAPP_CLOUD }).whatsapp.provider).toBe('cloud');
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

  it('reads the e-mail transport: console by default, SMTP only with a well-formed SMTP_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).email).toEqual({
      provider: 'console',
      smtpUrl: undefined,
      from: 'PhysioCare <no-reply@physiocare.in>',
    });
    const smtp = loadConfig({
      DATA_DIR: dataDir,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      EMAIL_FROM: 'Clinic <clinic@example.in>',
    });
    expect(smtp.email).toEqual({
      provider: 'smtp',
      smtpUrl: 'smtps://mailer:secret@mail.example.com:465',
      from: 'Clinic <clinic@example.in>',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, EMAIL_PROVIDER: 'smtp' })).toThrow(/needs SMTP_URL/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'http://mail.example.com' }),
    ).toThrow(/SMTP_URL is smtp:\/\//);
    expect(() => loadConfig({ DATA_DIR: dataDir, EMAIL_PROVIDER: 'sendmail' })).toThrow(/EMAIL_PROVIDER/);
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

  it('reads whether and how often the outbox is drained (by hand under NODE_ENV=test unless OUTBOX_DRAIN=on)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).outbox).toEqual({ drainEveryMs: 2_000, drain: true });
    expect(loadConfig({ DATA_DIR: dataDir, OUTBOX_DRAIN_MS: '250' }).outbox.drainEveryMs).toBe(250);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).outbox.drain).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', OUTBOX_DRAIN: 'on' }).outbox.drain).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, OUTBOX_DRAIN: 'off' }).outbox.drain).toBe(false);
  });

  it('reads how often the retention purge runs and how long sent messages are kept (daily, 90 days)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).privacyPurge).toEqual({ everyMs: 86_400_000, messageDays: 90 });
    expect(
      loadConfig({ DATA_DIR: dataDir, PRIVACY_PURGE_HOURS: '6', PRIVACY_PURGE_MESSAGE_DAYS: '30' })
        .privacyPurge,
    ).toEqual({ everyMs: 6 * 3_600_000, messageDays: 30 });
    expect(() => loadConfig({ DATA_DIR: dataDir, PRIVACY_PURGE_MESSAGE_DAYS: '0' })).toThrow();
  });
});
