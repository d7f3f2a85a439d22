/**
 * Buying a session package (issue 28 point 2): an order of kind 'package' through the same checkout as every order
 * (placeOrder: the provider order, the patient's limits, the coupon's use). The server prices it: the package's
 * price less the coupon's percent, as orders are; the browser sends only which package and how it wants its
 * sessions. Paid, it is the same session credits as any order (markOrderPaidInTx), with the package's last day.
 */
import { randomUUID } from 'node:crypto';
import {
  formatRupees,
  MESSAGES,
  orderTotalRupees,
  packagePurchaseSchema,
  rupeesToPaise,
  type CreatedOrder,
} from '@physio/shared-contracts';
import type { z } from 'zod/mini';
import type { orders } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { isCouponUsable } from '../coupons';
import { packageForSale } from '../packages';
import { requireOrderAllowance } from './order-limits';
import { MIN_PROVIDER_AMOUNT_PAISE, patientAndCoupon } from './orders';
import { placeOrder } from './place-order';
import type { PaymentsContext } from './payments-context';

export type PackagePurchaseInput = z.output<typeof packagePurchaseSchema>;

/** What a package costs with a coupon's percent off, in paise (the orders' rounding, the package as one unit). */
export const packageAmountPaise = (pricePaise: number, discountPercentage: number | null): number =>
  rupeesToPaise(orderTotalRupees(pricePaise / 100, 1, discountPercentage ?? 0));

export async function createPackageOrder(
  ctx: PaymentsContext,
  user: AuthUser,
  input: PackagePurchaseInput,
): Promise<CreatedOrder> {
  const booking = input.booking;
  const mode = booking?.mode ?? 'online';
  const pkg = await packageForSale(ctx.db, {
    doctorPublicId: input.doctor_id,
    packageId: input.package_id,
    mode,
  });
  const code = input.coupon_code?.trim().toUpperCase();
  const found = (await patientAndCoupon(ctx.db, { patientId: user.id, code: code ?? '' }))[0];
  const patient = found?.patient;
  if (!patient) throw notFound('No patient with this ID. Please log in again.', 'PATIENT_NOT_FOUND');
  const coupon = found?.coupon && isCouponUsable(found.coupon) ? found.coupon : null;
  if (code && !coupon) throw new HttpError(422, MESSAGES.invalidCoupon, 'INVALID_COUPON');
  const discount = coupon ? Number(coupon.discountPercentage) : null;
  const amountPaise = packageAmountPaise(pkg.pricePaise, discount);
  if (amountPaise < MIN_PROVIDER_AMOUNT_PAISE)
    throw new HttpError(
      422,
      `Online payments must be at least ${formatRupees(MIN_PROVIDER_AMOUNT_PAISE / 100)}. Please remove the coupon or contact us to buy this package.`,
      'AMOUNT_TOO_SMALL',
    );
  const allowance = { patientId: patient.id, withSlot: false, unpaidPerHour: ctx.unpaidOrdersPerHour };
  await requireOrderAllowance(ctx.db, { ...allowance, givingWay: null });
  const row = {
    id: randomUUID(),
    provider: ctx.provider.name,
    patientId: patient.id,
    createdBy: user.id,
    kind: 'package',
    packageId: pkg.id,
    name: patient.name,
    email: patient.email,
    quantity: pkg.sessions,
    // Per session, for display; the package's price (amount, coupon redemption) never goes through it.
    unitPricePaise: Math.round(pkg.pricePaise / pkg.sessions),
    couponCode: coupon?.code ?? null,
    discountPercentage: discount,
    amountPaise,
    description: `${pkg.name} (${pkg.doctorName})`.slice(0, 500),
    mode,
    address: booking?.mode === 'home' ? (booking.address ?? null) : null,
    pincode: booking?.mode === 'home' ? (booking.pincode ?? null) : null,
  } satisfies typeof orders.$inferInsert;
  return placeOrder(ctx, row, { patient, coupon, allowance });
}
