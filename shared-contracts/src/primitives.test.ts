import {
  calendarDateSchema,
  contactRequestSchema,
  couponCreateRequestSchema,
  EMAIL_PATTERN,
  emailSchema,
  hasAtMostDecimals,
  isCalendarDate,
  isValidEmail,
  MAX_SESSIONS,
  orderRequestSchema,
  personNameSchema,
  textSchema,
  toPlainLines,
  toSingleLine,
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

describe('free text: control characters are stripped at the door', () => {
  it('one-line fields (names, addresses, e-mails) lose every control character, line breaks included', () => {
    expect(textSchema(100).parse(' Ravi\rKumar\u0007 ')).toBe('Ravi Kumar');
    expect(textSchema(100).parse('12 MG Road\r\nFlat 4\u001b[31m\u0085\u2028Pune')).toBe(
      '12 MG Road Flat 4 [31m Pune',
    );
    expect(personNameSchema.parse('Asha\u0008Rao')).toBe('Asha Rao');
    // NUL alone is refused rather than stripped (PostgreSQL cannot store it: refuse-nul answers 400 too).
    expect(personNameSchema.safeParse('Asha\u0000Rao').success).toBe(false);
    // A control character inside an e-mail address becomes a space, which the pattern refuses.
    expect(emailSchema.safeParse('ravi\r@example.com').success).toBe(false);
    expect(emailSchema.parse(' ravi@example.com\u0007')).toBe('ravi@example.com');
  });

  it('multi-line fields keep their lines as LF, lose bare CRs and other controls', () => {
    expect(textSchema(100, { multiline: true }).parse('Line 1\r\nLine 2\rLine 3\u0007\u000b\tend')).toBe(
      'Line 1\nLine 2\nLine 3\tend',
    );
    expect(toPlainLines('a\u2028b\u0085c')).toBe('abc');
    expect(toSingleLine('a\t\tb')).toBe('a b');
  });

  it('the order request strips its name and home address', () => {
    const parsed = orderRequestSchema.parse({
      name: 'Meera\r\nIyer',
      email: 'meera@example.com',
      patient_id: '9876543210',
      quantity: 1,
      price: 499,
      booking: { mode: 'home', address: '4 Park St\rKolkata\u0007', pincode: '700016' },
    });
    expect(parsed.name).toBe('Meera Iyer');
    expect(parsed.booking?.address).toBe('4 Park St Kolkata');
  });
});

describe('the contact form name', () => {
  it('letters and spaces only: a tab or a line break in it becomes a space, never stored', () => {
    const parsed = contactRequestSchema.parse({
      name: 'Ql\tjvu\nZIg\rV',
      email: 'q@example.com',
      message: 'Hi',
    });
    expect(parsed.name).toBe('Ql jvu ZIg V');
  });
});
