/**
 * A booking's order: the server prices it (DESIGN.md §3 "Prices": the plan or whom the sessions treat, the coupon,
 * the travel fee), checks the time or the series it holds, then places it (place-order.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  formatRupees,
  MESSAGES,
  orderRequestSchema,
  orderTotalRupees,
  perSessionPrice,
  physioPlan,
  sessionPriceFor,
  rupeesToPaise,
  SCHEDULING,
  type CreatedOrder,
  type OrderKind,
} from '@physio/shared-contracts';
import { type ErrorCode } from '@physio/shared-contracts/error-codes';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { statement } from '../../platform/db/prepared';
import { coupons, patients } from '../../platform/db/schema';
import { badRequest, forbidden, HttpError, notFound, unprocessable } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import {
  holdSlot,
  ownClaimHold,
  planSeries,
  releaseOwnUnpaidHolds,
  requireBookableSlot,
  writeSeries,
} from '../scheduling';
import { isCouponUsable } from '../coupons';
import { requireOrderAllowance } from './order-limits';
import type { PaymentsContext } from './payments-context';
import { placeOrder, type NewOrder } from './place-order';
import { quoteForDoctor } from '../travel';
import { memberPlan, requireOwnDependant } from '../family';

export type OrderInput = z.output<typeof orderRequestSchema>;

export interface OrderPrice {
  /** Per-session price in paise. */
  unitPricePaise: number;
  quantity: number;
  discountPercentage: number | null;
  /** What is charged, in paise. */
  amountPaise: number;
}

/**
 * The pricing rule, once: Rs. 499 per session for first-time patients, else the profile price;
 * × quantity (physio: the plan's sessions); − the coupon's percent; rounded to 2 decimals.
 */
export function priceOrder(input: {
  newUser: boolean;
  profilePricePaise: number;
  quantity: number;
  discountPercentage?: number | null;
}): OrderPrice {
  const unit = perSessionPrice({ new_user: input.newUser, price: input.profilePricePaise / 100 });
  const discount = input.discountPercentage ?? 0;
  return {
    unitPricePaise: rupeesToPaise(unit),
    quantity: input.quantity,
    discountPercentage: input.discountPercentage ?? null,
    amountPaise: rupeesToPaise(orderTotalRupees(unit, input.quantity, discount)),
  };
}

/** Razorpay (and so the sandbox) refuses orders under Rs. 1. */
export const MIN_PROVIDER_AMOUNT_PAISE = 100;

const conflict = (message: string, code: ErrorCode) => new HttpError(409, message, code);

export const patientAndCoupon = statement('order_patient_and_coupon', (db) =>
  db
    .select({ patient: patients, coupon: coupons })
    .from(patients)
    .leftJoin(coupons, eq(coupons.code, sql.placeholder('code')))
    .where(eq(patients.id, sql.placeholder('patientId')))
    .limit(1),
);

/** The travel fee per session of a home visit with a named doctor (422 PIN_OUTSIDE_AREA outside their areas). */
async function travelFeeOf(db: Executor, input: OrderInput): Promise<number> {
  const booking = input.booking;
  const doctorId = input.slot?.doctor_id ?? input.series?.doctor_id;
  if (booking?.mode !== 'home' || !booking.pincode || !doctorId) return 0;
  return (await quoteForDoctor(db, doctorId, booking.pincode)).travel_fee_paise;
}

