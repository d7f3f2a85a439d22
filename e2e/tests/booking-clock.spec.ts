// The slot picker's days around midnight in India (issue 31), with the browser's own clock and a browser that is
// not in India: at 23:50 and 00:10 IST (the coming midnight), the picker's first day is India's date, whatever
// the browser's time zone says, and its 14 days follow each other.
import { expect, test } from '../support';
import { dayName } from '../support/days';
import { PATHS } from '../support/paths';

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The next midnight in India, as an instant. */
const nextIstMidnight = Math.ceil((Date.now() + IST_MS) / DAY_MS) * DAY_MS - IST_MS;
const istDate = (at: number) => new Date(at + IST_MS).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

test.use({ timezoneId: 'America/New_York' });

for (const [label, at] of [
  ['23:50 IST', nextIstMidnight - 10 * 60_000],
  ['00:10 IST', nextIstMidnight + 10 * 60_000],
] as const) {
  test(`at ${label}, seen from New York, the picker starts on India's date`, async ({ page }) => {
    await page.clock.install({ time: new Date(at) });
    await page.goto(PATHS.booking);
    const chips = page.locator('main').getByRole('group', { name: 'Day' }).getByRole('button');
    await expect(chips).toHaveCount(14);
    const today = istDate(at);
    for (let i = 0; i < 14; i++) {
      await expect(chips.nth(i)).toHaveAccessibleName(new RegExp(`\\b${dayName(addDays(today, i))}\\b`));
    }
  });
}
