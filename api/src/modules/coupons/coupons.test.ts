import { isCouponUsable } from './coupons';

const coupon = (over: object = {}) =>
  ({
    code: 'X',
    offerName: '',
    discountPercentage: 10,
    startDate: '2026-03-01',
    startTime: '00:00:00',
    endDate: '2026-03-31',
    endTime: '23:59:59',
    active: true,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...over,
  }) as Parameters<typeof isCouponUsable>[0];

describe('isCouponUsable (Asia/Kolkata clock)', () => {
  it('starts at 00:00:00 IST on the start date', () => {
    expect(isCouponUsable(coupon(), new Date('2026-02-28T18:29:59Z'))).toBe(false);
    expect(isCouponUsable(coupon(), new Date('2026-02-28T18:30:00Z'))).toBe(true);
  });

  it('ends after 23:59:59 IST on the end date', () => {
    expect(isCouponUsable(coupon(), new Date('2026-03-31T18:29:59Z'))).toBe(true);
    expect(isCouponUsable(coupon(), new Date('2026-03-31T18:30:00Z'))).toBe(false);
  });

  it('is never usable once expired', () => {
    expect(isCouponUsable(coupon({ active: false }), new Date('2026-03-15T06:00:00Z'))).toBe(false);
  });
});
