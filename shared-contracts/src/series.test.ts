import { seriesBookSchema, seriesDates, seriesPatternSchema } from './series';
import { SERIES_MESSAGES } from './seriesMessages';
import { describeSeries } from './seriesRules';
import { addDays, todayInIndia } from './dates';

describe('seriesDates: the first `count` days on the chosen weekdays', () => {
  it('Mon/Wed/Fri across the end of February (2027 is not a leap year) and into March', () => {
    expect(seriesDates({ weekdays: [1, 3, 5], start_date: '2027-02-24', count: 6 })).toEqual([
      '2027-02-24',
      '2027-02-26',
      '2027-03-01',
      '2027-03-03',
      '2027-03-05',
      '2027-03-08',
    ]);
  });

  it('starts at the first chosen weekday on or after the start date, across a year end', () => {
    // 2026-12-30 is a Wednesday: the first Tuesday is 5 January.
    expect(seriesDates({ weekdays: [2], start_date: '2026-12-30', count: 3 })).toEqual([
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
    ]);
  });

  it('the weekday order and repeats in the input do not matter; Sunday is 0', () => {
    expect(seriesDates({ weekdays: [0, 6, 6], start_date: '2027-01-29', count: 4 })).toEqual([
      '2027-01-30',
      '2027-01-31',
      '2027-02-06',
      '2027-02-07',
    ]);
  });

  it('nothing for no weekdays or no count', () => {
    expect(seriesDates({ weekdays: [], start_date: '2027-01-01', count: 3 })).toEqual([]);
    expect(seriesDates({ weekdays: [1], start_date: '2027-01-01', count: 0 })).toEqual([]);
  });
});

describe('seriesPatternSchema: the spec-style messages', () => {
  const good = {
    doctor_id: 'dr-asha-rao',
    mode: 'online',
    weekdays: [1, 3],
    time: '18:00',
    start_date: addDays(todayInIndia(), 1),
    count: 6,
  };
  const message = (over: Record<string, unknown>) =>
    seriesPatternSchema.safeParse({ ...good, ...over }).error?.issues[0]?.message;

  it('accepts a good pattern', () => expect(seriesPatternSchema.safeParse(good).success).toBe(true));
  it.each([
    [{ weekdays: [] }, SERIES_MESSAGES.noWeekdays],
    [{ count: 0 }, SERIES_MESSAGES.count],
    [{ count: 51 }, SERIES_MESSAGES.count],
    [{ start_date: addDays(todayInIndia(), -1) }, SERIES_MESSAGES.startInPast],
    [{ start_date: addDays(todayInIndia(), 200) }, SERIES_MESSAGES.beyondHorizon],
    [{ time: '25:00' }, 'Times must look like HH:MM (00:00 to 24:00)'],
  ])('%o → %s', (over, expected) => expect(message(over)).toBe(expected));

  it('a booking keeps at most 50 times', () => {
    const starts = Array.from({ length: 51 }, () => '2030-01-01T09:00:00+05:30');
    expect(seriesBookSchema.safeParse({ ...good, starts }).error?.issues[0]?.message).toBe(
      SERIES_MESSAGES.count,
    );
  });
});

it('describeSeries names the weekdays and the time', () => {
  expect(describeSeries({ weekdays: [5, 1, 3], time: '18:00', size: 6 })).toBe(
    'Weekly series of 6 sessions: Mon, Wed, Fri at 18:00',
  );
});
