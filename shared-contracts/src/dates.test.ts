import {
  addMonths,
  formatDayShort,
  formatClockIst,
  formatDate,
  formatDateTime,
  formatTimeOfDay,
  todayInIndia,
} from './dates';

describe('dates', () => {
  it('formats calendar dates without shifting the day', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDateTime('2026-01-05')).toBe('5 Jan 2026');
  });

  it('formats timestamps in India time', () => {
    // 20:00 UTC is 01:30 the next day in Kolkata.
    expect(formatDate('2026-01-05T20:00:00Z')).toBe('6 Jan 2026');
    expect(formatDateTime('2026-01-05T20:00:00Z')).toMatch(/^6 Jan 2026.*1:30 am IST$/);
  });

  it('names IST on a time, whatever the browser’s zone (an instant from New York is told in India time)', () => {
    expect(formatClockIst('2026-12-01T09:00:00+05:30')).toBe('9:00 am IST');
    expect(formatClockIst('2026-11-30T22:30:00-05:00')).toBe('9:00 am IST');
  });

  it('shows a dash for empty values and the raw text for non-dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });

  it('adds calendar months, kept inside the month', () => {
    expect(addMonths('2026-05-27', 6)).toBe('2026-11-27');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', -6)).toBe('2026-06-30');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('gives today in India', () => {
    expect(todayInIndia(new Date('2026-01-05T20:00:00Z'))).toBe('2026-01-06');
    expect(todayInIndia(new Date('2026-01-05T18:29:59Z'))).toBe('2026-01-05');
  });

  it('names the time of day', () => {
    expect(formatTimeOfDay('afternoon')).toBe('Afternoon');
    expect(formatTimeOfDay(null)).toBe('Time to be confirmed');
  });
});

describe('dates in Hindi', () => {
  it('names days and months in Devanagari with the digits of en-IN; English stays as it was', () => {
    expect(formatDayShort('2026-11-30', 'hi')).toBe('सोम, 30 नव॰');
    expect(formatDate('2026-11-30', 'hi')).toBe('30 नव॰ 2026');
    expect(formatDate('2026-11-30T03:30:00Z', 'hi')).toBe('30 नव॰ 2026');
    expect(formatDayShort('2026-11-30')).toBe('Mon, 30 Nov');
    expect(formatDate('2026-11-30', 'en')).toBe('30 Nov 2026');
    expect(formatDate('', 'hi')).toBe('—');
  });
});
