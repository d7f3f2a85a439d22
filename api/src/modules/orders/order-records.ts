/** The order record: what a patient bought, found by the id the browser knows or by its captured payment. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { statement } from '../../platform/db/prepared';
import { orders } from '../../platform/db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Our order by the id the browser knows (the provider order id) or by our own id. */
const orderByProviderId = statement('order_by_provider_id', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, sql.placeholder('id')))
    .limit(1),
);
const orderById = statement('order_by_id', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1),
);

/** Our order of a captured payment (a refund webhook names only the payment). */
export async function findOrderByPayment(db: Executor, paymentId: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
  return rows[0] ?? null;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | null> {
  const byProvider = await orderByProviderId(db, { id });
  if (byProvider[0]) return byProvider[0];
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const byId = await orderById(db, { id });
  return byId[0] ?? null;
}
