/** Money rules shared by the UI (display) and the API (the only authority on what is charged). */
import { CURRENCY, FIRST_BOOKING_PRICE_RUPEES } from './constants';

/** Per-session price: Rs. 499 for first-time patients, otherwise the profile price. */
export function perSessionPrice(profile: { new_user: boolean; price: number | null | undefined }): number {
  if (profile.new_user || profile.price == null) return FIRST_BOOKING_PRICE_RUPEES;
  return profile.price;
}

export const roundRupees = (rupees: number): number => Math.round(rupees * 100) / 100;

/** price × quantity − percent discount, rounded to 2 decimals (spec §9). */
export function orderTotalRupees(perSession: number, quantity: number, discountPercent = 0): number {
  const gross = perSession * quantity;
  return roundRupees(gross - (gross * discountPercent) / 100);
}

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY });
export const formatRupees = (rupees: number): string => inr.format(rupees);
export const formatPaise = (paise: number): string => inr.format(paise / 100);
