import { formatClockIst, formatDate } from '@physio/shared-contracts';
import { DetailList, useLocale, useMessages } from '@physio/shared-ui';
import type { BookingState } from '../../lib/navigationState';
import { useSessionWords } from '../../lib/sessionWords';
import { problemCatalog } from './bookingMessages';
import { summaryCatalog } from './summaryMessages';

/** A booking as the patient made it: who, what, how, and the session's time (IST) or the call-back. */
export function BookingSummary({
  booking,
  withContact = true,
}: {
  booking: BookingState;
  withContact?: boolean;
}) {
  const t = useMessages(summaryCatalog);
  const locale = useLocale();
  const words = useSessionWords();
  const { mode, address, pincode, preferred_date, preferred_time } = booking.booking;
  return (
    <DetailList aria-label={t('details')}>
      {withContact && (
        <>
          <dt>{t('name')}</dt>
          <dd>{booking.name}</dd>
          <dt>{t('email')}</dt>
          <dd>{booking.email}</dd>
        </>
      )}
      <dt>{t('problem')}</dt>
      <dd>{problemCatalog.translateText(locale, booking.description)}</dd>
      <dt>{t('sessions')}</dt>
      <dd>{booking.quantity}</dd>
      <dt>{t('treatment')}</dt>
      <dd>
        {mode === 'home'
          ? t('homeTreatment', { address: address ?? '', pincode: pincode ?? '' })
          : t('onlineSession')}
      </dd>
      {booking.slot ? (
        <>
          <dt>{t('session')}</dt>
          <dd>
            {t('sessionWith', {
              date: formatDate(booking.slot.start, locale),
              time: formatClockIst(booking.slot.start),
              doctor: booking.slot.doctor_name,
            })}
          </dd>
        </>
      ) : preferred_date || preferred_time ? (
        <>
          <dt>{t('preferredSlot')}</dt>
          <dd>
            {preferred_date ? formatDate(preferred_date, locale) : t('anyDay')}
            {preferred_time ? `, ${words.timeOfDay(preferred_time)}` : ''}
          </dd>
        </>
      ) : (
        <>
          <dt>{t('session')}</dt>
          <dd>{t('callToFix')}</dd>
        </>
      )}
    </DetailList>
  );
}
