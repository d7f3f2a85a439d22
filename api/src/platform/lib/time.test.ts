import fc from 'fast-check';
import { BUSINESS_TIME_ZONE } from '@physio/shared-contracts';
import { kolkataNow } from './time';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

describe('kolkataNow', () => {
  it('agrees with the time zone database for any instant from 1950 to 2200', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
          expect(kolkataNow(d)).toEqual({
            date: `${p.year}-${p.month}-${p.day}`,
            time: `${p.hour}:${p.minute}:${p.second}`,
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns the date at 18:30 UTC', () => {
    expect(kolkataNow(new Date('2026-03-31T18:29:59Z'))).toEqual({ date: '2026-03-31', time: '23:59:59' });
    expect(kolkataNow(new Date('2026-03-31T18:30:00Z'))).toEqual({ date: '2026-04-01', time: '00:00:00' });
  });
});
