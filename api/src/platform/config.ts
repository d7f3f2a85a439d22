import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BRAND_NAME, supportContact } from '@physio/shared-contracts';
import { repoRoot } from './lib/paths';
import { bool, emptyToUndefined, optionalString } from './env-values';
import { type Msg91Config, msg91Config, msg91EnvShape } from './msg91-config';

/** The doctor's share of what a patient paid, in percent, unless PAYOUT_SHARE_PERCENT says otherwise. */
export const DEFAULT_PAYOUT_SHARE_PERCENT = 70;

/**
 * JWT secrets published in this repository (docker-compose.yml's local mode): anyone could sign tokens with
 * them, so production mode refuses them.
 */

export const PUBLISHED_JWT_SECRETS: readonly string[] = [
  'compose-local-secret-not-for-production-5f0c7a1e9b2d4c68',
];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * local: demo data, sandbox payments, the dev SMS outbox (also with a production build, NODE_ENV=production).
   * production: refuses published secrets, demo data and the sandbox provider. Default follows NODE_ENV.
   */
  APP_MODE: z.preprocess(emptyToUndefined, z.enum(['local', 'production']).optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: optionalString,
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  ),
  OTP_SECRET: optionalString,
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional()),
  ALLOW_SANDBOX_PAYMENTS: bool(false),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  ),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  ALLOW_CONSOLE_SMS: bool(false),
  API_DOCS: bool(false),
  ...msg91EnvShape,
  WHATSAPP_PROVIDER: z.enum(['console', 'cloud']).default('console'),
  ALLOW_CONSOLE_WHATSAPP: bool(false),
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION is a Graph API version such as v21.0')
    .default('v21.0'),
  WHATSAPP_CONFIRMATION_TEMPLATE: z.string().default('booking_confirmation'),
  WHATSAPP_REMINDER_TEMPLATE: z.string().default('session_reminder'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL is smtp://user:password@host:port (or smtps://)')
      .optional(),
  ),
  EMAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('PhysioCare <no-reply@physiocare.in>')),
  ALLOW_CONSOLE_EMAIL: bool(false),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: optionalString,
  PAYMENT_SANDBOX_KEY_SECRET: optionalString,
  PAYMENT_SANDBOX_WEBHOOK_SECRET: optionalString,
  PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: optionalString,
  PAYMENT_ORDER_TTL_MINUTES: optionalString,
  PAYMENT_RECONCILE_MINUTES: optionalString,
  PAYMENT_JOBS: optionalString,
  ORDER_UNPAID_HOURLY_LIMIT: z.coerce.number().int().positive().default(10),
  OUTBOX_DRAIN_MS: z.coerce.number().int().positive().default(2_000),
  OUTBOX_DRAIN: z.enum(['on', 'off']).optional(),
  PAYMENT_EVENT_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  PRIVACY_PURGE_HOURS: z.coerce.number().positive().default(24),
  PRIVACY_PURGE_MESSAGE_DAYS: z.coerce.number().int().positive().default(90),
  PAYOUT_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_PAYOUT_SHARE_PERCENT),
  REDIS_URL: optionalString,
  CORS_ORIGINS: z.string().default('http://localhost:8080'),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  VIDEO_BASE_URL: z
    .string()
    .url()
    .default('https://meet.jit.si')
    .transform((v) => v.replace(/\/+$/, '')),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  OTP_REQUEST_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  OTP_VERIFY_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  OTP_HOURLY_LIMIT: z.coerce.number().int().positive().default(5),
  CLINIC_NAME: optionalString,
  CLINIC_ADDRESS: optionalString,
  PHYSIO_SUPPORT_PHONE: optionalString,
  PHYSIO_SUPPORT_EMAIL: optionalString,
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  /** APP_MODE: what the deployment is for; NODE_ENV only says how the code was built. */
  mode: 'local' | 'production';
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_SIZE: this instance's pooled connections to PostgreSQL (10). Busy connections past about twice the
   * database server's cores, all instances together, only make PostgreSQL's processes wait for each other.
   */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  otpSecret: string;
  seedDemo: boolean;
  sms: {
    provider: 'console' | 'msg91';
    msg91: Msg91Config;
  };
  whatsapp: {
    /** console: kept in the dev outbox (GET /api/dev/whatsapp), never sent; cloud: the WhatsApp Business Cloud API. */
    provider: 'console' | 'cloud';
    /** WHATSAPP_ACCESS_TOKEN: the system user's token (Bearer) of the Cloud API. */
    accessToken?: string;
    /** WHATSAPP_PHONE_NUMBER_ID: the business phone number's id, the path of POST /{id}/messages. */
    phoneNumberId?: string;
    /** WHATSAPP_APP_SECRET: the Meta app's secret; the webhook's X-Hub-Signature-256 is an HMAC with it. */
    appSecret?: string;
    /** WHATSAPP_VERIFY_TOKEN: what the webhook's GET subscription check must echo (hub.verify_token). */
    verifyToken?: string;
    /** WHATSAPP_API_URL and WHATSAPP_API_VERSION: https://graph.facebook.com/v21.0 (tests point it at a fake). */
    apiUrl: string;
    apiVersion: string;
    /** The approved templates' names (WHATSAPP_CONFIRMATION_TEMPLATE, WHATSAPP_REMINDER_TEMPLATE) and language. */
    templates: { confirmation: string; reminder: string; language: string };
  };
  email: {
    /** console: kept in the dev outbox (GET /api/dev/email), never sent; smtp: sent through SMTP_URL. */
    provider: 'console' | 'smtp';
    /** SMTP_URL: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
    smtpUrl?: string;
    /** EMAIL_FROM: the sender, e.g. "PhysioCare <no-reply@physiocare.in>". */
    from: string;
  };
  payments: {
    provider: 'sandbox' | 'razorpay';
    keyId?: string;
    keySecret?: string;
    webhookSecret?: string;
    /** RAZORPAY_API_URL: another Razorpay API host (tests). */
    apiUrl?: string;
    sandbox: {
      /** PAYMENT_SANDBOX_*_SECRET; when unset, generated once under DATA_DIR. */
      keySecret?: string;
      webhookSecret?: string;
      /** PAYMENT_SANDBOX_WEBHOOK_DELAY_MS (default 1500, "off" = null): the simulated `payment.captured`. */
      webhookDelayMs: number | null;
    };
    /** PAYMENT_ORDER_TTL_MINUTES (30): unpaid orders older than this expire. */
    orderTtlMs: number;
    /** PAYMENT_RECONCILE_MINUTES (5): how often the reconciliation job runs. */
    reconcileEveryMs: number;
    /** PAYMENT_JOBS=off: no reconciliation job inside the API (it never runs under NODE_ENV=test). */
    jobs: boolean;
    /** ORDER_UNPAID_HOURLY_LIMIT (10): orders one patient may start in an hour without paying them. */
    unpaidOrdersPerHour: number;
    /** PAYMENT_EVENT_RETENTION_DAYS (90): webhook payloads are cleared after this many days. */
    eventRetentionDays: number;
  };
  outbox: {
    /** OUTBOX_DRAIN_MS (2000): how often the outbox drain sends the e-mails and SMS that are due. */
    drainEveryMs: number;
    /**
     * OUTBOX_DRAIN=on|off: whether the API drains its outbox; on by default, off under NODE_ENV=test (the jest
     * tests drain by hand) unless set on (the e2e stack's API).
     */
    drain: boolean;
  };
  /** The retention purge (modules/privacy/purge.ts). */
  privacyPurge: {
    /** PRIVACY_PURGE_HOURS (24): how often it runs (and once at start-up). */
    everyMs: number;
    /** PRIVACY_PURGE_MESSAGE_DAYS (90): sent and failed messages are deleted after this many days. */
    messageDays: number;
  };
  payoutSharePercent: number;
  redisUrl: string | undefined;
  corsOrigins: string[];
  cookieSecure: boolean;
  publicUrl: string;
  /** Video service of online sessions: a session's join URL is `${videoBaseUrl}/<random room>`. */
  videoBaseUrl: string;
  rateLimitMax: number;
  otpLimits: {
    /** `POST /api/users/login` per IP per minute. */
    requestsPerIpPerMinute: number;
    /** `POST /api/users/login/verify` per IP per minute. */
    verifiesPerIpPerMinute: number;
    /** One-time codes sent to one mobile number per hour. */
    codesPerNumberPerHour: number;
  };
  /** Per-route auth limits (login, OTP); tests and benches may loosen them. */
  authRateLimit: boolean;
  bodyLimit: number;
  /**
   * Who issues the receipts: CLINIC_NAME and CLINIC_ADDRESS, and the support phone and e-mail of the site's footer
   * (PHYSIO_SUPPORT_PHONE / PHYSIO_SUPPORT_EMAIL, the variables the browser build reads, with the same defaults).
   */
  clinic: { name: string; address: string; phone: string; email: string };
  /** Bearer token of GET /api/metrics; without it the metrics are open in local mode, absent in production. */
  metricsToken: string | undefined;
  /** API_DOCS=true: the OpenAPI pages at /api/docs (off otherwise: the document maps every route for a stranger). */
  apiDocs: boolean;
}

