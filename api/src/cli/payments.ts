/**
 * Operator commands for payments (node dist/cli.js payments …, npm run cli -w api -- payments …):
 *   payments reconcile     ask the provider about unsettled orders, settle / fail / expire them
 *   payments show <id>     one order (provider order id or our id) with its events
 * With the embedded database (PGlite) stop the API first: one process at a time can open it.
 * reconcile is safe beside the API instances' own job (one of them holds its advisory lock): every change it
 * makes is guarded by the order's status, so an order is settled, failed or expired once. The confirmations of an
 * order it settles are enqueued in the outbox with the payment; the API's drain sends them.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../platform/config';
import { configuredDatabaseOptions, openDatabase } from '../platform/db/client';
import { paymentEvents } from '../platform/db/schema';
import { reconcileOrders, createPaymentsContext } from '../modules/payments';
import { findOrder } from '../modules/orders';

export const PAYMENTS_USAGE = '  payments reconcile | payments show <order id>';
const USAGE = `Usage:\n${PAYMENTS_USAGE}`;

function consoleLogger(): FastifyBaseLogger {
  const write =
    (level: string) =>
    (obj: unknown, msg?: string): void => {
      const text =
        typeof obj === 'string'
          ? obj
          : `${msg ?? ''} ${JSON.stringify(obj, (_k, v: unknown) => (v instanceof Error ? v.message : v))}`;
      console.error(`[${level}] ${text}`);
    };
  const logger = {
    level: 'info',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

export async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  if (command !== 'reconcile' && command !== 'show') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(configuredDatabaseOptions(config));
  try {
    await database.migrate();
    const log = consoleLogger();
    const ctx = createPaymentsContext({ config, db: database.db, log });
    if (command === 'reconcile') {
      const report = await reconcileOrders(ctx, new Date(), 10_000);
      console.log(JSON.stringify(report));
      return report.errors ? 1 : 0;
    }
    if (!arg) {
      console.error(USAGE);
      return 2;
    }
    const order = await findOrder(database.db, arg);
    if (!order) {
      console.error(`no order ${arg}`);
      return 1;
    }
    const events = await database.db
      .select({
        at: paymentEvents.createdAt,
        source: paymentEvents.source,
        event: paymentEvents.event,
        payment: paymentEvents.paymentId,
      })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
      .orderBy(asc(paymentEvents.createdAt));
    console.log(JSON.stringify({ order, events }, null, 2));
    return 0;
  } finally {
    await database.close();
  }
}
