export { useCoupon, isUsableCoupon, type AppliedCoupon, type CouponState } from './useCoupon';
export { CouponField } from './CouponField';
export { OrderTotal } from './OrderTotal';
