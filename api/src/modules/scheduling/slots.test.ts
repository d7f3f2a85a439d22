import { candidateSlots, freeSlots, type BusyTime, type DoctorSchedule } from './slot-rules';

// 2030-01-14 is a Monday; all times below are Asia/Kolkata (+05:30).
const MONDAY = '2030-01-14';
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);

const doctor = (overrides: Partial<DoctorSchedule> = {}): DoctorSchedule => ({
  id: '9000000001',
  publicId: 'dr-asha-rao',
  name: 'Dr. Asha Rao',
  slotMinutes: 45,
  ranges: [{ weekday: 1, startMinute: 9 * 60, endMinute: 13 * 60, mode: 'both' }],
  daysOff: new Set(),
  home: { startPincode: null, fees: new Map() },
  ...overrides,
});
const starts = (slots: { start: string }[]) => slots.map((s) => s.start.slice(11, 16));
const early = at('2030-01-13', '08:00');

describe('free slots', () => {
  it('cuts the hours into whole sessions in Asia/Kolkata, answered with the +05:30 offset', () => {
    const slots = freeSlots({
      schedules: [doctor()],
      busy: [],
      from: MONDAY,
      to: MONDAY,
      mode: 'online',
      now: early,
    });
    expect(starts(slots)).toEqual(['09:00', '09:45', '10:30', '11:15', '12:00']);
    expect(slots[0]).toEqual({
      start: '2030-01-14T09:00:00+05:30',
      end: '2030-01-14T09:45:00+05:30',
      // The public id, never the login id (a mobile number).
      doctor_id: 'dr-asha-rao',
      doctor_name: 'Dr. Asha Rao',
    });
    // 09:00 IST is 03:30 UTC.
    expect(new Date(slots[0]!.start).toISOString()).toBe('2030-01-14T03:30:00.000Z');
  });

  it('never offers the past or a start inside the 2 h lead time', () => {
    const now = at(MONDAY, '08:00');
    expect(
      starts(freeSlots({ schedules: [doctor()], busy: [], from: MONDAY, to: MONDAY, mode: 'online', now })),
    ).toEqual(['10:30', '11:15', '12:00']);
    // Exactly two hours ahead is allowed.
    const twoAhead = at(MONDAY, '08:30');
    expect(
      starts(
        freeSlots({
          schedules: [doctor()],
          busy: [],
          from: MONDAY,
          to: MONDAY,
          mode: 'online',
          now: twoAhead,
        }),
      )[0],
    ).toBe('10:30');
    const evening = at(MONDAY, '18:00');
    expect(
      freeSlots({ schedules: [doctor()], busy: [], from: MONDAY, to: MONDAY, mode: 'online', now: evening }),
    ).toEqual([]);
  });

  it('skips days off and weekdays without hours', () => {
    const off = doctor({ daysOff: new Set([MONDAY]) });
    expect(
      freeSlots({ schedules: [off], busy: [], from: MONDAY, to: MONDAY, mode: 'online', now: early }),
    ).toEqual([]);
    // Tuesday has no range.
    expect(
      freeSlots({
        schedules: [doctor()],
        busy: [],
        from: '2030-01-15',
        to: '2030-01-15',
        mode: 'online',
        now: early,
      }),
    ).toEqual([]);
    // A week: only Monday.
    const week = freeSlots({
      schedules: [doctor()],
      busy: [],
      from: MONDAY,
      to: '2030-01-20',
      mode: 'online',
      now: early,
    });
    expect(new Set(week.map((s) => s.start.slice(0, 10)))).toEqual(new Set([MONDAY]));
  });

  it('offers a range only in its mode (both = either)', () => {
    const online = doctor({ ranges: [{ weekday: 1, startMinute: 540, endMinute: 630, mode: 'online' }] });
    expect(
      starts(
        freeSlots({ schedules: [online], busy: [], from: MONDAY, to: MONDAY, mode: 'online', now: early }),
      ),
    ).toEqual(['09:00', '09:45']);
    expect(
      freeSlots({ schedules: [online], busy: [], from: MONDAY, to: MONDAY, mode: 'home', now: early }),
    ).toEqual([]);
    expect(candidateSlots(doctor(), MONDAY, 'home')).toHaveLength(5);
  });

  it('leaves out booked times, and keeps 30 min of travel between two home visits only', () => {
    const busy: BusyTime[] = [
      { doctorId: '9000000001', start: at(MONDAY, '10:30'), end: at(MONDAY, '11:15'), mode: 'home' },
    ];
    const input = { schedules: [doctor()], busy, from: MONDAY, to: MONDAY, now: early };
    expect(starts(freeSlots({ ...input, mode: 'online' }))).toEqual(['09:00', '09:45', '11:15', '12:00']);
    expect(starts(freeSlots({ ...input, mode: 'home' }))).toEqual(['09:00', '12:00']);
    // Another doctor's appointment takes nothing from this one.
    const other = [{ ...busy[0]!, doctorId: '9000000002' }];
    expect(starts(freeSlots({ ...input, busy: other, mode: 'home' }))).toHaveLength(5);
  });

  it('lists several doctors in time order', () => {
    const second = doctor({
      id: '9000000002',
      publicId: 'dr-rahul-mehta',
      name: 'Dr. Rahul Mehta',
      slotMinutes: 30,
      ranges: [{ weekday: 1, startMinute: 600, endMinute: 660, mode: 'both' }],
    });
    const slots = freeSlots({
      schedules: [doctor(), second],
      busy: [],
      from: MONDAY,
      to: MONDAY,
      mode: 'online',
      now: early,
    });
    expect(slots.map((s) => `${s.start.slice(11, 16)} ${s.doctor_id}`)).toEqual([
      '09:00 dr-asha-rao',
      '09:45 dr-asha-rao',
      '10:00 dr-rahul-mehta',
      '10:30 dr-asha-rao',
      '10:30 dr-rahul-mehta',
      '11:15 dr-asha-rao',
      '12:00 dr-asha-rao',
    ]);
  });
});

