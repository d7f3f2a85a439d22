import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  ),
  OTP_SECRET: optionalString,
  SEED_DEMO: bool(true),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: optionalString,
  MSG91_TEMPLATE_ID: optionalString,
  MSG91_DLT_TEMPLATE_ID: optionalString,
  MSG91_SENDER_ID: optionalString,
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  MSG91_CONFIRMATION_TEMPLATE_ID: optionalString,
  MSG91_CONFIRMATION_DLT_TEMPLATE_ID: optionalString,
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
  PAYOUT_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(70),
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
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  otpSecret: string;
  seedDemo: boolean;
  sms: {
    provider: 'console' | 'msg91';
    msg91: {
      authKey?: string;
      templateId?: string;
      dltTemplateId?: string;
      senderId?: string;
      baseUrl: string;
      /** The order confirmation's template (MSG91_CONFIRMATION_TEMPLATE_ID); without it none is sent. */
      confirmationTemplateId?: string;
      confirmationDltTemplateId?: string;
    };
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
}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot(), '.data'));
  if (production && !e.JWT_SECRET) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (e.SMS_PROVIDER === 'msg91' && (!e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_ID)) {
    throw new ConfigError('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret');
  const otpSecret =
    e.OTP_SECRET ?? crypto.createHmac('sha256', jwtSecret).update('physio-otp-key').digest('base64url');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret,
    otpSecret,
    seedDemo: e.SEED_DEMO && !production,
    sms: {
      provider: e.SMS_PROVIDER,
      msg91: {
        authKey: e.MSG91_AUTH_KEY,
        templateId: e.MSG91_TEMPLATE_ID,
        dltTemplateId: e.MSG91_DLT_TEMPLATE_ID,
        senderId: e.MSG91_SENDER_ID,
        baseUrl: e.MSG91_BASE_URL,
        confirmationTemplateId: e.MSG91_CONFIRMATION_TEMPLATE_ID?.trim() || undefined,
        confirmationDltTemplateId: e.MSG91_CONFIRMATION_DLT_TEMPLATE_ID?.trim() || undefined,
      },
    },
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
  };
}
