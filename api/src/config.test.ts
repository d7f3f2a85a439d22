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

  it('rejects malformed values and an msg91 gateway without credentials', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
