import { whenFirstUsed } from './whenFirstUsed';

it('makes the value on its first use only, and gives the same one after', () => {
  const make = jest.fn(() => ({ made: true }));
  const value = whenFirstUsed(make);
  expect(make).not.toHaveBeenCalled();
  const first = value();
  expect(value()).toBe(first);
  expect(make).toHaveBeenCalledTimes(1);
});

it('lets the dates and money modules load without creating an Intl formatter (a page that shows none pays none)', () => {
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  try {
    jest.isolateModules(() => {
      const { formatDate } = jest.requireActual<typeof import('./dates')>('./dates');
      const { formatRupees } = jest.requireActual<typeof import('./pricing')>('./pricing');
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
      expect(formatRupees(499)).toBe('₹499.00');
      expect(formatDate('2026-11-29')).toBe('29 Nov 2026');
      expect(numbers).toHaveBeenCalledTimes(1);
      formatRupees(1);
      expect(numbers).toHaveBeenCalledTimes(1);
    });
  } finally {
    dates.mockRestore();
    numbers.mockRestore();
  }
});
