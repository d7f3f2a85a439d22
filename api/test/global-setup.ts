import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpPgliteTemplate, openDatabase } from '../src/platform/db/client';
import { migrationsDir } from '../src/platform/lib/paths';
import { POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from './pg-cluster';

declare global {
  var __PHYSIO_PG__: PgCluster | undefined;
}

/**
 * With TEST_DB=postgres: one cluster for the run, holding one migrated database every test app's own database is
 * copied from (test/helpers.ts). On PGlite: one migrated cluster dumped to a file every test database starts from,
 * keyed by the migrations' contents so a changed migration makes a new one.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DB !== 'postgres') {
    process.env.TEST_PGLITE_TEMPLATE = await pgliteTemplateFile();
    return;
  }
  if (!postgresAvailable()) {
    console.warn(`\n${POSTGRES_MISSING}\n`);
    process.env.TEST_DB_SKIPPED = '1';
    return;
  }
  const cluster = await startCluster();
  globalThis.__PHYSIO_PG__ = cluster;
  process.env.TEST_PG_URL = cluster.url;
  process.env.TEST_PG_TEMPLATE = await migratedTemplateDatabase(cluster.url);
  console.log(`\nPostgreSQL test cluster on port ${cluster.port}\n`);
}

/** A database with every migration applied, closed so CREATE DATABASE … TEMPLATE can copy it. */
async function migratedTemplateDatabase(adminUrl: string): Promise<string> {
  const name = 'physio_migrated';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

async function pgliteTemplateFile(): Promise<string> {
  const hash = crypto.createHash('sha256');
  const dir = migrationsDir();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const file = path.join(os.tmpdir(), `physio-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const dump = Buffer.from(await (await dumpPgliteTemplate()).arrayBuffer());
    // Written beside and renamed, so a run started alongside never reads half a file.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  }
  return file;
}
