// The real API (all plugins, auth, validation, PGlite or BENCH_DATABASE_URL), seeded, limits raised for load.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';
import { seedDemo } from '../src/modules/site/seed';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-bench-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    rateLimitMax: 10_000_000,
  };
  const database = openDatabase({
    url: process.env.BENCH_DATABASE_URL,
    dataDir: process.env.BENCH_DATABASE_URL ? undefined : path.join(dataDir, 'pg'),
  });
  await database.migrate();
  await seedDemo(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.send?.('ready');
  process.on('SIGTERM', () => {
    void app.close().finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
void main();