describe('home visits that know the road (issue 28)', () => {
  // 560001 (MG Road, Bengaluru) to 560066 (Whitefield): 16.4 km straight, 70 minutes by road; to 560038
  // (Indiranagar): 4.6 km, 20 minutes, under the 30-minute floor.
  const visit = (start: string, end: string, pincode: string): BusyTime => ({
    doctorId: '9000000001',
    start: at(MONDAY, start),
    end: at(MONDAY, end),
    mode: 'home',
    pincode,
  });
  const homeSlots = (schedule: DoctorSchedule, busy: BusyTime[], pincode?: string) =>
    starts(
      freeSlots({ schedules: [schedule], busy, from: MONDAY, to: MONDAY, mode: 'home', now: early, pincode }),
    );

  it('keeps the 30-minute floor when the road is shorter, and the road when it is longer', () => {
    const busy = [visit('10:30', '11:15', '560001')];
    expect(homeSlots(doctor(), busy, '560038')).toEqual(['09:00', '12:00']);
    // 45 minutes between the visits is not enough for a 70-minute drive, before or after.
    expect(homeSlots(doctor(), busy, '560066')).toEqual([]);
    // Without a PIN the floor alone decides (the old answer).
    expect(homeSlots(doctor(), busy)).toEqual(['09:00', '12:00']);
  });

  it('counts the road from the day’s starting PIN to the first visit, from when the home hours open', () => {
    const fromMgRoad = doctor({ home: { startPincode: '560001', fees: new Map() } });
    expect(homeSlots(fromMgRoad, [], '560066')).toEqual(['10:30', '11:15', '12:00']);
    expect(homeSlots(fromMgRoad, [], '560001')).toEqual(['09:00', '09:45', '10:30', '11:15', '12:00']);
  });

  it('offers nothing at a PIN outside the doctor’s service areas', () => {
    const areas = doctor({ home: { startPincode: '560001', fees: new Map([['560001', 0]]) } });
    expect(homeSlots(areas, [], '560066')).toEqual([]);
    expect(homeSlots(areas, [], '560001')).toHaveLength(5);
  });

  it('ignores travel for online sessions', () => {
    const busy = [visit('10:30', '11:15', '560066')];
    const online = freeSlots({
      schedules: [doctor({ home: { startPincode: '560001', fees: new Map([['560001', 0]]) } })],
      busy,
      from: MONDAY,
      to: MONDAY,
      mode: 'online',
      now: early,
      pincode: '560001',
    });
    expect(starts(online)).toEqual(['09:00', '09:45', '11:15', '12:00']);
  });
});
