import { formatGender } from './gender';

describe('formatGender', () => {
  it('capitalises gender', () => {
    expect(formatGender('female')).toBe('Female');
    expect(formatGender('')).toBe('—');
  });
});