/** What receipts print until the operator sets CLINIC_ADDRESS. */
export const DEFAULT_CLINIC_ADDRESS = 'PhysioCare Clinic, India';

export class ConfigError extends Error {}

/** Milliseconds (default 1500), or "off" for no simulated webhook; anything else is the default. */
function sandboxWebhookDelay(raw: string | undefined): number | null {
  const value = raw?.trim();
  if (value === 'off') return null;
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : 1_500;
}

/** Positive minutes in milliseconds; anything else is the fallback. */
function minutes(value: string | undefined, fallbackMs: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n * 60_000 : fallbackMs;
}

/** An operator command's password (PHYSIO_PASSWORD keeps it out of the shell history). */
export function operatorPassword(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.PHYSIO_PASSWORD;
}

/** A dev secret generated once and kept under DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string, file: string): string {
  const target = path.join(dataDir, file);
  try {
    const existing = fs.readFileSync(target, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(target, secret, { mode: 0o600 });
  return secret;
}

/** A production JWT secret must be at least this hard to guess. */
export const MIN_SECRET_ENTROPY_BITS = 128;

/**
 * A cautious estimate of a secret's randomness in bits: the shortest unit the secret repeats ("abcdabcd…" counts
 * as "abcd"), times the empirical entropy per character of that unit. A repeated or low-variety value scores
 * far below its length; `openssl rand -base64 48` scores well above 128.
 */
