import type { PgCluster } from './pg-cluster';

export default async function globalTeardown(): Promise<void> {
  (globalThis as { __PHYSIO_PG__?: PgCluster }).__PHYSIO_PG__?.stop();
}
