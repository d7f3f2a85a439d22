import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, Stack } from '@physio/shared-ui';
import {
  formatRupees,
  orderTotalRupees,
  perSessionPrice,
  type PatientProfile,
} from '@physio/shared-contracts';
import { DetailList } from '@physio/shared-ui';

/** The plan the physiotherapist set (sessions × price) with Book sessions → /c/{id}. */
export function TreatmentPlan({ patient }: { patient: PatientProfile }) {
  if (patient.new_user) {
    return (
      <Card>
        <Stack>
          <h2>Treatment plan</h2>
          <p>Your physiotherapist sets your treatment plan after your first session.</p>
          <p>
            <Link to={PATHS.booking}>Book a session</Link>
          </p>
        </Stack>
      </Card>
    );
  }
  const perSession = perSessionPrice(patient);
  return (
    <Card>
      <Stack>
        <h2>Treatment plan</h2>
        <DetailList aria-label="Treatment plan">
          <dt>Sessions</dt>
          <dd>{patient.sessions}</dd>
          <dt>Price per session</dt>
          <dd>{formatRupees(perSession)}</dd>
          <dt>Total</dt>
          <dd>{formatRupees(orderTotalRupees(perSession, patient.sessions))}</dd>
        </DetailList>
        <div>
          <ButtonLink to={to.bookPhysioFor(patient.id)}>Book sessions</ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
