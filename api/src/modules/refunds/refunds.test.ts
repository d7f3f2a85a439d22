/** The refund amount's rounding rule (modules/refunds/refunds.ts): stated there, proved here. */
import fc from 'fast-check';
import { CHANGES } from '@physio/shared-contracts';
import { refundAmountPaise } from './refund-rows';

/** Refunds `splits` credits one refund after the other, as the service does (earlier refunds summed). */
function refundInTurn(paidPaise: number, quantity: number, splits: number[]): number[] {
  let refundedCredits = 0;
  let refundedPaise = 0;
  return splits.map((credits) => {
    const amount = refundAmountPaise({ paidPaise, quantity, refundedCredits, refundedPaise, credits });
    refundedCredits += credits;
    refundedPaise += amount;
    return amount;
  });
}

describe('refundAmountPaise', () => {
  it('shares a 15 % coupon over a 3-session order with odd paise: floors first, the last credit takes the rest', () => {
    // ₹333.33 a session × 3 = ₹999.99, less 15 % = ₹849.9915 → ₹849.99 charged.
    const paid = 84999;
    expect(refundInTurn(paid, 3, [1])).toEqual([28333]);
    expect(refundInTurn(paid, 3, [2])).toEqual([56666]);
    expect(refundInTurn(paid, 3, [1, 1, 1])).toEqual([28333, 28333, 28333]);
    expect(refundInTurn(paid, 3, [2, 1])).toEqual([56666, 28333]);
    expect(refundInTurn(paid, 3, [1, 2])).toEqual([28333, 56666]);
    expect(refundInTurn(paid, 3, [3])).toEqual([paid]);
    // 7 paise over 3 credits: 2, then 2, then the remaining 3 — never 3 + 3 + 3 = 9 > 7.
    expect(refundInTurn(700, 3, [1, 1, 1])).toEqual([233, 233, 234]);
    expect(refundInTurn(7, 3, [1, 1, 1])).toEqual([2, 2, 3]);
  });

  it('leaves a coupon-free ₹1 order of several credits below the smallest refund until every credit goes back', () => {
    expect(refundInTurn(100, 4, [3])[0]).toBeLessThan(CHANGES.minRefundPaise);
    expect(refundInTurn(100, 4, [4])[0]).toBe(100);
  });

  it('never refunds more than was paid, whatever the split; exactly what was paid once every credit is back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc
          .integer({ min: 1, max: 24 })
          .chain((quantity) =>
            fc.tuple(
              fc.constant(quantity),
              fc.array(fc.integer({ min: 1, max: quantity }), { maxLength: 24 }),
            ),
          ),
        (paid, [quantity, wanted]) => {
          // Each refund takes at most the credits still left.
          const splits: number[] = [];
          let left = quantity;
          for (const w of wanted) {
            if (left === 0) break;
            const k = Math.min(w, left);
            splits.push(k);
            left -= k;
          }
          const amounts = refundInTurn(paid, quantity, splits);
          const total = amounts.reduce((a, b) => a + b, 0);
          expect(total).toBeLessThanOrEqual(paid);
          amounts.forEach((amount, i) => {
            expect(Number.isInteger(amount)).toBe(true);
            // Never below its own share rounded down.
            expect(amount).toBeGreaterThanOrEqual(Math.floor((paid * splits[i]!) / quantity));
          });
          if (left === 0) expect(total).toBe(paid);
          else expect(total).toBe(Math.floor((paid * (quantity - left)) / quantity));
        },
      ),
      { numRuns: 500 },
    );
  });
});
