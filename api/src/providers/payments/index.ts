/** Picks the payment provider from the environment; refuses to start with a missing secret. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider, type SandboxSecrets } from './sandbox';
import type { PaymentProvider } from './types';

export * from './types';
export { createRazorpayProvider, RAZORPAY_CHECKOUT_SCRIPT_URL } from './razorpay';
export {
  createSandboxProvider,
  isSandbox,
  SANDBOX_CHECKOUT_SCRIPT_PATH,
  SANDBOX_FAILURE,
  SANDBOX_KEY_ID,
  type SandboxOutcome,
  type SandboxPaymentProvider,
} from './sandbox';
export { sandboxCheckoutScript } from './sandbox-checkout';

export const SANDBOX_SECRETS_FILE = 'payments-sandbox.json';

type Env = Record<string, string | undefined>;

/** Sandbox secrets from the environment, else generated once and kept under the data directory. */
export function loadSandboxSecrets(env: Env, dataDir: string): SandboxSecrets {
  const fromEnv = {
    keySecret: env.PAYMENT_SANDBOX_KEY_SECRET,
    webhookSecret: env.PAYMENT_SANDBOX_WEBHOOK_SECRET,
  };
  if (fromEnv.keySecret && fromEnv.webhookSecret) {
    return { keySecret: fromEnv.keySecret, webhookSecret: fromEnv.webhookSecret };
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
 * `PAYMENT_PROVIDER` (razorpay | sandbox) when set, else razorpay when `RAZORPAY_KEY_ID` is set,
 * else the sandbox. Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET;
 * RAZORPAY_API_URL overrides the API host (tests).
 */
export function createPaymentProvider(
  env: Env = process.env,
  dataDir = env.DATA_DIR ?? '.data',
): PaymentProvider {
  const chosen = env.PAYMENT_PROVIDER?.trim() || (env.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox');
  if (chosen === 'razorpay') {
    return createRazorpayProvider({
      keyId: env.RAZORPAY_KEY_ID ?? '',
      keySecret: env.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
      ...(env.RAZORPAY_API_URL ? { apiUrl: env.RAZORPAY_API_URL } : {}),
    });
  }
  if (chosen === 'sandbox') return createSandboxProvider(loadSandboxSecrets(env, dataDir));
  throw new Error(`PAYMENT_PROVIDER must be "razorpay" or "sandbox", not "${chosen}"`);
}
