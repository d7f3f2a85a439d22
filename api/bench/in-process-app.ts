/** The app the in-process bench parts call with inject(): test settings, no rate limit, the bench's database. */
import { buildApp } from '../src/app';
import type { Database } from '../src/platform/db/client';
import { loadConfig } from '../src/platform/config';
import { rehearseSeriesReads } from '../src/modules/scheduling';

export async function benchApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp({
    config: { ...config, rateLimitMax: 1_000_000 },
    database,
    logger: false,
    closeDatabase: false,
  });
  await app.ready();
  // As src/server.ts starts the API: the pool's connections opened and readied before the first request.
  await database.warm(rehearseSeriesReads);
  return { app, config };
}
