import { tabFromSearch } from './tabs';

describe('tabFromSearch', () => {
  it.each([
    ['?patients', 'patients'],
    ['?coupons', 'coupons'],
    ['?appointments', 'appointments'],
    ['?tab=coupons', 'coupons'],
    ['?packages', 'packages'],
    ['', 'patients'],
    ['?unknown', 'patients'],
  ])('%s → %s', (search, tab) => {
    expect(tabFromSearch(search)).toBe(tab);
  });
});
