import {
  creditsExpired,
  formatDate,
  formatDateTime,
  TIMES_OF_DAY,
  type Appointment,
  type AppointmentChange,
  type AppointmentStatus,
  type OrderStatus,
  type SessionCredits,
  type TimeOfDay,
  type TreatmentMode,
} from '@physio/shared-contracts';
import { defineCatalog, useLocale, useMessages } from '@physio/shared-ui';

/**
 * The words shared-contracts' helpers write about a session and an order (formatTimeOfDay, placeLabel, the status
 * labels, doctorChangeNote, seriesMark, dependantLabel, orderLabel, creditSummary, creditValidity): English exactly
 * as they write it, and Hindi, for the patient pages that show a session or an order.
 */
export const sessionWordsCatalog = defineCatalog(
  'sessionWords',
  {
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
    timeToBeConfirmed: 'Time to be confirmed',
    onlineSession: 'Online session',
    homeVisit: 'Home visit',
    homeVisitAt: 'Home visit: {place}',
    order_created: 'Awaiting payment',
    order_attempted: 'Payment not completed',
    order_paid: 'Paid',
    order_failed: 'Payment failed',
    order_expired: 'Expired',
    appointment_held: 'Held',
    appointment_scheduled: 'Scheduled',
    appointment_completed: 'Completed',
    appointment_cancelled: 'Cancelled',
    appointment_no_show: 'No-show',
    toBeScheduled: 'To be scheduled',
    movedByDoctor: 'Moved by your physiotherapist',
    movedByDoctorWhy: 'Moved by your physiotherapist: {reason}',
    cancelledByDoctor: 'Cancelled by your physiotherapist',
    cancelledByDoctorWhy: 'Cancelled by your physiotherapist: {reason}',
    series: 'Series {position}/{size}',
    relation_parent: 'Parent',
    relation_child: 'Child',
    relation_spouse: 'Spouse',
    relation_sibling: 'Brother or sister',
    relation_grandparent: 'Grandparent',
    relation_other: 'Other',
    dependant: '{name} ({relation}, {age})',
    online_one: '{count} online session',
    online_many: '{count} online sessions',
    home_one: '{count} home visit',
    home_many: '{count} home visits',
    sessionsWith: '{sessions} with {doctor}',
    scheduledOf_one: '{scheduled} of {total} session scheduled',
    scheduledOf_many: '{scheduled} of {total} sessions scheduled',
    refunded: '{count} refunded',
    toSchedule: '{count} to schedule',
    useBy: 'Use by {day}',
    expiredPackage: 'Expired on {day}: the unused sessions of this package can no longer be used or refunded',
    expiredOrder: 'Expired on {day}: the unused sessions can still be refunded',
  },
  () => import('./sessionWords.hi').then((m) => ({ default: m.sessionWordsCatalog })),
);

const isTimeOfDay = (value: string): value is TimeOfDay =>
  (TIMES_OF_DAY as readonly string[]).includes(value);
const RELATIONS = ['parent', 'child', 'spouse', 'sibling', 'grandparent', 'other'] as const;
const isRelation = (value: string): value is (typeof RELATIONS)[number] =>
  (RELATIONS as readonly string[]).includes(value);

/** shared-contracts' session and order words in the page's language (English: exactly as those helpers write). */
export function useSessionWords() {
  const t = useMessages(sessionWordsCatalog);
  const locale = useLocale();
  const date = (value: string | null | undefined) => formatDate(value, locale);
  const sessionsOf = (count: number, mode: TreatmentMode) =>
    t(`${mode}_${count === 1 ? 'one' : 'many'}`, { count });
  return {
    t,
    locale,
    date,
    /** formatDateTime ("22 Nov 2026, 3:05 pm IST"); in Hindi the day in Devanagari and the same time. */
    dateTime: (value: string | null | undefined) => formatDateTime(value, locale),
    timeOfDay: (value: string | null | undefined) =>
      !value ? t('timeToBeConfirmed') : isTimeOfDay(value) ? t(value) : value,
    place: (a: Pick<Appointment, 'mode' | 'address' | 'pincode'>) =>
      a.mode !== 'home'
        ? t('onlineSession')
        : !a.address
          ? t('homeVisit')
          : t('homeVisitAt', { place: `${a.address}${a.pincode ? ` - ${a.pincode}` : ''}` }),
    orderStatus: (status: OrderStatus) => t(`order_${status}`),
    appointmentStatus: (status: AppointmentStatus) => t(`appointment_${status}`),
    /** appointmentStatusLabel: a scheduled session without a day reads "To be scheduled". */
    appointmentStatusOf: (a: { status: AppointmentStatus; start?: string | null; date?: string | null }) =>
      a.status === 'scheduled' && !a.start && !a.date ? t('toBeScheduled') : t(`appointment_${a.status}`),
    doctorChangeNote: (change: AppointmentChange | null | undefined) => {
      if (!change || change.by !== 'doctor') return null;
      const verb =
        change.kind === 'rescheduled'
          ? 'movedByDoctor'
          : change.kind === 'cancelled'
            ? 'cancelledByDoctor'
            : null;
      if (!verb) return null;
      const reason = change.reason?.trim();
      return reason ? t(`${verb}Why`, { reason }) : t(verb);
    },
    seriesMark: (a: { series?: { position: number; size: number } | null }) =>
      a.series ? t('series', { position: a.series.position, size: a.series.size }) : null,
    /** A family member's relation to the account holder: "Parent" / "माता/पिता"; an unknown one as it is. */
    relation: (relation: string) => (isRelation(relation) ? t(`relation_${relation}`) : relation),
    dependant: (d: { name: string; relation: string; age: number }) =>
      t('dependant', {
        name: d.name,
        relation: isRelation(d.relation) ? t(`relation_${d.relation}`) : d.relation,
        age: d.age,
      }),
    sessionsOf,
    orderLabel: (o: {
      quantity: number;
      mode: TreatmentMode;
      doctor_name?: string | null;
      date?: string | null;
      package_name?: string | null;
    }) => {
      const sessions = sessionsOf(o.quantity, o.mode);
      const what = o.doctor_name ? t('sessionsWith', { sessions, doctor: o.doctor_name }) : sessions;
      return `${o.package_name ? `${o.package_name}: ` : ''}${what}${o.date ? ` · ${date(o.date)}` : ''}`;
    },
    creditSummary: (c: Pick<SessionCredits, 'total' | 'scheduled' | 'refunded' | 'remaining'>) => {
      const parts = [
        t(c.total === 1 ? 'scheduledOf_one' : 'scheduledOf_many', { scheduled: c.scheduled, total: c.total }),
      ];
      if (c.refunded > 0) parts.push(t('refunded', { count: c.refunded }));
      if (c.remaining > 0) parts.push(t('toSchedule', { count: c.remaining }));
      return parts.join(' · ');
    },
    creditValidity: (
      c: Pick<SessionCredits, 'valid_until' | 'remaining' | 'package_name'>,
      now = new Date(),
    ) => {
      if (c.remaining <= 0 || !c.valid_until) return null;
      const day = date(c.valid_until);
      if (!creditsExpired(c, now)) return t('useBy', { day });
      return t(c.package_name ? 'expiredPackage' : 'expiredOrder', { day });
    },
  };
}
