/**
 * The operator commands, one bundled entry (dist/cli.js; no tsx at run time):
 *   docker compose exec api node dist/cli.js <command>      npm run cli -w api -- <command>
 * They use the API's own configuration (DATABASE_URL, …) and apply pending migrations first.
 */
import { ConfigError } from './platform/config';
import { openConfiguredDatabase } from './cli/common';
import { DOCTOR_USAGE, doctorCommand } from './cli/doctor';
import { PAYMENTS_USAGE, main as paymentsCommand } from './cli/payments';
import { PAYOUTS_USAGE, payoutsCommand } from './cli/payouts';

const USAGE = `Usage: node dist/cli.js <command>   (npm run cli -w api -- <command>)
  migrate                                  apply pending migrations (under an advisory lock) and exit
${DOCTOR_USAGE}
${PAYOUTS_USAGE}
${PAYMENTS_USAGE}`;

async function migrate(): Promise<number> {
  const database = await openConfiguredDatabase();
  await database.close();
  console.log(`migrations applied (${database.driver})`);
  return 0;
}

export async function cli([command, ...args]: string[]): Promise<number> {
  switch (command) {
    case 'migrate':
      return migrate();
    case 'doctor':
      return doctorCommand(args);
    case 'payouts':
      return payoutsCommand(args);
    case 'payments':
      return paymentsCommand(args);
    default:
      console.error(USAGE);
      return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

cli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `error: ${(err as Error).message}`);
    process.exit(1);
  },
);
