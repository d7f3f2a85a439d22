/** Money rules shared by the UI (display) and the API (the only authority on what is charged). */
import { CURRENCY, DEFAULT_PLAN_SESSIONS, FIRST_BOOKING_PRICE_RUPEES } from './constants';
import type { MemberPlan } from './family';
import { whenFirstUsed } from './whenFirstUsed';

/** Per-session price: Rs. 499 for first-time patients, otherwise the profile price. */
export function perSessionPrice(profile: { new_user: boolean; price: number | null | undefined }): number {
  if (profile.new_user || profile.price == null) return FIRST_BOOKING_PRICE_RUPEES;
  return profile.price;
}

/**
 * What a book-physio order buys (issue 28 point 3): sessions × price per session (rupees). Booking for oneself, the
 * patient's plan; for a family member, the member's own plan. A member no doctor has set one for has the plan a
 * patient starts with (DEFAULT_PLAN_SESSIONS at FIRST_BOOKING_PRICE_RUPEES), as the holder without a plan has.
 * The page shows it and the API charges it: one rule for both.
 */
export function physioPlan(
  patient: { new_user: boolean; price: number | null | undefined; sessions: number },
  member?: { plan?: MemberPlan | null | undefined } | null,
): MemberPlan {
  if (!member) return { sessions: patient.sessions, price: perSessionPrice(patient) };
  return member.plan ?? { sessions: DEFAULT_PLAN_SESSIONS, price: FIRST_BOOKING_PRICE_RUPEES };
}

/**
 * The price of one session for whom it treats (a booking's per-session price): the patient's (perSessionPrice), or a
 * family member's own, their plan's price per session, the first-session price while no doctor has set one. The
 * holder's price is what their own physiotherapist agreed with them, not their father's.
 */
export function sessionPriceFor(
  patient: { new_user: boolean; price: number | null | undefined },
  member?: { plan?: MemberPlan | null | undefined } | null,
): number {
  return member ? (member.plan?.price ?? FIRST_BOOKING_PRICE_RUPEES) : perSessionPrice(patient);
}

export const roundRupees = (rupees: number): number => Math.round(rupees * 100) / 100;

/** price × quantity − percent discount, rounded to 2 decimals (spec §9). */
export function orderTotalRupees(perSession: number, quantity: number, discountPercent = 0): number {
  const gross = perSession * quantity;
  return roundRupees(gross - (gross * discountPercent) / 100);
}

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

const inr = whenFirstUsed(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY }));
export const formatRupees = (rupees: number): string => inr().format(rupees);
export const formatPaise = (paise: number): string => inr().format(paise / 100);
