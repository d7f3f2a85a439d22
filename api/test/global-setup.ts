import { POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from './pg-cluster';

declare global {
  var __PHYSIO_PG__: PgCluster | undefined;
}

/** With TEST_DB=postgres: one cluster for the run; every test app gets its own database in it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DB !== 'postgres') return;
  if (!postgresAvailable()) {
    console.warn(`\n${POSTGRES_MISSING}\n`);
    process.env.TEST_DB_SKIPPED = '1';
    return;
  }
  const cluster = await startCluster();
  globalThis.__PHYSIO_PG__ = cluster;
  process.env.TEST_PG_URL = cluster.url;
  console.log(`\nPostgreSQL test cluster on port ${cluster.port}\n`);
}
