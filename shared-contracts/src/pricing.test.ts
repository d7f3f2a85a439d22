import {
  formatPaise,
  formatRupees,
  orderTotalRupees,
  perSessionPrice,
  physioPlan,
  rupeesToPaise,
  sessionPriceFor,
} from './pricing';

describe('pricing', () => {
  it('charges first-time patients Rs. 499 per session whatever their profile says', () => {
    expect(perSessionPrice({ new_user: true, price: 650 })).toBe(499);
    expect(perSessionPrice({ new_user: false, price: 650 })).toBe(650);
  });
  it('a book-physio order buys the patient’s plan, or the family member’s own (the starting plan without one)', () => {
    const holder = { new_user: false, price: 800, sessions: 5 };
    expect(physioPlan(holder)).toEqual({ sessions: 5, price: 800 });
    expect(physioPlan(holder, null)).toEqual({ sessions: 5, price: 800 });
    expect(physioPlan(holder, { plan: { sessions: 3, price: 650 } })).toEqual({ sessions: 3, price: 650 });
    const startingPlan = physioPlan({ new_user: false, price: 499, sessions: 1 });
    expect(physioPlan(holder, { plan: null })).toEqual(startingPlan);
    expect(physioPlan(holder, {})).toEqual({ sessions: 1, price: 499 });
  });
  it('a session is priced for whom it treats: the patient’s price, or the family member’s own plan’s, else the first-session price', () => {
    const holder = { new_user: false, price: 800 };
    expect(sessionPriceFor(holder)).toBe(800);
    expect(sessionPriceFor({ new_user: true, price: 800 })).toBe(499);
    expect(sessionPriceFor(holder, { plan: null })).toBe(499);
    expect(sessionPriceFor(holder, { plan: { sessions: 3, price: 650 } })).toBe(650);
    expect(sessionPriceFor(holder, { plan: { sessions: 3, price: 650 } })).toBe(
      physioPlan({ ...holder, sessions: 5 }, { plan: { sessions: 3, price: 650 } }).price,
    );
  });
  it('multiplies, discounts and rounds to 2 decimals', () => {
    expect(orderTotalRupees(499, 1)).toBe(499);
    expect(orderTotalRupees(650, 6, 50)).toBe(1950);
    expect(orderTotalRupees(499, 3, 33)).toBe(1002.99);
    expect(orderTotalRupees(499, 1, 100)).toBe(0);
  });
  it('converts to paise without floating point drift', () => {
    expect(rupeesToPaise(1002.99)).toBe(100299);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
  it('formats Indian rupees', () => {
    expect(formatRupees(1950)).toBe('₹1,950.00');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
  });
});
