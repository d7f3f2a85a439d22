import { addDays } from './dates';
import { packageCreditsValidUntil } from './changePolicy';
import {
  describePackage,
  packageCreateSchema,
  packageKindLabel,
  packageOffers,
  PACKAGE_MESSAGES,
} from './packages';

const valid = { name: 'Knee rehab', sessions: 10, price: 600_000, validity_days: 90, mode: 'both' };

describe('session packages', () => {
  it('ends on the purchase day in India plus the validity in days', () => {
    // 20:00 UTC on 31 Jan is 1 Feb in India: the day counted from is the Indian one.
    expect(packageCreditsValidUntil('2027-01-31T20:00:00Z', 30)).toBe('2027-03-03');
    expect(packageCreditsValidUntil('2027-01-31T10:00:00Z', 30)).toBe('2027-03-02');
    expect(packageCreditsValidUntil('2028-02-28T10:00:00Z', 1)).toBe('2028-02-29');
    expect(packageCreditsValidUntil('2027-12-31T10:00:00Z', 730)).toBe(addDays('2027-12-31', 730));
  });

  it.each([
    [{ sessions: 0 }, PACKAGE_MESSAGES.sessions],
    [{ sessions: 51 }, PACKAGE_MESSAGES.sessions],
    [{ price: 0 }, PACKAGE_MESSAGES.price],
    [{ price: 50_000_001 }, PACKAGE_MESSAGES.price],
    [{ price: 10.5 }, PACKAGE_MESSAGES.price],
    [{ validity_days: 0 }, PACKAGE_MESSAGES.validity],
    [{ validity_days: 731 }, PACKAGE_MESSAGES.validity],
    [{ mode: 'clinic' }, PACKAGE_MESSAGES.mode],
  ])('refuses %j with its message', (bad, message) => {
    const parsed = packageCreateSchema.safeParse({ ...valid, ...bad });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });

  it('accepts the bounds and stores the family flag (false unless said)', () => {
    const low = packageCreateSchema.parse({ ...valid, sessions: 1, price: 1, validity_days: 1 });
    expect(low.family_shared).toBe(false);
    expect(
      packageCreateSchema.parse({ ...valid, sessions: 50, validity_days: 730, family_shared: true }),
    ).toMatchObject({
      family_shared: true,
    });
  });

  it('sells a mode it offers only', () => {
    expect(packageOffers('both', 'home')).toBe(true);
    expect(packageOffers('online', 'home')).toBe(false);
    expect(packageOffers('home', 'home')).toBe(true);
  });

  it('describes itself in rupees', () => {
    expect(describePackage({ sessions: 1, price: 99_900, validity_days: 1 })).toBe(
      '1 session · ₹999.00 · valid 1 day',
    );
  });

  it('says when its sessions may be used for the buyer’s family', () => {
    expect(packageKindLabel({ mode: 'online', family_shared: true })).toBe(
      'Online sessions · shareable in the family',
    );
    expect(packageKindLabel({ mode: 'online', family_shared: false })).toBe('Online sessions');
  });
});
