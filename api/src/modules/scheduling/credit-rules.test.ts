import { creditsLeft, lastValidDay, requireValidCredits } from './credit-rules';

const ist = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
/** An order paid at 00:10 IST on 1 June 2026 (still 31 May in UTC): its day in India is 1 June. */
const single = { paidAt: ist('2026-06-01', '00:10'), creditsValidUntil: null };
const pkg = { paidAt: ist('2026-06-01', '00:10'), creditsValidUntil: '2026-06-30' };

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    const e = err as { statusCode: number; code: string; message: string };
    return { status: e.statusCode, code: e.code, message: e.message };
  }
  return null;
};

describe('lastValidDay', () => {
  it('is six months from the payment day in India for single sessions (the Terms), clamped to the month end', () => {
    expect(lastValidDay(single)).toBe('2026-12-01');
    expect(lastValidDay({ paidAt: ist('2026-08-31', '12:00'), creditsValidUntil: null })).toBe('2027-02-28');
  });

  it("is a package's own last day when it has one", () => {
    expect(lastValidDay(pkg)).toBe('2026-06-30');
  });
});

describe('requireValidCredits', () => {
  it('lets a session on the last valid day through, up to its last minute in India', () => {
    expect(
      refusal(() =>
        requireValidCredits(pkg, ist('2026-06-30', '23:15'), { now: ist('2026-06-30', '09:00') }),
      ),
    ).toBeNull();
  });

  it('refuses a session after the last day, naming the day (409 CREDITS_EXPIRED)', () => {
    expect(
      refusal(() =>
        requireValidCredits(pkg, ist('2026-07-01', '00:15'), { now: ist('2026-06-20', '09:00') }),
      ),
    ).toEqual({
      status: 409,
      code: 'CREDITS_EXPIRED',
      message:
        'The sessions of this order can be used until 30 Jun 2026. Please choose a time on or before that day.',
    });
  });

  it('refuses any new session once the credits have expired: a package says they are not refundable, single sessions that they are', () => {
    const after = { now: ist('2026-07-01', '00:05') };
    expect(refusal(() => requireValidCredits(pkg, ist('2026-06-30', '18:00'), after))?.message).toBe(
      'The sessions of this package could be used until 30 Jun 2026. Expired package sessions cannot be used or refunded.',
    );
    expect(
      refusal(() =>
        requireValidCredits(single, ist('2026-12-01', '18:00'), { now: ist('2026-12-02', '00:05') }),
      )?.message,
    ).toBe(
      'The sessions of this order could be used until 1 Dec 2026. You can still ask for a refund of the unused ones.',
    );
  });

  it('judges a move of a session booked in time by its new day alone', () => {
    const late = { now: ist('2026-07-02', '10:00'), moving: true };
    expect(refusal(() => requireValidCredits(pkg, ist('2026-06-30', '18:00'), late))).toBeNull();
    expect(refusal(() => requireValidCredits(pkg, ist('2026-07-03', '18:00'), late))?.code).toBe(
      'CREDITS_EXPIRED',
    );
  });

  it('has nothing to check before the order is paid', () => {
    expect(
      refusal(() =>
        requireValidCredits({ paidAt: null, creditsValidUntil: null }, ist('2030-01-01', '10:00')),
      ),
    ).toBeNull();
    expect(refusal(() => requireValidCredits(null, ist('2030-01-01', '10:00')))).toBeNull();
  });
});

describe('creditsLeft', () => {
  it('is the quantity less the dated sessions less the refunded credits', () => {
    expect(creditsLeft(10, 3, 2)).toBe(5);
    expect(creditsLeft(12, 12, 0)).toBe(0);
  });

  it('never goes below 0 (a refund and sessions counted against the same credits)', () => {
    expect(creditsLeft(4, 3, 2)).toBe(0);
  });
});
