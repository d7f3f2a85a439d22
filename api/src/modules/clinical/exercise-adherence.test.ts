import { isoWeek, mondayOf, weeklyAdherence, type VersionSpan } from './exercise-adherence';

const item = (id: string, sets = 3, times_per_day = 1, days_per_week = 7) => ({
  id,
  sets,
  times_per_day,
  days_per_week,
});

describe('ISO weeks', () => {
  it('labels weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeek('2026-11-27')).toBe('2026-W48');
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
});

describe('weekly adherence', () => {
  const v1: VersionSpan = { from: '2026-11-16', until: null, items: [item('a'), item('b', 2, 2, 3)] };

  it('is nothing before any program', () => {
    expect(weeklyAdherence([], [], '2026-11-27')).toEqual([]);
  });

  it('counts the sets prescribed for the days in force, the current week up to today', () => {
    // a: 3 sets × 7 days = 21; b: 2 sets twice a day on 3 days = 12 → 33 in the full week of 16 Nov.
    // The week of 23 Nov up to Wednesday 25th: a 3 × 3 = 9, b 4 × min(3, 3) = 12 → 21.
    const logs = [
      { item_id: 'a', day: '2026-11-16', sets_done: 3 },
      { item_id: 'a', day: '2026-11-17', sets_done: 3 },
      { item_id: 'b', day: '2026-11-17', sets_done: 4 },
      { item_id: 'a', day: '2026-11-24', sets_done: 3 },
    ];
    expect(weeklyAdherence([v1], logs, '2026-11-25')).toEqual([
      { week: '2026-W47', starts: '2026-11-16', prescribed: 33, done: 10, percent: 30 },
      { week: '2026-W48', starts: '2026-11-23', prescribed: 21, done: 3, percent: 14 },
    ]);
  });

  it('caps each exercise at what it prescribed, so extra sets of one never hide another skipped', () => {
    const logs = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map((day) => ({
      item_id: 'b',
      day,
      sets_done: 4,
    }));
    const [week] = weeklyAdherence([v1], logs, '2026-11-22');
    expect(week).toMatchObject({ prescribed: 33, done: 12, percent: 36 });
  });

  it('starts mid-week on the day the program was saved', () => {
    const v = { from: '2026-11-20', until: null, items: [item('a', 2)] }; // Friday: Fri, Sat, Sun
    const logs = [{ item_id: 'a', day: '2026-11-20', sets_done: 2 }];
    expect(weeklyAdherence([v], logs, '2026-11-23')).toEqual([
      { week: '2026-W47', starts: '2026-11-16', prescribed: 6, done: 2, percent: 33 },
      { week: '2026-W48', starts: '2026-11-23', prescribed: 2, done: 0, percent: 0 },
    ]);
  });

  it('splits a week between two versions, each for its own days', () => {
    const old: VersionSpan = { from: '2026-11-16', until: '2026-11-19', items: [item('a', 1)] }; // Mon–Wed
    const next: VersionSpan = { from: '2026-11-19', until: null, items: [item('c', 2)] }; // Thu–Sun
    const logs = [
      { item_id: 'a', day: '2026-11-16', sets_done: 1 },
      { item_id: 'c', day: '2026-11-19', sets_done: 2 },
      { item_id: 'c', day: '2026-11-20', sets_done: 2 },
    ];
    expect(weeklyAdherence([old, next], logs, '2026-11-22')).toEqual([
      { week: '2026-W47', starts: '2026-11-16', prescribed: 3 + 8, done: 5, percent: 45 },
    ]);
  });

  it('gives a version replaced on the day it was saved no days at all', () => {
    const same: VersionSpan = { from: '2026-11-16', until: '2026-11-16', items: [item('a')] };
    const next: VersionSpan = { from: '2026-11-16', until: null, items: [item('c', 1)] };
    expect(weeklyAdherence([same, next], [], '2026-11-16')[0]).toMatchObject({
      prescribed: 1,
      done: 0,
      percent: 0,
    });
  });
});
