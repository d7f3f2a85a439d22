import type { Appointment } from './schemas/orders';
import {
  creditSummary,
  creditValidity,
  creditsRefundable,
  hasStarted,
  orderLabel,
  ORDER_STATUS_LABELS,
  placeLabel,
  splitSessions,
} from './sessionLists';

const NOW = Date.parse('2030-03-10T10:00:00+05:30');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

let n = 0;
function session(over: Partial<Appointment>): Appointment {
  n += 1;
  return {
    id: `a${n}`,
    patient_id: '9876543210',
    patient_name: 'Ravi Kumar',
    doctor_id: '9000000001',
    order_id: 'o1',
    mode: 'online',
    address: null,
    pincode: null,
    date: null,
    time_of_day: null,
    sessions: 1,
    status: 'scheduled',
    start: null,
    end: null,
    join_url: null,
    hold_expires_at: null,
    created_at: '2030-03-01T00:00:00.000Z',
    ...over,
  };
}
const ids = (list: Appointment[]) => list.map((a) => a.id);

describe('splitSessions: the one past/upcoming rule of both remotes', () => {
  const hold = session({ id: 'hold', status: 'held', start: at(60), end: at(105) });
  const inProgress = session({ id: 'in-progress', start: at(-20), end: at(25) });
  const endingNow = session({ id: 'ending-now', start: at(-45), end: at(0) });
  const later = session({ id: 'later', start: at(24 * 60), end: at(24 * 60 + 45) });
  const undated = session({ id: 'undated' });
  const cancelledAhead = session({
    id: 'cancelled-ahead',
    status: 'cancelled',
    start: at(120),
    end: at(165),
  });
  const cancelledBefore = session({
    id: 'cancelled-before',
    status: 'cancelled',
    start: at(-300),
    end: at(-255),
  });
  const completedEarly = session({ id: 'completed', status: 'completed', start: at(-10), end: at(35) });
  const noShow = session({ id: 'no-show', status: 'no_show', start: at(-2000), end: at(-1955) });
  const legacyToday = session({ id: 'legacy-today', date: '2030-03-10', time_of_day: 'morning' });
  const legacyYesterday = session({ id: 'legacy-yesterday', date: '2030-03-09', time_of_day: 'evening' });
  const { upcoming, past, cancelled } = splitSessions(
    [
      hold,
      inProgress,
      endingNow,
      later,
      undated,
      cancelledAhead,
      cancelledBefore,
      completedEarly,
      noShow,
      legacyToday,
      legacyYesterday,
    ],
    NOW,
  );

  it('leaves a hold out of every list: an unpaid order is not a session', () => {
    expect([...upcoming, ...past, ...cancelled].map((a) => a.id)).not.toContain('hold');
  });

  it('keeps a session in progress upcoming and puts one ending exactly now in the past', () => {
    expect(ids(upcoming)).toContain('in-progress');
    expect(ids(past)).toContain('ending-now');
    expect(ids(upcoming)).not.toContain('ending-now');
  });

  it('lists a session cancelled ahead of its time apart, never under past', () => {
    expect(ids(cancelled)).toEqual(['cancelled-ahead']);
    expect(ids(past)).not.toContain('cancelled-ahead');
    expect(ids(past)).toContain('cancelled-before');
  });

  it('orders upcoming soonest first with undated ones last, and past most recent first', () => {
    expect(ids(upcoming)).toEqual(['legacy-today', 'in-progress', 'later', 'undated']);
    expect(ids(past)).toEqual(['completed', 'ending-now', 'cancelled-before', 'legacy-yesterday', 'no-show']);
  });

  it('reads the same at a Date as at a number', () => {
    expect(splitSessions([inProgress, endingNow], new Date(NOW))).toEqual(
      splitSessions([inProgress, endingNow], NOW),
    );
  });

  it('knows when a session has started', () => {
    expect(hasStarted(inProgress, NOW)).toBe(true);
    expect(hasStarted(later, NOW)).toBe(false);
    expect(hasStarted(undated, NOW)).toBe(false);
  });
});

describe('the words of a session and an order', () => {
  it('names the place once for both remotes', () => {
    expect(placeLabel({ mode: 'online', address: null, pincode: null })).toBe('Online session');
    expect(placeLabel({ mode: 'home', address: '12 MG Road', pincode: '560038' })).toBe(
      'Home visit: 12 MG Road - 560038',
    );
    expect(placeLabel({ mode: 'home', address: null, pincode: null })).toBe('Home visit');
  });

  it('labels an order by what it bought, with whom and when', () => {
    expect(
      orderLabel({
        quantity: 3,
        mode: 'online',
        doctor_name: 'Dr. Asha Rao',
        date: '2026-11-27T04:00:00.000Z',
      }),
    ).toBe('3 online sessions with Dr. Asha Rao · 27 Nov 2026');
    expect(orderLabel({ quantity: 1, mode: 'home', doctor_name: null, date: '2026-11-27' })).toBe(
      '1 home visit · 27 Nov 2026',
    );
  });

  it('counts refunded credits apart from scheduled and remaining ones', () => {
    expect(creditSummary({ total: 3, scheduled: 2, refunded: 1, remaining: 0 })).toBe(
      '2 of 3 sessions scheduled · 1 refunded',
    );
    expect(creditSummary({ total: 2, scheduled: 0, refunded: 0, remaining: 2 })).toBe(
      '0 of 2 sessions scheduled · 2 to schedule',
    );
  });

  it('says until when unused sessions can be used, and that expired ones are still refundable', () => {
    const now = new Date('2030-03-10T10:00:00+05:30');
    const left = { remaining: 2, valid_until: '2030-03-10' };
    expect(creditValidity(left, now)).toBe('Use by 10 Mar 2030');
    expect(creditValidity(left, new Date('2030-03-10T23:59:00+05:30'))).toBe('Use by 10 Mar 2030');
    expect(creditValidity(left, new Date('2030-03-11T00:00:00+05:30'))).toBe(
      'Expired on 10 Mar 2030: the unused sessions can still be refunded',
    );
    expect(creditValidity({ remaining: 0, valid_until: '2030-03-10' }, now)).toBeNull();
    expect(creditValidity({ remaining: 2, valid_until: null }, now)).toBeNull();
  });

  it('says a package’s expired sessions can be neither used nor refunded; an order’s stay refundable', () => {
    const pkg = { remaining: 3, valid_until: '2030-03-10', package_name: 'Knee rehab' };
    const order = { remaining: 3, valid_until: '2030-03-10', package_name: null };
    const after = new Date('2030-03-11T00:00:00+05:30');
    const onTheDay = new Date('2030-03-10T23:59:00+05:30');
    expect(creditValidity(pkg, onTheDay)).toBe('Use by 10 Mar 2030');
    expect(creditValidity(pkg, after)).toBe(
      'Expired on 10 Mar 2030: the unused sessions of this package can no longer be used or refunded',
    );
    expect(creditsRefundable(pkg, onTheDay)).toBe(true);
    expect(creditsRefundable(pkg, after)).toBe(false);
    expect(creditsRefundable(order, after)).toBe(true);
    expect(creditsRefundable({ ...order, remaining: 0 }, onTheDay)).toBe(false);
    expect(
      orderLabel({ quantity: 10, mode: 'online', doctor_name: 'Dr. Asha Rao', package_name: 'Knee rehab' }),
    ).toBe('Knee rehab: 10 online sessions with Dr. Asha Rao');
  });

  it('has one label per order state', () => {
    expect(ORDER_STATUS_LABELS.attempted).toBe('Payment not completed');
  });
});
