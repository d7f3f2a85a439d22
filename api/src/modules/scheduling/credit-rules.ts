/**
 * The rules of an order's session credits: how long they may be used (the Terms' validity, or a package's own last
 * day), whom they may treat (the family rule), and the one credit arithmetic (what is left) that the credit trigger
 * of migrations 0009/0010 counts the same way. Reading an order's credits is credits.ts.
 */
import { eq } from 'drizzle-orm';
import {
  creditsValidUntil,
  dayInIndiaOf,
  FAMILY_MESSAGES,
  formatDate,
  PACKAGE_MESSAGES,
  todayInIndia,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { sessionPackages } from '../../platform/db/schema';
import { conflict, forbidden } from '../../platform/http/errors';
import type { OrderRow } from '../orders';
import { requireOwnDependant } from '../family';

/**
 * The Terms' validity of paid sessions (`creditsValidUntil`): a session of an order paid at `paidAt` takes place on
 * or before its last valid day, and a new one is scheduled only until then (a move of a session booked in time is
 * judged by its new day alone); 409 CREDITS_EXPIRED otherwise. Unused sessions stay refundable.
 */
export function requireValidCredits(
  order: Pick<OrderRow, 'paidAt' | 'creditsValidUntil'> | null,
  start: Date,
  { now = new Date(), moving = false }: { now?: Date; moving?: boolean } = {},
): void {
  if (!order?.paidAt) return;
  const last = lastValidDay(order);
  const until = formatDate(last);
  if (!moving && todayInIndia(now) > last)
    throw conflict(
      order.creditsValidUntil
        ? PACKAGE_MESSAGES.expired(until)
        : `The sessions of this order could be used until ${until}. You can still ask for a refund of the unused ones.`,
      'CREDITS_EXPIRED',
    );
  if (dayInIndiaOf(start.toISOString()) > last)
    throw conflict(
      `The sessions of this order can be used until ${until}. Please choose a time on or before that day.`,
      'CREDITS_EXPIRED',
    );
}

/**
 * Whether an order's credits may book a session for a family member of its buyer (issue 28 point 3): only a package
 * whose doctor made it shareable in the family; 403 PACKAGE_NOT_SHAREABLE otherwise (a single session bought by the
 * holder is theirs).
 */
export async function requireFamilyCredits(db: Executor, order: Pick<OrderRow, 'kind' | 'packageId'>) {
  if (order.kind !== 'package' || !order.packageId)
    throw forbidden(FAMILY_MESSAGES.notTheirs, 'PACKAGE_NOT_SHAREABLE');
  const [pkg] = await db
    .select({ shared: sessionPackages.familyShared })
    .from(sessionPackages)
    .where(eq(sessionPackages.id, order.packageId));
  if (!pkg?.shared) throw forbidden(FAMILY_MESSAGES.notShareable, 'PACKAGE_NOT_SHAREABLE');
}

/**
 * Whom a session on an order's credits treats (issue 28 point 3): the family member asked for — the holder's own,
 * on their list (404 DEPENDANT_NOT_FOUND otherwise) — else the one the order was bought for, else (null) the holder.
 * Credits bought for that very member are theirs; another member draws only a shareable package's credits (403).
 */
export async function treatedDependant(
  db: Executor,
  holderId: string,
  order: Pick<OrderRow, 'kind' | 'packageId' | 'dependantId'>,
  asked: string | undefined,
): Promise<string | null> {
  if (!asked) return order.dependantId ?? null;
  const id = (await requireOwnDependant(db, holderId, asked)).id;
  if (id !== order.dependantId) await requireFamilyCredits(db, order);
  return id;
}

/**
 * The last day (India) an order's credits may be used: its own hard day when it has one (a package: usable and
 * refundable until then only), else the Terms' validity from its payment (creditsValidUntil).
 */
export const lastValidDay = (order: Pick<OrderRow, 'paidAt' | 'creditsValidUntil'>): string =>
  order.creditsValidUntil ?? creditsValidUntil(order.paidAt!.toISOString());

/**
 * The one credit arithmetic: an order's credits left are its quantity less its dated live or consumed sessions
 * (held, scheduled, completed, no-show) less the credits of its refunds that did not fail (a pending refund holds its
 * credits), never below 0.
 */
export const creditsLeft = (quantity: number, used: number, refunded: number): number =>
  Math.max(0, quantity - used - refunded);