export function secretEntropyBits(secret: string): number {
  const chars = [...secret];
  let unit = chars.length;
  for (let period = 1; period < chars.length; period++) {
    if (chars.every((c, i) => c === chars[i % period])) {
      unit = period;
      break;
    }
  }
  const counts = new Map<string, number>();
  for (const c of chars.slice(0, unit)) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / unit) * Math.log2(n / unit);
  return perChar * unit;
}

/** Why production mode will not start with these settings: one line each (empty: it starts). */
function productionRefusals(e: z.infer<typeof envSchema>, seedRequested: boolean): string[] {
  const refusals: string[] = [];
  if (!e.JWT_SECRET)
    refusals.push(
      'APP_MODE=production refuses to start: JWT_SECRET is not set (give 32+ random characters).',
    );
  else if (PUBLISHED_JWT_SECRETS.includes(e.JWT_SECRET))
    refusals.push(
      'APP_MODE=production refuses to start: JWT_SECRET is the published local-mode default; anyone could sign tokens with it.',
    );
  else if (secretEntropyBits(e.JWT_SECRET) < MIN_SECRET_ENTROPY_BITS)
    refusals.push(
      `APP_MODE=production refuses to start: JWT_SECRET looks like it has about ${Math.floor(secretEntropyBits(e.JWT_SECRET))} bits of randomness, fewer than ${MIN_SECRET_ENTROPY_BITS} (generate one: openssl rand -base64 48).`,
    );
  if (seedRequested)
    refusals.push(
      'APP_MODE=production refuses to start: SEED_DEMO=true would create the demo doctor and patient.',
    );
  // RAZORPAY_KEY_ID alone also chooses Razorpay (platform/providers/payments).
  if (e.PAYMENT_PROVIDER === 'sandbox' && !e.RAZORPAY_KEY_ID && !e.ALLOW_SANDBOX_PAYMENTS)
    refusals.push(
      'APP_MODE=production refuses to start: PAYMENT_PROVIDER=sandbox marks orders paid without money; set PAYMENT_PROVIDER=razorpay (or ALLOW_SANDBOX_PAYMENTS=true for a staging site).',
    );
  if (e.SMS_PROVIDER === 'console' && !e.ALLOW_CONSOLE_SMS)
    refusals.push(
      'APP_MODE=production refuses to start: SMS_PROVIDER=console sends no code to any phone and shows the codes in a dev outbox; set SMS_PROVIDER=msg91 (or ALLOW_CONSOLE_SMS=true for a staging site).',
    );
  if (e.WHATSAPP_PROVIDER === 'console' && !e.ALLOW_CONSOLE_WHATSAPP)
    refusals.push(
      'APP_MODE=production refuses to start: WHATSAPP_PROVIDER=console keeps WhatsApp messages in a dev outbox and sends none; set WHATSAPP_PROVIDER=cloud and its WHATSAPP_* settings (or ALLOW_CONSOLE_WHATSAPP=true: patients then get SMS only, or a staging site).',
    );
  if (e.COOKIE_SECURE === 'false')
    refusals.push(
      'APP_MODE=production refuses to start: COOKIE_SECURE=false would send the session cookie over plain HTTP; remove it (production cookies are Secure).',
    );
  if (e.EMAIL_PROVIDER === 'console' && !e.ALLOW_CONSOLE_EMAIL)
    refusals.push(
      'APP_MODE=production refuses to start: EMAIL_PROVIDER=console keeps e-mails in a dev outbox and sends none; set EMAIL_PROVIDER=smtp and SMTP_URL (or ALLOW_CONSOLE_EMAIL=true for a staging site).',
    );
  return refusals;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const mode = e.APP_MODE ?? (e.NODE_ENV === 'production' ? 'production' : 'local');
  const production = mode === 'production';
  const seedRequested = e.SEED_DEMO === undefined ? undefined : ['true', '1', 'yes'].includes(e.SEED_DEMO);
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot(), '.data'));
  if (production) {
    const refusals = productionRefusals(e, seedRequested === true);
    if (refusals.length) throw new ConfigError(refusals.join('\n'));
  }
  if (e.SMS_PROVIDER === 'msg91' && (!e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_ID)) {
    throw new ConfigError('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  if (e.WHATSAPP_PROVIDER === 'cloud') {
    const missing = (
      [
        'WHATSAPP_ACCESS_TOKEN',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
      ] as const
    ).filter((name) => !e[name]);
    if (missing.length) throw new ConfigError(`WHATSAPP_PROVIDER=cloud needs ${missing.join(', ')}`);
  }
  if (e.EMAIL_PROVIDER === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:password@host:587)');
  }
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret');
  const otpSecret =
    e.OTP_SECRET ?? crypto.createHmac('sha256', jwtSecret).update('physio-otp-key').digest('base64url');
  return {
    env: e.NODE_ENV,
    mode,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    jwtSecret,
    otpSecret,
    seedDemo: !production && seedRequested !== false,
    sms: {
      provider: e.SMS_PROVIDER,
      msg91: msg91Config(e),
    },
    whatsapp: {
      provider: e.WHATSAPP_PROVIDER,
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
      apiVersion: e.WHATSAPP_API_VERSION,
      templates: {
        confirmation: e.WHATSAPP_CONFIRMATION_TEMPLATE,
        reminder: e.WHATSAPP_REMINDER_TEMPLATE,
        language: e.WHATSAPP_TEMPLATE_LANGUAGE,
      },
    },
    email: { provider: e.EMAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.EMAIL_FROM },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
      sandbox: {
        keySecret: e.PAYMENT_SANDBOX_KEY_SECRET,
        webhookSecret: e.PAYMENT_SANDBOX_WEBHOOK_SECRET,
        webhookDelayMs: sandboxWebhookDelay(e.PAYMENT_SANDBOX_WEBHOOK_DELAY_MS),
      },
      orderTtlMs: minutes(e.PAYMENT_ORDER_TTL_MINUTES, 30 * 60_000),
      reconcileEveryMs: minutes(e.PAYMENT_RECONCILE_MINUTES, 5 * 60_000),
      jobs: e.PAYMENT_JOBS !== 'off',
      unpaidOrdersPerHour: e.ORDER_UNPAID_HOURLY_LIMIT,
      eventRetentionDays: e.PAYMENT_EVENT_RETENTION_DAYS,
    },
    outbox: {
      drainEveryMs: e.OUTBOX_DRAIN_MS,
      drain: e.OUTBOX_DRAIN ? e.OUTBOX_DRAIN === 'on' : e.NODE_ENV !== 'test',
    },
    privacyPurge: {
      everyMs: e.PRIVACY_PURGE_HOURS * 3_600_000,
      messageDays: e.PRIVACY_PURGE_MESSAGE_DAYS,
    },
    payoutSharePercent: e.PAYOUT_SHARE_PERCENT,
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : production,
    publicUrl: e.PUBLIC_URL,
    videoBaseUrl: e.VIDEO_BASE_URL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    otpLimits: {
      requestsPerIpPerMinute: e.OTP_REQUEST_RATE_LIMIT,
      verifiesPerIpPerMinute: e.OTP_VERIFY_RATE_LIMIT,
      codesPerNumberPerHour: e.OTP_HOURLY_LIMIT,
    },
    authRateLimit: true,
    bodyLimit: e.BODY_LIMIT,
    clinic: {
      name: e.CLINIC_NAME?.trim() || BRAND_NAME,
      address: e.CLINIC_ADDRESS?.trim() || DEFAULT_CLINIC_ADDRESS,
      ...supportContact(e.PHYSIO_SUPPORT_PHONE, e.PHYSIO_SUPPORT_EMAIL),
    },
    metricsToken: e.METRICS_TOKEN,
    apiDocs: e.API_DOCS,
  };
}
