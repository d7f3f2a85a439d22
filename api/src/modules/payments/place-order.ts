/**
 * Placing an order: the provider order first, then our row with its coupon use and whatever the order holds, in one
 * transaction under the patient's lock. Every kind of order (a booking, a plan, a package) is placed here.
 */
import type { CreatedOrder } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { placeholders, statement } from '../../platform/db/prepared';
import { coupons, orders } from '../../platform/db/schema';
import { HttpError, unprocessable } from '../../platform/http/errors';
import { PaymentProviderError } from '../../platform/providers/payments';
import { claimCouponUse, hasUsageLimits } from '../coupons';
import { lockPatient, requireOrderAllowance } from './order-limits';
import type { PaymentsContext } from './payments-context';

const ORDER_FIELDS = [
  'id',
  'provider',
  'providerOrderId',
  'patientId',
  'createdBy',
  'kind',
  'name',
  'email',
  'quantity',
  'unitPricePaise',
  'couponCode',
  'discountPercentage',
  'amountPaise',
  'travelFeePaise',
  'description',
  'mode',
  'address',
  'pincode',
  'preferredDate',
  'preferredTime',
  'dependantId',
] as const;
const insertOrder = statement('order_insert', (db) => db.insert(orders).values(placeholders(ORDER_FIELDS)));
const insertPackageOrder = (tx: Executor, row: typeof orders.$inferInsert) => tx.insert(orders).values(row);

type CouponRow = typeof coupons.$inferSelect;
type PatientForCoupon = Parameters<typeof claimCouponUse>[1]['patient'];

export type NewOrder = Omit<typeof orders.$inferInsert, 'providerOrderId'> & { id: string };

/**
 * The provider order, then our row: every order (a booking, a plan, a package) is placed here. The provider order
 * comes first (its receipt is our id), then one transaction: a provider order without our row is harmless (it can
 * never be paid through us); an unpaid row without one is useless. Under the patient's lock, the limits again
 * (parallel requests are counted one after the other), then the order with its coupon use and `inTransaction` (a
 * held slot) together: a refusal, a coupon used up or a slot taken meanwhile (429/409 limits, 422 COUPON_…, 409
 * SLOT_TAKEN) leaves no order behind.
 */
export async function placeOrder(
  ctx: PaymentsContext,
  row: NewOrder,
  opts: {
    patient: PatientForCoupon;
    coupon: CouponRow | null;
    allowance: Parameters<typeof requireOrderAllowance>[1];
    inTransaction?: ((tx: Executor) => Promise<void>) | undefined;
  },
): Promise<CreatedOrder> {
  const { patient } = opts;
  let providerOrderId: string;
  try {
    const created = await ctx.provider.createOrder({
      amount: row.amountPaise,
      receipt: row.id,
      notes: { patient_id: row.patientId, kind: row.kind },
    });
    providerOrderId = created.id;
  } catch (err) {
    ctx.log.error({ err, orderId: row.id }, 'payment provider refused to create the order');
    await ctx.db.insert(orders).values({
      ...row,
      status: 'failed',
      failureCode: 'PROVIDER_ERROR',
      failureReason: (err as Error).message,
    });
    if (err instanceof PaymentProviderError && err.statusCode !== null && err.statusCode < 500) {
      throw unprocessable(`The payment could not be started: ${err.message}`, 'PROVIDER_REJECTED');
    }
    throw new HttpError(
      502,
      'The payment service is not reachable right now. Please try again in a minute.',
      'PROVIDER_UNAVAILABLE',
    );
  }
  await ctx.db.transaction(async (tx) => {
    await lockPatient(tx, patient.id);
    await requireOrderAllowance(tx, opts.allowance);
    if (opts.coupon !== null && hasUsageLimits(opts.coupon))
      await claimCouponUse(tx, { code: opts.coupon.code, patient, liveMs: ctx.orderTtlMs });
    if (row.packageId) await insertPackageOrder(tx, { ...row, providerOrderId });
    else await insertOrder(tx, { ...row, providerOrderId });
    await opts.inTransaction?.(tx);
  });
  return { id: providerOrderId, amount: row.amountPaise, currency: 'INR', patient_id: row.patientId };
}
