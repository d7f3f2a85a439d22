/**
 * The scheduling facts the patient area (mf-booking) and the doctor's dashboard (mf-doctor) both show, one
 * rule each (issue 27 point 4): which sessions are upcoming, past or cancelled ahead of time, how a session's
 * place and an order's state read, and what an order is called. Types only from the schemas: no zod at run time.
 */
import { formatDate, todayInIndia } from './dates';
import type { OrderStatus, TimeOfDay, TreatmentMode } from './constants';
import type { SessionCredits } from './scheduling';
import type { Appointment } from './schemas/orders';

export interface SessionLists {
  /** Scheduled and not over yet (a session in progress included), soonest first; undated ones last. */
  upcoming: Appointment[];
  /** Over (its end has come), given an outcome, or cancelled after its time: most recent first. */
  past: Appointment[];
  /** Cancelled before their time: the time was given back, so neither upcoming nor past. Soonest first. */
  cancelled: Appointment[];
}

const TIME_OF_DAY_MINUTES: Record<TimeOfDay, number> = {
  morning: 9 * 60,
  afternoon: 13 * 60,
  evening: 17 * 60,
};

/**
 * When a session starts, as a number to sort and compare: its start; for a session with only a date (booked
 * before times existed), that day in India at its part of the day; undated sessions sort after every dated one.
 */
function startsAt(a: Appointment): number {
  if (a.start) return Date.parse(a.start);
  if (!a.date) return Number.POSITIVE_INFINITY;
  const minutes = a.time_of_day ? TIME_OF_DAY_MINUTES[a.time_of_day] : 0;
  return Date.parse(`${a.date}T00:00:00+05:30`) + minutes * 60_000;
}

/** When it ends: its end; a date-only session lasts until the end of its day; undated ones never end. */
function endsAt(a: Appointment): number {
  if (a.end) return Date.parse(a.end);
  if (a.start) return Date.parse(a.start);
  if (!a.date) return Number.POSITIVE_INFINITY;
  return Date.parse(`${a.date}T00:00:00+05:30`) + 86_400_000;
}

/**
 * Splits a list of sessions for display at `now`:
 * - a hold (an order not paid yet) is not a session: in no list;
 * - scheduled and its end still ahead (in progress included) or not dated yet → upcoming;
 * - scheduled whose end has come (exactly now included), completed, no-show → past;
 * - cancelled: past when its time has come, else cancelled (a freed future time, not a past session).
 */
export function splitSessions(list: readonly Appointment[], now: Date | number): SessionLists {
  const at = typeof now === 'number' ? now : now.getTime();
  const lists: SessionLists = { upcoming: [], past: [], cancelled: [] };
  for (const a of list) {
    if (a.status === 'held') continue;
    const over = endsAt(a) <= at;
    if (a.status === 'scheduled') (over ? lists.past : lists.upcoming).push(a);
    else if (a.status === 'cancelled') (startsAt(a) <= at ? lists.past : lists.cancelled).push(a);
    else lists.past.push(a);
  }
  const soonest = (x: Appointment, y: Appointment) =>
    startsAt(x) - startsAt(y) || x.created_at.localeCompare(y.created_at);
  lists.upcoming.sort(soonest);
  lists.cancelled.sort(soonest);
  lists.past.sort((x, y) => soonest(y, x));
  return lists;
}

/** Whether the session has begun at `now` (the doctor may give its outcome; it may be in progress). */
export const hasStarted = (a: Pick<Appointment, 'start'>, now: Date | number): boolean =>
  a.start !== null && (typeof now === 'number' ? now : now.getTime()) >= Date.parse(a.start);

/** "Online session", or "Home visit: 12 MG Road, Indiranagar - 560038" ("Home visit" without an address). */
export function placeLabel(a: Pick<Appointment, 'mode' | 'address' | 'pincode'>): string {
  if (a.mode !== 'home') return 'Online session';
  if (!a.address) return 'Home visit';
  return `Home visit: ${a.address}${a.pincode ? ` - ${a.pincode}` : ''}`;
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Awaiting payment',
  attempted: 'Payment not completed',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
};

const MODE_NOUNS: Record<TreatmentMode, [string, string]> = {
  online: ['Online session', 'Online sessions'],
  home: ['Home visit', 'Home visits'],
};

/** "3 online sessions", "1 home visit". */
export const sessionsOf = (count: number, mode: TreatmentMode): string =>
  `${count} ${MODE_NOUNS[mode][count === 1 ? 0 : 1].toLowerCase()}`;

/**
 * What an order is called wherever it is listed (orders, credits, refunds): what it bought, with whom and when,
 * e.g. "3 online sessions with Dr. Asha Rao · 27 Nov 2026". The doctor is left out until one is assigned.
 */
export function orderLabel(o: {
  quantity: number;
  mode: TreatmentMode;
  doctor_name?: string | null;
  /** When it was paid (else placed). */
  date?: string | null;
  /** The session package it bought, by name. */
  package_name?: string | null;
}): string {
  const withWhom = o.doctor_name ? ` with ${o.doctor_name}` : '';
  const bought = o.package_name ? `${o.package_name}: ` : '';
  return `${bought}${sessionsOf(o.quantity, o.mode)}${withWhom}${o.date ? ` · ${formatDate(o.date)}` : ''}`;
}

/**
 * How an order's credits stand: "1 of 3 sessions scheduled · 1 refunded · 1 to schedule". Refunded credits are
 * neither scheduled nor left, so the three parts always add up to the order's sessions.
 */
export function creditSummary(
  c: Pick<SessionCredits, 'total' | 'scheduled' | 'refunded' | 'remaining'>,
): string {
  const parts = [`${c.scheduled} of ${c.total} ${c.total === 1 ? 'session' : 'sessions'} scheduled`];
  if (c.refunded > 0) parts.push(`${c.refunded} refunded`);
  if (c.remaining > 0) parts.push(`${c.remaining} to schedule`);
  return parts.join(' · ');
}

/** Whether an order's sessions are past their last valid day (`valid_until`): they can no longer be scheduled. */
export const creditsExpired = (c: Pick<SessionCredits, 'valid_until'>, now: Date = new Date()): boolean =>
  !!c.valid_until && todayInIndia(now) > c.valid_until;

/**
 * Until when an order's unused sessions can be used, while some are left: "Use by 27 May 2027", or once that day
 * has passed "Expired on 27 May 2027: the unused sessions can still be refunded". Null when nothing is left.
 */
export function creditValidity(
  c: Pick<SessionCredits, 'valid_until' | 'remaining' | 'package_name'>,
  now: Date = new Date(),
): string | null {
  if (c.remaining <= 0 || !c.valid_until) return null;
  const day = formatDate(c.valid_until);
  if (!creditsExpired(c, now)) return `Use by ${day}`;
  return c.package_name
    ? `Expired on ${day}: the unused sessions of this package can no longer be used or refunded`
    : `Expired on ${day}: the unused sessions can still be refunded`;
}

/** Unused sessions are refundable, except a package's once its last day has passed (orders stay refundable). */
export const creditsRefundable = (
  c: Pick<SessionCredits, 'valid_until' | 'remaining' | 'package_name'>,
  now: Date = new Date(),
): boolean => c.remaining > 0 && !(c.package_name && creditsExpired(c, now));
