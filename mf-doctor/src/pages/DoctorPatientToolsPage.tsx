import { to } from '@physio/shared-contracts/paths';
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, InlineMessage, LoadFailure, Spinner, useLoad } from '@physio/shared-ui';
import { loadPatientForDoctor } from '../features/patients/patientForDoctor';
import { PlanForm } from '../features/patient-tools/PlanForm';
import { MEMBER_PARAM } from '../features/patients/memberPage';

// The panels of a patient under care (the clinical record, series, prescriptions) are a chunk of their own, asked
// for when the page mounts, while the patient loads: the page's first render stays within its size budget.
const loadCarePanels = () => import('../features/patient-tools/CarePanels');
const CarePanels = lazy(loadCarePanels);

const Wrap = styled.section`
  max-width: 60rem;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  display: grid;
  gap: 1rem;
  h2 {
    margin: 0;
  }
`;

/**
 * Rendered by the shell below the patient dashboard (/user/dashboard/:id) when a doctor is logged in.
 * The document title belongs to the patient dashboard page above it.
 */
export default function DoctorPatientToolsPage() {
  const { id = '' } = useParams();
  // Opened on a family member of the patient (issue 28 point 3): the tools below are theirs.
  const [search] = useSearchParams();
  const forId = search.get(MEMBER_PARAM);
  const patient = useLoad(id, () => loadPatientForDoctor(id, 'Could not load the patient.'));
  useEffect(() => void loadCarePanels(), []);
  const name =
    patient.status !== 'ready' ? null : patient.data.care ? patient.data.profile.name : patient.data.name;

  return (
    <Wrap aria-labelledby="doctor-tools-title">
      <h2 id="doctor-tools-title">Doctor tools{name ? ` for ${name}` : ''}</h2>
      {patient.status === 'loading' && <Spinner label="Loading patient" />}
      {patient.status === 'error' && <LoadFailure message={patient.message} retry={patient.reload} />}
      {patient.status === 'ready' && !patient.data.care && (
        <>
          <InlineMessage tone="info">
            {patient.data.name} is not under your care yet. Saving a treatment plan makes you their
            physiotherapist.
          </InlineMessage>
          <Card>
            <PlanForm key={patient.data.id} patient={{ id: patient.data.id }} onSaved={patient.reload} />
          </Card>
        </>
      )}
      {patient.status === 'ready' && patient.data.care && (
        <>
          <Suspense fallback={<Spinner label="Loading the patient's record" />}>
            <CarePanels profile={patient.data.profile} forId={forId} />
          </Suspense>
          <div>
            <ButtonLink to={to.patientBookings(patient.data.profile.id)} variant="ghost">
              View bookings and orders →
            </ButtonLink>
          </div>
        </>
      )}
    </Wrap>
  );
}
