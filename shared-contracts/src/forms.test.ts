import { bookingFormSchema, PAST_DATE_MESSAGE } from './forms';
import { CHOOSE_TIME_MESSAGE, MESSAGES } from './messages';
import { mobileFormSchema } from './patientForms';
import { contactRequestSchema, couponFormSchema, dateRangeSearchSchema } from './schemas';

/** The first message of each field, as a form shows it. */
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));

const booking = {
  name: 'Ravi',
  email: 'ravi@example.com',
  quantity: '2',
  description: 'Back pain',
  mode: 'online',
  address: '',
  pincode: '',
  preferred_date: '',
  preferred_time: '',
  slot: 'call',
};

describe('form schemas give the spec §5 messages', () => {
  it('booking: every failing field at once, home fields only for home visits, no past date', () => {
    const r = bookingFormSchema('2026-01-10').safeParse({
      ...booking,
      name: ' ',
      email: 'x@',
      quantity: '',
      description: '',
      mode: 'home',
      preferred_date: '2026-01-09',
      slot: '',
    });
    expect(messages(r)).toEqual({
      name: MESSAGES.booking.name,
      email: MESSAGES.booking.email,
      quantity: MESSAGES.booking.quantity,
      description: MESSAGES.booking.problem,
      address: MESSAGES.booking.address,
      pincode: MESSAGES.booking.pincode,
      preferred_date: PAST_DATE_MESSAGE,
      slot: CHOOSE_TIME_MESSAGE,
    });
    expect(bookingFormSchema('2026-01-10').safeParse(booking).success).toBe(true);
    for (const q of ['0', '-1', '1.5', '51', 'abc'])
      expect(messages(bookingFormSchema('2026-01-10').safeParse({ ...booking, quantity: q }))).toEqual({
        quantity: MESSAGES.booking.quantity,
      });
  });

  it('mobile: 10 digits starting 6-9; empty gives the same message', () => {
    for (const mobile of ['', '5876543210', '98765'])
      expect(messages(mobileFormSchema.safeParse({ mobile }))).toEqual({ mobile: MESSAGES.invalidMobile });
    expect(mobileFormSchema.safeParse({ mobile: '9876543210' }).success).toBe(true);
  });

  it('coupon: required fields, discount in (0, 100], start not after end', () => {
    const base = {
      coupon_code: 'NEW',
      discount_percentage: '10',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    };
    expect(couponFormSchema.safeParse(base).success).toBe(true);
    expect(
      messages(
        couponFormSchema.safeParse({
          coupon_code: '',
          discount_percentage: '',
          start_date: '',
          end_date: '',
        }),
      ),
    ).toEqual({
      coupon_code: MESSAGES.coupon.enterCode,
      discount_percentage: MESSAGES.coupon.enterDiscount,
      start_date: MESSAGES.coupon.enterStartDate,
      end_date: MESSAGES.coupon.enterEndDate,
    });
    for (const d of ['0', '100.5'])
      expect(messages(couponFormSchema.safeParse({ ...base, discount_percentage: d }))).toEqual({
        discount_percentage: MESSAGES.coupon.invalidDiscount,
      });
    expect(messages(couponFormSchema.safeParse({ ...base, start_date: '2026-02-01' }))).toEqual({
      end_date: MESSAGES.coupon.startAfterEnd,
    });
    // Both at once, as the doctor sees them after one click (an out-of-range discount must not hide the dates).
    expect(
      messages(couponFormSchema.safeParse({ ...base, discount_percentage: '120', start_date: '2026-02-01' })),
    ).toEqual({
      discount_percentage: MESSAGES.coupon.invalidDiscount,
      end_date: MESSAGES.coupon.startAfterEnd,
    });
  });

  it('date range search and contact', () => {
    expect(messages(dateRangeSearchSchema.safeParse({ from_date: '', to_date: '' }))).toEqual({
      from_date: MESSAGES.search.emptyStartDate,
      to_date: MESSAGES.search.emptyEndDate,
    });
    expect(
      messages(dateRangeSearchSchema.safeParse({ from_date: '2026-02-01', to_date: '2026-01-01' })),
    ).toEqual({
      to_date: MESSAGES.search.startAfterEnd,
    });
    expect(messages(contactRequestSchema.safeParse({ name: 'R2D2', email: '', message: ' ' }))).toEqual({
      name: MESSAGES.contact.nameLetters,
      email: MESSAGES.contact.emailEmpty,
      message: MESSAGES.contact.messageEmpty,
    });
  });
});
