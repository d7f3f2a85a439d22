// The coupons module's public face: what other modules may take from it.
export { claimCouponUse, hasUsageLimits, isCouponUsable } from './coupons';
