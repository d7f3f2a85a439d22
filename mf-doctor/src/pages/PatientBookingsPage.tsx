import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  CardList,
  LoadFailure,
  Spinner,
  useDocumentMeta,
  useLoad,
  DetailList,
} from '@physio/shared-ui';
import { OrderCard, RefundAction } from '@physio/shared-ui/sessions';
import {
  creditsOfOrder,
  formatRupees,
  splitSessions,
  type Order,
  type SessionCredits,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { AppointmentCard, AppointmentGrid } from '../features/appointments/AppointmentCard';

const Wrap = styled.section`
  max-width: 64rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: grid;
  gap: 1rem;
`;

const OrderGrid = styled(CardList).attrs({ $min: '20rem' })``;

function Problem({ text }: { text: string }) {
  return (
    <>
      <dt>Problem</dt>
      <dd>{text}</dd>
    </>
  );
}

/** /user/bookings/:id — doctors only: one patient's profile summary, bookings and orders. */
export default function PatientBookingsPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Patient bookings',
    description: "A patient's bookings and orders.",
    path: to.patientBookings(id),
  });
  const patient = useLoad(id, () => api.users.get({ params: { id } }, 'Could not load the patient.'));
  const orders = useLoad(id, () =>
    api.orders.list({ query: { patient_id: id } }, 'Could not load the orders.'),
  );
  const appointments = useLoad(id, () =>
    api.users.appointments({ params: { id } }, 'Could not load the appointments.'),
  );
  // Upcoming first (soonest first), then those cancelled ahead of time, then the past: the rule of both remotes.
  const split = splitSessions(appointments.status === 'ready' ? appointments.data.data : [], Date.now());
  const bookings = [...split.upcoming, ...split.cancelled, ...split.past];
  const credits: SessionCredits[] = appointments.status === 'ready' ? appointments.data.credits : [];
  // A paid order with unused sessions: the doctor may refund them (the server quotes the amount first).
  const refundOf = (order: Order) => {
    const credit = order.status === 'paid' ? creditsOfOrder(credits, order.id) : undefined;
    if (!credit || credit.remaining <= 0) return null;
    return (
      <RefundAction
        label="Refund unused sessions"
        quote={() => api.refunds.quote({ params: { id: order.id } }, 'Could not work out the refund.')}
        request={() =>
          api.refunds.create({ params: { id: order.id }, body: {} }, 'Could not refund the sessions.')
        }
      />
    );
  };
  const list =
    orders.status === 'ready'
      ? [...(orders.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at))
      : [];

  return (
    <Wrap aria-labelledby="bookings-title">
      <h1 id="bookings-title">Patient bookings</h1>
      <Card>
        {patient.status === 'loading' && <Spinner label="Loading patient" />}
        {patient.status === 'error' && <LoadFailure message={patient.message} retry={patient.reload} />}
        {patient.status === 'ready' && (
          <DetailList>
            <dt>Name</dt>
            <dd>{patient.data.name}</dd>
            <dt>Patient id</dt>
            <dd>{patient.data.id}</dd>
            <dt>Mobile</dt>
            <dd>+91 {patient.data.mobile}</dd>
            <dt>Email ID</dt>
            <dd>{patient.data.email}</dd>
            <dt>Plan</dt>
            <dd>
              {patient.data.plan_set === false
                ? 'Not set yet'
                : `${patient.data.sessions} ${patient.data.sessions === 1 ? 'session' : 'sessions'} at ${formatRupees(patient.data.price)} each`}
              {patient.data.new_user ? ' (first-time patient)' : ''}
            </dd>
          </DetailList>
        )}
      </Card>
      <h2>Bookings</h2>
      {appointments.status === 'loading' && <Spinner label="Loading bookings" />}
      {appointments.status === 'error' && (
        <LoadFailure message={appointments.message} retry={appointments.reload} />
      )}
      {appointments.status === 'ready' && bookings.length === 0 && <p>This patient has no bookings yet.</p>}
      {bookings.length > 0 && (
        <AppointmentGrid>
          {bookings.map((a) => (
            <AppointmentCard key={a.id} a={a} headingLevel={3} ofPatient />
          ))}
        </AppointmentGrid>
      )}
      <h2>Orders</h2>
      {orders.status === 'loading' && <Spinner label="Loading orders" />}
      {orders.status === 'error' && <LoadFailure message={orders.message} retry={orders.reload} />}
      {orders.status === 'ready' && list.length === 0 && <p>This patient has no orders yet.</p>}
      {list.length > 0 && (
        <OrderGrid>
          {list.map((o) => (
            <li key={o.id}>
              <OrderCard order={o} extra={o.description && <Problem text={o.description} />}>
                {refundOf(o)}
              </OrderCard>
            </li>
          ))}
        </OrderGrid>
      )}
      <div>
        <ButtonLink to={to.patientDashboard(id)} variant="ghost">
          ← Patient dashboard
        </ButtonLink>
      </div>
    </Wrap>
  );
}
