import type { Config } from '../config';
import { providerFromConfig, sandboxWebhookDelay } from './payments-context';

describe('payments configuration', () => {
  it('reads the simulated webhook delay', () => {
    expect(sandboxWebhookDelay({})).toBe(1_500);
    expect(sandboxWebhookDelay({ PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '0' })).toBe(0);
    expect(sandboxWebhookDelay({ PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: 'off' })).toBeNull();
    expect(sandboxWebhookDelay({ PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: 'soon' })).toBe(1_500);
  });

  const config = (payments: Config['payments']) =>
    ({ payments, dataDir: '/tmp/physio-payments-config-test' }) as Config;

  it('uses Razorpay as soon as RAZORPAY_KEY_ID is set, and refuses to start without its secrets', () => {
    expect(providerFromConfig(config({ provider: 'sandbox' }), {}).name).toBe('sandbox');
    const keys = { keyId: 'rzp_test_a', keySecret: 's', webhookSecret: 'w' };
    expect(providerFromConfig(config({ provider: 'sandbox', ...keys }), {}).name).toBe('razorpay');
    expect(() =>
      providerFromConfig(config({ provider: 'sandbox', keyId: 'rzp_test_a', keySecret: 's' }), {}),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => providerFromConfig(config({ provider: 'razorpay' }), {})).toThrow(/RAZORPAY_KEY_ID/);
  });
});
