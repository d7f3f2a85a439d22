import {
  formatClockIst,
  formatDate,
  formatDateTime,
  TIMES_OF_DAY,
  type Appointment,
  type OrderStatus,
  type TimeOfDay,
} from '@physio/shared-contracts';
import { defineCatalog, useLocale, useMessages } from '@physio/shared-ui';

/**
 * The words shared-contracts' helpers write about a session (formatTimeOfDay, placeLabel, ORDER_STATUS_LABELS):
 * English exactly as they write it, and Hindi, for the patient pages that show a session or an order.
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
    created: 'Awaiting payment',
    attempted: 'Payment not completed',
    paid: 'Paid',
    failed: 'Payment failed',
    expired: 'Expired',
  },
  () => import('./sessionWords.hi').then((m) => ({ default: m.sessionWordsCatalog })),
);

const isTimeOfDay = (value: string): value is TimeOfDay =>
  (TIMES_OF_DAY as readonly string[]).includes(value);

/** formatTimeOfDay, placeLabel, the order's status and formatDate in the page's language. */
export function useSessionWords() {
  const t = useMessages(sessionWordsCatalog);
  const locale = useLocale();
  return {
    t,
    locale,
    date: (value: string | null | undefined) => formatDate(value, locale),
    /** formatDateTime ("22 Nov 2026, 3:05 pm IST"); in Hindi the day in Devanagari and the same time. */
    dateTime: (value: string | null | undefined) =>
      locale === 'en' || !value
        ? formatDateTime(value)
        : `${formatDate(value, locale)}, ${formatClockIst(value)}`,
    timeOfDay: (value: string | null | undefined) =>
      !value ? t('timeToBeConfirmed') : isTimeOfDay(value) ? t(value) : value,
    place: (a: Pick<Appointment, 'mode' | 'address' | 'pincode'>) =>
      a.mode !== 'home'
        ? t('onlineSession')
        : !a.address
          ? t('homeVisit')
          : t('homeVisitAt', { place: `${a.address}${a.pincode ? ` - ${a.pincode}` : ''}` }),
    orderStatus: (status: OrderStatus) => t(status),
  };
}
