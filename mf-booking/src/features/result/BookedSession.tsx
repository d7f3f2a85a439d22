import { api } from '@physio/shared-auth';
import {
  formatClockIst,
  formatDate,
  formatTimeOfDay,
  placeLabel,
  type Appointment,
  type Order,
} from '@physio/shared-contracts';
import { DetailList, InlineMessage, Spinner, useLoad } from '@physio/shared-ui';
import { CalendarButton } from '../patient-area/CalendarButton';

/** The session's rows: a dated one with its time in IST, else the booking's preferred day or the call-back. */
function SessionRows({ appointment }: { appointment: Appointment | null }) {
  const start = appointment?.start ?? null;
  return (
    <>
      <dt>Appointment date</dt>
      <dd>
        {start
          ? formatDate(start)
          : appointment?.date
            ? formatDate(appointment.date)
            : 'We will call you to fix the date'}
      </dd>
      <dt>Appointment time</dt>
      <dd>{start ? formatClockIst(start) : formatTimeOfDay(appointment?.time_of_day)}</dd>
      {appointment?.doctor_name && (
        <>
          <dt>Physiotherapist</dt>
          <dd>{appointment.doctor_name}</dd>
        </>
      )}
      {appointment?.mode === 'home' && appointment.address && (
        <>
          <dt>Place</dt>
          <dd>{placeLabel(appointment)}</dd>
        </>
      )}
      {appointment?.join_url && (
        <>
          <dt>Video call</dt>
          <dd>
            <a href={appointment.join_url} target="_blank" rel="noopener noreferrer">
              {appointment.join_url}
            </a>{' '}
            (opens 10 minutes before the start)
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
  const order = useLoad(orderId, () =>
    api.orders.get({ params: { id: orderId ?? '' } }, 'Could not load your booking'),
  );
  const loaded: Order | null = order.status === 'ready' ? order.data : null;
  const appointment = loaded?.appointment ?? null;
  return (
    <>
      <DetailList aria-label="Your session">
        {showId && (
          <>
            <dt>Order ID</dt>
            <dd>{orderId ?? 'Not available'}</dd>
          </>
        )}
        {(loaded || showId) && <SessionRows appointment={appointment} />}
      </DetailList>
      {orderId && order.status === 'loading' && <Spinner label="Loading your session…" />}
      {order.status === 'error' && (
        <InlineMessage tone="info">
          We could not load the session details right now; you will find them in your dashboard.
        </InlineMessage>
      )}
      {appointment?.start && appointment.status === 'scheduled' && (
        <CalendarButton appointmentId={appointment.id} />
      )}
    </>
  );
}
