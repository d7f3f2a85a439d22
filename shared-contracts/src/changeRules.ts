/**
 * The rules of issue 18 that both remotes show (DESIGN.md §3a): may the patient still move or cancel a
 * session online, may the doctor give its outcome yet, and the words for a session's and a refund's
 * state. The API decides (TOO_LATE); these only choose what a screen offers. No zod at run time here
 * (types only), so a page that only shows states stays small; the doctor's form schema is in changeForms.ts.
 */
import { CHANGES } from './changeLimits';
import type { AppointmentChange, RefundStatus } from './changes';
import type { AppointmentStatus, SessionCredits } from './scheduling';

const HOUR = 3_600_000;
const at = (now: number | Date) => (typeof now === 'number' ? now : now.getTime());

/** Whether `start` is at least `hours` after `now` (an unknown start is never inside a window). */
const atLeastBefore = (start: string, now: number | Date, hours: number) =>
  Date.parse(start) - at(now) >= hours * HOUR;

/** The patient may move this session online: its start is CHANGES.patientRescheduleHours (12 h) or more away. */
export const canPatientReschedule = (start: string, now: number | Date): boolean =>
  atLeastBefore(start, now, CHANGES.patientRescheduleHours);

/** The patient may cancel this session online (the credit comes back): CHANGES.patientCancelHours (24 h) or more away. */
export const canPatientCancel = (start: string, now: number | Date): boolean =>
  atLeastBefore(start, now, CHANGES.patientCancelHours);

/** The doctor may mark a session completed or no-show: it has started. */
export const canMarkOutcome = (start: string, now: number | Date): boolean => at(now) >= Date.parse(start);

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  held: 'Held',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/**
 * A session's status as people read it: a scheduled session without a day yet (a call-back booking, a credit
 * not yet given a time) reads "To be scheduled", never "Scheduled" beside an empty date.
 */
export const appointmentStatusLabel = (a: {
  status: AppointmentStatus;
  start?: string | null;
  date?: string | null;
}): string =>
  a.status === 'scheduled' && !a.start && !a.date ? 'To be scheduled' : APPOINTMENT_STATUS_LABELS[a.status];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund in progress',
  processed: 'Refunded',
  failed: 'Refund failed',
};

/**
 * What the patient reads about the doctor's last change of a session: "Moved by your physiotherapist:
 * <reason>" or "Cancelled by your physiotherapist: <reason>"; null when the patient made the change or
 * nothing was changed.
 */
export function doctorChangeNote(change: AppointmentChange | null | undefined): string | null {
  if (!change || change.by !== 'doctor') return null;
  const verb = change.kind === 'rescheduled' ? 'Moved' : change.kind === 'cancelled' ? 'Cancelled' : null;
  if (!verb) return null;
  const reason = change.reason?.trim();
  return `${verb} by your physiotherapist${reason ? `: ${reason}` : ''}`;
}

/** The id `POST /api/orders/{id}/refund` and the refunds know an order by: the provider's (`order_…`), as `GET /api/orders` lists it. */
export const refundOrderId = (credit: Pick<SessionCredits, 'order_id' | 'provider_order_id'>): string =>
  credit.provider_order_id ?? credit.order_id;

/** The credits of one order of `GET /api/orders` (by the provider's id or ours). */
export const creditsOfOrder = (credits: SessionCredits[], orderId: string): SessionCredits | undefined =>
  credits.find((c) => refundOrderId(c) === orderId || c.order_id === orderId);
