import {
  contactRequestSchema,
  couponCreateRequestSchema,
  orderRequestSchema,
  otpVerifyRequestSchema,
} from './schemas';

describe('schemas', () => {
  it('uppercases coupon codes and enforces the discount and date rules', () => {
    const ok = couponCreateRequestSchema.parse({
      coupon_code: 'summer25',
      discount_percentage: 25,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(ok.coupon_code).toBe('SUMMER25');
    const bad = couponCreateRequestSchema.safeParse({
      coupon_code: 'X',
      discount_percentage: 0,
      start_date: '2026-02-01',
      end_date: '2026-01-31',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toContain('Enter Valid Discount Percentage');
  });
  it('requires an address and pincode for home treatment', () => {
    const base = { name: 'A', email: 'a@b.in', patient_id: '9876543210', quantity: 1, price: 499 };
    expect(orderRequestSchema.safeParse({ ...base, booking: { mode: 'home' } }).success).toBe(false);
    expect(
      orderRequestSchema.safeParse({
        ...base,
        booking: { mode: 'home', address: '12 MG Road', pincode: '411001' },
      }).success,
    ).toBe(true);
    expect(orderRequestSchema.parse(base).kind).toBe('first_booking');
  });
  it('rejects malformed codes and contact messages', () => {
    expect(otpVerifyRequestSchema.safeParse({ number: '9876543210', otp: '12345' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ name: 'R2', email: 'x@y.in', message: 'hi' }).success).toBe(
      false,
    );
  });
});