export async function createOrder(
  ctx: PaymentsContext,
  user: AuthUser,
  input: OrderInput,
): Promise<CreatedOrder> {
  const kind: OrderKind = input.kind;
  // A doctor neither books nor holds time in a patient's name (nor on a colleague's calendar): patients order.
  if (user.role !== 'patient')
    throw forbidden('Only patients book and pay for sessions. Share the booking link with your patient.');
  if (user.id !== input.patient_id) throw forbidden('You can only book sessions for yourself');
  const code = input.coupon_code?.trim().toUpperCase();
  // One round trip for the patient and the coupon (the embedded database runs queries one at a time).
  const found = (await patientAndCoupon(ctx.db, { patientId: input.patient_id, code: code ?? '' }))[0];
  const patient = found?.patient;
  const couponRow = found?.coupon && isCouponUsable(found.coupon) ? found.coupon : null;
  if (!patient || (kind === 'physio' && patient.newUser)) {
    throw notFound(
      kind === 'physio' ? MESSAGES.wrongPatientId : 'No patient with this ID. Please log in again.',
      'PATIENT_NOT_FOUND',
    );
  }
  // A family member's sessions (issue 28 point 3): the patient's own, on their list (404 otherwise, before anything
  // is priced or held); the patient pays.
  const member = input.dependant_id
    ? await requireOwnDependant(ctx.db, patient.id, input.dependant_id)
    : null;
  const dependantId = member?.id ?? null;
  // Book-physio buys a plan: the patient's, or the family member's own (physioPlan: one rule with the page).
  const plan =
    kind === 'physio'
      ? physioPlan(
          { new_user: patient.newUser, price: patient.pricePaise / 100, sessions: patient.sessions },
          member && { plan: memberPlan(member) },
        )
      : null;
  const quantity = plan ? plan.sessions : input.quantity;
  if (plan && input.quantity !== plan.sessions) {
    throw conflict(
      `${member ? `${member.name}’s` : 'Your'} treatment plan now has ${plan.sessions} session${plan.sessions === 1 ? '' : 's'}. Please review the new amount and try again.`,
      'QUANTITY_MISMATCH',
    );
  }

  if (code && !couponRow) throw unprocessable(MESSAGES.invalidCoupon, 'INVALID_COUPON');
  const coupon = couponRow ? { code: couponRow.code, discount: Number(couponRow.discountPercentage) } : null;

  // Per session: the plan bought (physioPlan), or the price of whom the sessions treat (sessionPriceFor: the
  // patient's, or a family member's own); one rule with the page. It already applies the first-session price.
  const unitRupees =
    plan?.price ??
    sessionPriceFor(
      { new_user: patient.newUser, price: patient.pricePaise / 100 },
      member && { plan: memberPlan(member) },
    );
  const price = priceOrder({
    newUser: false,
    profilePricePaise: rupeesToPaise(unitRupees),
    quantity,
    discountPercentage: coupon?.discount ?? null,
  });
  if (rupeesToPaise(input.price) !== price.unitPricePaise) {
    throw conflict(
      `The price has changed: a session now costs ${formatRupees(price.unitPricePaise / 100)}, not ${formatRupees(input.price)}. Please review the new amount and try again.`,
      'PRICE_MISMATCH',
    );
  }
  // A home visit's travel fee (issue 28), per session, priced here from the doctor's fee for the PIN; the coupon
  // takes nothing off it. An order that names no doctor yet (credits to schedule later) carries none.
  const travelFeePaise = await travelFeeOf(ctx.db, input);
  const amountPaise = price.amountPaise + travelFeePaise * quantity;
  if (amountPaise < MIN_PROVIDER_AMOUNT_PAISE) {
    throw unprocessable(
      `Online payments must be at least ${formatRupees(MIN_PROVIDER_AMOUNT_PAISE / 100)}. Please remove the coupon or contact us to book this session.`,
      'AMOUNT_TOO_SMALL',
    );
  }

  const booking = input.booking;
  const mode = booking?.mode ?? 'online';
  // A weekly series paid at once: one order for all its kept times, each held until the payment (issue 28).
  if (input.series && input.slot)
    throw badRequest('Please choose either one time or a weekly series.', 'VALIDATION_FAILED');
  if (input.series && input.series.starts.length !== quantity)
    throw conflict(
      `The series has ${input.series.starts.length} sessions but the order ${quantity}. Please review the new amount and try again.`,
      'QUANTITY_MISMATCH',
    );
  const series = input.series ? await planSeries(ctx.db, { ...input.series, mode }) : null;
  if (series)
    for (const slot of series.slots)
      await releaseOwnUnpaidHolds(ctx.db, {
        patientId: patient.id,
        doctorPublicId: input.series!.doctor_id,
        start: slot.start,
      });
  // A chosen slot is checked before the provider order exists: a refused or impossible time costs nothing. A hold
  // of this patient's own unpaid order on that very time gives way (a retry after a failed or closed checkout), but
  // only once the limits allow the new order: a refused retry keeps the time it held.
  const givingWay =
    input.slot && Number.isFinite(Date.parse(input.slot.start))
      ? { doctorPublicId: input.slot.doctor_id, start: new Date(input.slot.start) }
      : null;
  const allowance = {
    patientId: patient.id,
    withSlot: !!input.slot || !!series,
    unpaidPerHour: ctx.unpaidOrdersPerHour,
  };
  await requireOrderAllowance(ctx.db, { ...allowance, givingWay });
  if (givingWay) await releaseOwnUnpaidHolds(ctx.db, { patientId: patient.id, ...givingWay });
  // A waitlist claim of this patient at that time is taken over by the order's hold (holdSlot), in its transaction.
  const claimed = givingWay
    ? await ownClaimHold(ctx.db, {
        patientId: patient.id,
        doctor: { publicId: givingWay.doctorPublicId },
        start: givingWay.start,
      })
    : null;
  const slot = input.slot
    ? await requireBookableSlot(ctx.db, {
        doctor: { publicId: input.slot.doctor_id },
        start: input.slot.start,
        mode,
        pincode: booking?.mode === 'home' ? booking.pincode : null,
        ...(claimed ? { moving: claimed } : {}),
      })
    : null;
  const orderId = randomUUID();
  const row = {
    id: orderId,
    provider: ctx.provider.name,
    patientId: patient.id,
    createdBy: user.id,
    kind,
    name: input.name,
    email: input.email,
    quantity,
    unitPricePaise: price.unitPricePaise,
    couponCode: coupon?.code ?? null,
    discountPercentage: coupon?.discount ?? null,
    amountPaise,
    travelFeePaise,
    description: input.description ?? null,
    mode,
    address: booking?.mode === 'home' ? (booking.address ?? null) : null,
    pincode: booking?.mode === 'home' ? (booking.pincode ?? null) : null,
    preferredDate: booking?.preferred_date ?? null,
    preferredTime: booking?.preferred_time ?? null,
    dependantId,
  } satisfies NewOrder;
  return placeOrder(ctx, row, {
    patient,
    coupon: couponRow,
    allowance,
    inTransaction: async (tx) => {
      if (series)
        await writeSeries(
          tx,
          series,
          { id: orderId, patientId: patient.id, address: row.address, pincode: row.pincode, dependantId },
          { createdBy: user.id, holdUntil: new Date(Date.now() + SCHEDULING.holdMinutes * 60_000) },
        );
      if (slot)
        await holdSlot(tx, {
          orderId,
          patientId: patient.id,
          mode,
          address: row.address,
          pincode: row.pincode,
          dependantId,
          ...slot,
        });
    },
  });
}
