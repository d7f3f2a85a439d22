import { api } from '@physio/shared-auth';
import { useState } from 'react';
import { MESSAGES, type Coupon, todayInIndia } from '@physio/shared-contracts';

export interface AppliedCoupon {
  code: string;
  discountPercent: number;
}

export interface CouponState {
  input: string;
  setInput: (value: string) => void;
  applied: AppliedCoupon | null;
  error: string | null;
  checking: boolean;
  /** Apply shows only when the input is non-empty and nothing is applied (spec §5). */
  canApply: boolean;
  apply: () => Promise<void>;
  remove: () => void;
}

/** A coupon is usable when it exists, is active, and today is inside its dates. */
export function isUsableCoupon(coupon: Coupon | null | undefined, today = todayInIndia()): boolean {
  if (!coupon) return false;
  if (coupon.active === false || coupon.status === 'inactive') return false;
  if (!(coupon.discount_percentage > 0 && coupon.discount_percentage <= 100)) return false;
  if (coupon.start_date && today < coupon.start_date.slice(0, 10)) return false;
  if (coupon.end_date && today > coupon.end_date.slice(0, 10)) return false;
  return true;
}

/** Coupon on the confirmation pages: none → applied → removed (spec §4). */
export function useCoupon(): CouponState {
  const [input, setInputValue] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const setInput = (value: string) => {
    const code = value.toUpperCase().replace(/\s/g, '');
    setInputValue(code);
    setError(null);
    // Clearing or changing the code removes the applied discount.
    if (applied && code !== applied.code) setApplied(null);
  };

  const apply = async () => {
    const code = input.trim();
    if (!code || applied || checking) return;
    setChecking(true);
    setError(null);
    const result = await api.coupons.find({ query: { coupon_code: code } }, 'Could not check the coupon');
    setChecking(false);
    if (result.ok && isUsableCoupon(result.data)) {
      setApplied({ code, discountPercent: result.data.discount_percentage });
    } else {
      setError(MESSAGES.invalidCoupon);
    }
  };

  const remove = () => {
    setApplied(null);
    setInputValue('');
    setError(null);
  };

  return {
    input,
    setInput,
    applied,
    error,
    checking,
    canApply: input.trim() !== '' && applied === null,
    apply,
    remove,
  };
}
