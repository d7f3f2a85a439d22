import { api } from '@physio/shared-auth';
import { formatClockIst, type Appointment, type Order } from '@physio/shared-contracts';
import { DetailList, InlineMessage, Spinner, useLoad, useMessages } from '@physio/shared-ui';
import { CalendarButton } from '../patient-area/CalendarButton';
import { useSessionWords } from '../../lib/sessionWords';
import { resultCatalog } from './resultMessages';

/** The session's rows: a dated one with its time in IST, else the booking's preferred day or the call-back. */
function SessionRows({ appointment }: { appointment: Appointment | null }) {
  const start = appointment?.start ?? null;
  const t = useMessages(resultCatalog);
  const words = useSessionWords();
  return (
    <>
      <dt>{t('appointmentDate')}</dt>
      <dd>
        {start ? words.date(start) : appointment?.date ? words.date(appointment.date) : t('callToFixDate')}
      </dd>
      <dt>{t('appointmentTime')}</dt>
      <dd>{start ? formatClockIst(start) : words.timeOfDay(appointment?.time_of_day)}</dd>
      {appointment?.doctor_name && (
        <>
          <dt>{t('physiotherapist')}</dt>
          <dd>{appointment.doctor_name}</dd>
        </>
      )}
      {appointment?.mode === 'home' && appointment.address && (
        <>
          <dt>{t('place')}</dt>
          <dd>{words.place(appointment)}</dd>
        </>
      )}
      {appointment?.join_url && (
        <>
          <dt>{t('videoCall')}</dt>
          <dd>
            <a href={appointment.join_url} target="_blank" rel="noopener noreferrer">
              {appointment.join_url}
            </a>{' '}
            {t('opensBefore')}
          </dd>
        </>
      )}
    </>
  );
}

/**
 * What a payment just booked, for the result pages' few seconds: the order (its id first when `showId`),
 * the session's date and time in IST, its physiotherapist, the video link of an online session and
 * "Add to calendar". The order is read with the patient's session; without one only the id is shown.
 */
export function BookedSession({ orderId, showId = false }: { orderId: string | null; showId?: boolean }) {
  const t = useMessages(resultCatalog);
  const order = useLoad(orderId, () =>
    api.orders.get({ params: { id: orderId ?? '' } }, t('bookingNotLoaded')),
  );
  const loaded: Order | null = order.status === 'ready' ? order.data : null;
  const appointment = loaded?.appointment ?? null;
  return (
    <>
      <DetailList aria-label={t('yourSession')}>
        {showId && (
          <>
            <dt>{t('orderId')}</dt>
            <dd>{orderId ?? t('notAvailable')}</dd>
          </>
        )}
        {(loaded || showId) && <SessionRows appointment={appointment} />}
      </DetailList>
      {orderId && order.status === 'loading' && <Spinner label={t('loadingSession')} />}
      {order.status === 'error' && <InlineMessage tone="info">{t('sessionNotLoaded')}</InlineMessage>}
      {appointment?.start && appointment.status === 'scheduled' && (
        <CalendarButton appointmentId={appointment.id} />
      )}
    </>
  );
}
