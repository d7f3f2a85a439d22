import {
  calendarDateSchema,
  couponCreateRequestSchema,
  EMAIL_PATTERN,
  emailSchema,
  hasAtMostDecimals,
  isCalendarDate,
  isValidEmail,
  MAX_SESSIONS,
  orderRequestSchema,
  treatmentPlanSchema,
} from './index';

const HOSTILE_EMAIL = `a@a${'.'.repeat(40_000)}@`;

describe('e-mail', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.in', 'x@sub.domain.org'])
      expect(emailSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['a@b', 'a@@b.co', 'a b@c.co', 'a@b..co', '@b.co', 'a@.co', `${'a'.repeat(250)}@b.co`])
      expect(emailSchema.safeParse(bad).success).toBe(false);
  });

  it('answers hostile long values at once: the length guard aborts, the pattern is linear', () => {
    const start = performance.now();
    expect(emailSchema.safeParse(HOSTILE_EMAIL).success).toBe(false);
    expect(isValidEmail(HOSTILE_EMAIL)).toBe(false);
    // The pattern itself, on the whole hostile value, without the guard: linear, so still fast.
    expect(EMAIL_PATTERN.test(HOSTILE_EMAIL)).toBe(false);
    expect(EMAIL_PATTERN.test(`a@${'a.'.repeat(30_000)}`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('reports only the length issue for an over-long value (later checks are skipped)', () => {
    const result = emailSchema.safeParse(HOSTILE_EMAIL);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.code).toBe('too_big');
  });
});

describe('calendar dates', () => {
  it.each(['2024-02-29', '2025-02-28', '2000-02-29', '1999-12-31', '0001-01-01', '9999-12-31'])(
    '%s is a date',
    (d) => {
      expect(isCalendarDate(d)).toBe(true);
      expect(calendarDateSchema.safeParse(d).success).toBe(true);
    },
  );
  it.each([
    '2025-02-29',
    '2025-02-30',
    '1900-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '0000-01-01',
    '2025-1-01',
    '2025-01-01T00:00:00Z',
    '2025-01-01\u0000',
  ])('%s is not', (d) => {
    expect(isCalendarDate(d)).toBe(false);
    expect(calendarDateSchema.safeParse(d).success).toBe(false);
  });
});

describe('money and discounts to the column precision', () => {
  it('allows two decimals at most', () => {
    expect(hasAtMostDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostDecimals(12.34)).toBe(true);
    expect(hasAtMostDecimals(0.001)).toBe(false);
  });
  const coupon = { coupon_code: 'X1', start_date: '2025-01-01', end_date: '2025-01-02' };
  it('refuses a discount that numeric(5,2) would round to 0.00 or change', () => {
    expect(couponCreateRequestSchema.safeParse({ ...coupon, discount_percentage: 0.001 }).success).toBe(
      false,
    );
    expect(couponCreateRequestSchema.safeParse({ ...coupon, discount_percentage: 12.345 }).success).toBe(
      false,
    );
    expect(couponCreateRequestSchema.safeParse({ ...coupon, discount_percentage: 0.01 }).success).toBe(true);
    expect(couponCreateRequestSchema.safeParse({ ...coupon, discount_percentage: 100 }).success).toBe(true);
  });
  it('refuses a plan price under a paisa or with fractions of a paisa', () => {
    expect(treatmentPlanSchema.safeParse({ sessions: 1, price: 0.004 }).success).toBe(false);
    expect(treatmentPlanSchema.safeParse({ sessions: 1, price: 10.005 }).success).toBe(false);
    expect(treatmentPlanSchema.safeParse({ sessions: 1, price: 0.01 }).success).toBe(true);
  });
  it('refuses a positive value too small to survive the column (found by the fuzz test: 5e-324 → 500)', () => {
    expect(treatmentPlanSchema.safeParse({ sessions: 1, price: 5e-324 }).success).toBe(false);
    expect(treatmentPlanSchema.safeParse({ sessions: 1, price: 1e-9 }).success).toBe(false);
    expect(couponCreateRequestSchema.safeParse({ ...coupon, discount_percentage: 5e-324 }).success).toBe(
      false,
    );
  });
});

describe('one sessions limit for plans and orders', () => {
  const order = { name: 'A', email: 'a@b.co', patient_id: '9876543210', price: 499 };
  it('every plan the schema accepts can be ordered, and no more', () => {
    expect(treatmentPlanSchema.safeParse({ sessions: MAX_SESSIONS, price: 1 }).success).toBe(true);
    expect(orderRequestSchema.safeParse({ ...order, quantity: MAX_SESSIONS }).success).toBe(true);
    expect(treatmentPlanSchema.safeParse({ sessions: MAX_SESSIONS + 1, price: 1 }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...order, quantity: MAX_SESSIONS + 1 }).success).toBe(false);
  });
});
