import { MESSAGES } from './messages';
import { bookingRules, contactRules, couponRules, hasErrors, mobileError, validateAll } from './validation';

describe('mobile numbers', () => {
  it.each(['9876543210', '6000000000', ' 7123456789 '])('accepts %s', (v) =>
    expect(mobileError(v)).toBeNull(),
  );
  it.each(['', '5876543210', '987654321', '98765432100', '98765x3210'])('rejects "%s"', (v) =>
    expect(mobileError(v)).toBe(MESSAGES.invalidMobile),
  );
});

describe('booking form rules', () => {
  it('reports each field with the spec message', () => {
    const errors = validateAll(bookingRules, {
      name: '  ',
      email: 'nope',
      quantity: '0',
      description: '',
      address: 'a',
      pincode: '12',
    });
    expect(errors).toEqual({
      name: 'Enter a valid Name',
      email: 'Enter a valid Email',
      quantity: 'Enter a valid quantity',
      description: 'Select problem',
      address: MESSAGES.booking.address,
      pincode: MESSAGES.booking.pincode,
    });
  });
  it('passes a complete booking', () => {
    const errors = validateAll(bookingRules, {
      name: 'Ravi',
      email: 'ravi@example.in',
      quantity: 2,
      description: 'Knee pain',
      address: '12 MG Road, Pune',
      pincode: '411001',
    });
    expect(hasErrors(errors)).toBe(false);
  });
  it.each(['', '-1', '1.5', 'abc'])('rejects quantity "%s"', (q) =>
    expect(bookingRules.quantity(q)).toBe('Enter a valid quantity'),
  );
});

describe('contact form rules', () => {
  it('distinguishes empty and malformed values', () => {
    expect(contactRules.name('')).toBe('Name Should not be empty');
    expect(contactRules.name('R2D2')).toBe('The Name should contain only characters');
    expect(contactRules.email('')).toBe('Email is mandatory');
    expect(contactRules.email('a@b')).toBe('Enter a Valid Email Address');
    expect(contactRules.message(' ')).toBe("Comments can't be Empty");
    expect(contactRules.name('Asha Rao')).toBeNull();
  });
});

describe('coupon form rules', () => {
  it('checks code, discount bounds and the date order', () => {
    expect(couponRules.coupon_code('')).toBe('Enter Coupon Code');
    expect(couponRules.discount_percentage('')).toBe('Enter Discount Percentage');
    expect(couponRules.discount_percentage('0')).toBe('Enter Valid Discount Percentage');
    expect(couponRules.discount_percentage(100.5)).toBe('Enter Valid Discount Percentage');
    expect(couponRules.discount_percentage(100)).toBeNull();
    expect(couponRules.range('2026-02-01', '2026-01-31')).toBe('Start date cannot be after end date!');
    expect(couponRules.range('2026-01-31', '2026-01-31')).toBeNull();
  });
});
