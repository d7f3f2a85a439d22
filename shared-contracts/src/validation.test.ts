// The §5 rules are the schemas (schemas.ts, forms.ts): these are the old predicate tables' cases,
// run through the schemas the forms and the API use.
import type { z } from 'zod/mini';
import { bookingFormSchema } from './forms';
import { mobileFormSchema } from './patientForms';
import { MESSAGES } from './messages';
import { contactRequestSchema, couponFormSchema, couponLookupQuerySchema } from './schemas';

/** The first message of each failing field, as a form shows it. */
function errorsOf(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}
const mobileError = (mobile: string) => errorsOf(mobileFormSchema, { mobile }).mobile ?? null;
const booking = (over: Record<string, unknown>) => ({
  name: 'Ravi',
  email: 'ravi@example.in',
  quantity: '2',
  description: 'Knee pain',
  mode: 'home',
  address: '12 MG Road, Pune',
  pincode: '411001',
  preferred_date: '',
  preferred_time: '',
  slot: 'call',
  ...over,
});
const bookingErrors = (over: Record<string, unknown>) =>
  errorsOf(bookingFormSchema('2026-01-01'), booking(over));
const coupon = (over: Record<string, unknown>) =>
  errorsOf(couponFormSchema, {
    coupon_code: 'NEW',
    discount_percentage: '10',
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    ...over,
  });
const contact = (over: Record<string, unknown>) =>
  errorsOf(contactRequestSchema, { name: 'Asha Rao', email: 'asha@example.in', message: 'Hi', ...over });

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
    expect(
      bookingErrors({
        name: '  ',
        email: 'nope',
        quantity: '0',
        description: '',
        address: 'a',
        pincode: '12',
      }),
    ).toEqual({
      name: 'Enter a valid Name',
      email: 'Enter a valid Email',
      quantity: 'Enter a valid quantity',
      description: 'Select problem',
      address: MESSAGES.booking.address,
      pincode: MESSAGES.booking.pincode,
    });
  });
  it('passes a complete booking', () => {
    expect(bookingErrors({})).toEqual({});
  });
  it.each(['', '-1', '1.5', 'abc'])('rejects quantity "%s"', (q) =>
    expect(bookingErrors({ quantity: q }).quantity).toBe('Enter a valid quantity'),
  );
});

describe('contact form rules', () => {
  it('distinguishes empty and malformed values', () => {
    expect(contact({ name: '' }).name).toBe('Name Should not be empty');
    expect(contact({ name: 'R2D2' }).name).toBe('The Name should contain only characters');
    expect(contact({ email: '' }).email).toBe('Email is mandatory');
    expect(contact({ email: 'a@b' }).email).toBe('Enter a Valid Email Address');
    expect(contact({ message: ' ' }).message).toBe("Comments can't be Empty");
    expect(contact({ name: 'Asha Rao' }).name).toBeUndefined();
  });
});

describe('coupon form rules', () => {
  it('checks code, discount bounds and the date order', () => {
    expect(errorsOf(couponLookupQuerySchema, { coupon_code: '' }).coupon_code).toBe('Enter Coupon Code');
    expect(coupon({ coupon_code: '' }).coupon_code).toBe('Enter Coupon Code');
    expect(coupon({ discount_percentage: '' }).discount_percentage).toBe('Enter Discount Percentage');
    expect(coupon({ discount_percentage: '0' }).discount_percentage).toBe('Enter Valid Discount Percentage');
    expect(coupon({ discount_percentage: '100.5' }).discount_percentage).toBe(
      'Enter Valid Discount Percentage',
    );
    expect(coupon({ discount_percentage: '100' }).discount_percentage).toBeUndefined();
    expect(coupon({ start_date: '2026-02-01', end_date: '2026-01-31' }).end_date).toBe(
      'Start date cannot be after end date!',
    );
    expect(coupon({ start_date: '2026-01-31', end_date: '2026-01-31' }).end_date).toBeUndefined();
  });
});
