import { nearestAlternatives } from './series-alternatives';

const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const slot = (date: string, hhmm: string) => ({
  start: at(date, hhmm),
  end: new Date(at(date, hhmm).getTime() + 45 * 60_000),
});
const iso = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16);

describe('nearestAlternatives (IST, no DST; across a month end)', () => {
  const asked = at('2027-01-31', '18:00');

  it('same day first, nearest time first, the earlier on a tie', () => {
    const free = [
      slot('2027-01-31', '09:00'),
      slot('2027-01-31', '17:15'),
      slot('2027-01-31', '18:45'),
      slot('2027-02-01', '18:00'),
    ];
    expect(nearestAlternatives(asked, free, new Set()).map((f) => iso(f.start))).toEqual([
      '2027-01-31T17:15',
      '2027-01-31T18:45',
      '2027-01-31T09:00',
    ]);
  });

  it('then the nearest days, the day before first, each at its time nearest the asked one', () => {
    const free = [
      slot('2027-02-01', '09:00'),
      slot('2027-02-01', '18:45'),
      slot('2027-01-30', '17:15'),
      slot('2027-02-02', '18:00'),
      slot('2027-02-04', '18:00'),
    ];
    expect(nearestAlternatives(asked, free, new Set()).map((f) => iso(f.start))).toEqual([
      '2027-01-30T17:15',
      '2027-02-01T18:45',
      '2027-02-02T18:00',
    ]);
  });

  it('never the series own other times, nor farther than three days', () => {
    const own = slot('2027-01-30', '18:00');
    const free = [own, slot('2027-02-04', '18:00')];
    expect(nearestAlternatives(asked, free, new Set([own.start.getTime()]))).toEqual([]);
  });
});
