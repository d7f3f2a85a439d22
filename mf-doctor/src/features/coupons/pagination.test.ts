import { isNextDisabled, isPreviousDisabled } from './pagination';

describe('coupon pagination', () => {
  it('disables next exactly when the pages shown cover the total', () => {
    expect(isNextDisabled(25, 0, 10, 10)).toBe(false);
    expect(isNextDisabled(25, 1, 10, 10)).toBe(false);
    expect(isNextDisabled(25, 2, 10, 5)).toBe(true);
    expect(isNextDisabled(20, 1, 10, 10)).toBe(true);
    expect(isNextDisabled(21, 1, 10, 10)).toBe(false);
    expect(isNextDisabled(0, 0, 10, 0)).toBe(true);
  });

  it('disables previous only on the first page', () => {
    expect(isPreviousDisabled(0)).toBe(true);
    expect(isPreviousDisabled(1)).toBe(false);
  });
});
