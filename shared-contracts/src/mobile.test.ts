import { isValidMobile, normalizeMobile } from './index';

describe('normalizeMobile', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['0091 9876543210', '9876543210'],
    ['(+91) 98765-43210', '9876543210'],
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
  ])('%s → %s', (raw, digits) => {
    expect(normalizeMobile(raw)).toBe(digits);
    expect(isValidMobile(normalizeMobile(raw))).toBe(true);
  });

  it('keeps a number being typed as it is (a 10-digit number may start with 91 or 0… never more than 10)', () => {
    expect(normalizeMobile('9198')).toBe('9198');
    expect(normalizeMobile('9198765432')).toBe('9198765432');
    expect(normalizeMobile('0')).toBe('0');
    expect(normalizeMobile('98765432109')).toBe('9876543210');
    expect(normalizeMobile('')).toBe('');
  });
});
