import { loadConfig, operatorPassword } from '../platform/config';
import { configuredDatabaseOptions, type Database, openDatabase } from '../platform/db/client';

/** Opens the configured database (migrated) for an operator command. */
export async function openConfiguredDatabase(): Promise<Database> {
  const config = loadConfig();
  const database = openDatabase(configuredDatabaseOptions(config));
  await database.migrate();
  return database;
}

export function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** A password from --password, or PHYSIO_PASSWORD (keeps it out of shell history). */
export function passwordArg(args: string[]): string {
  const value = option(args, 'password') ?? operatorPassword();
  if (!value || value.length < 8)
    throw new Error('Give a password of at least 8 characters (--password or PHYSIO_PASSWORD)');
  return value;
}

/** Runs an operator command on the configured (migrated) database; resolves to the exit code. */
export async function run(main: (database: Database) => Promise<void>): Promise<number> {
  let database: Database | undefined;
  try {
    database = await openConfiguredDatabase();
    await main(database);
    await database.close();
    return 0;
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    await database?.close().catch(() => undefined);
    return 1;
  }
}
