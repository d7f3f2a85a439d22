import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { ADVISORY_LOCKS } from './platform/db/advisory-locks';
import { configuredDatabaseOptions, openDatabase } from './platform/db/client';
import { seedDemo } from './modules/site';
import { rehearseSeriesReads } from './modules/scheduling';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(configuredDatabaseOptions(config));
  await database.migrate();
  const app = await buildApp({ config, database, closeDatabase: true });
  if (config.seedDemo) {
    // Replicas start together: one seeds, the others then find the data there.
    const seeded = await database.exclusive(ADVISORY_LOCKS.seed, () =>
      seedDemo(database.db, new Date(), config.payoutSharePercent),
    );
    if (seeded) app.log.info('demo data seeded (doctor 9000000001, patient 9876543210)');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // Every pooled connection opened and readied before the first request (Database.warm), a weekly series' read
  // planned on each.
  await database.warm(rehearseSeriesReads);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
