/** Picks the payment provider from the configuration; refuses to start with a missing secret. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider, type SandboxSecrets } from './sandbox';
import type { PaymentProvider, ProviderName } from './types';

export * from './types';
export { createRazorpayProvider, RAZORPAY_CHECKOUT_SCRIPT_URL } from './razorpay';
export {
  createSandboxProvider,
  SANDBOX_CHECKOUT_SCRIPT_PATH,
  SANDBOX_KEY_ID,
  SANDBOX_REFUND_FAILURE_TRIGGER,
  type SandboxPaymentProvider,
} from './sandbox';
export { sandboxCheckoutScript } from './sandbox-checkout';
export { createSandboxSimulator, SANDBOX_FAILURE } from './sandbox-simulator';

export const SANDBOX_SECRETS_FILE = 'payments-sandbox.json';

/** What chooses and configures the provider (config.ts reads it from the environment). */
export interface PaymentSettings {
  provider: ProviderName;
  keyId?: string | undefined;
  keySecret?: string | undefined;
  webhookSecret?: string | undefined;
  /** Another Razorpay API host (tests). */
  apiUrl?: string | undefined;
  sandbox?: {
    keySecret?: string | undefined;
    webhookSecret?: string | undefined;
    /** Delay of the simulated `payment.captured` webhook after a success; null = none. */
    webhookDelayMs?: number | null;
  };
}

/** The configured sandbox secrets when both are set, else generated once and kept under the data directory. */
export function loadSandboxSecrets(
  configured: { keySecret?: string | undefined; webhookSecret?: string | undefined },
  dataDir: string,
): SandboxSecrets {
  if (configured.keySecret && configured.webhookSecret) {
    return { keySecret: configured.keySecret, webhookSecret: configured.webhookSecret };
  }
  const file = join(dataDir, SANDBOX_SECRETS_FILE);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxSecrets>;
    if (
      typeof stored.keySecret === 'string' &&
      stored.keySecret.length >= 32 &&
      typeof stored.webhookSecret === 'string' &&
      stored.webhookSecret.length >= 32
    ) {
      return { keySecret: stored.keySecret, webhookSecret: stored.webhookSecret };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`Cannot read ${file}: ${(err as Error).message}`);
  }
  const secrets = {
    keySecret: randomBytes(32).toString('hex'),
    webhookSecret: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/**
 * Razorpay as soon as a key id is set (it needs its key secret and webhook secret too: refuses to
 * start without them), else the named provider (sandbox by default).
 */
export function createPaymentProvider(settings: PaymentSettings, dataDir: string): PaymentProvider {
  const chosen = settings.keyId ? 'razorpay' : settings.provider;
  if (chosen === 'razorpay') {
    return createRazorpayProvider({
      keyId: settings.keyId ?? '',
      keySecret: settings.keySecret ?? '',
      webhookSecret: settings.webhookSecret ?? '',
      ...(settings.apiUrl ? { apiUrl: settings.apiUrl } : {}),
    });
  }
  return createSandboxProvider({
    ...loadSandboxSecrets(settings.sandbox ?? {}, dataDir),
    webhookDelayMs: settings.sandbox?.webhookDelayMs ?? null,
  });
}
