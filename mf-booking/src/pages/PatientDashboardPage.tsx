import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { api, useSession } from '@physio/shared-auth';
import {
  Card,
  LoadView,
  PageFrame,
  Stack,
  useDocumentMeta,
  useLoad,
  usePatientUpdates,
} from '@physio/shared-ui';
import {
  AppointmentList,
  PatientAreaNav,
  SessionCredits,
  TreatmentPlan,
  splitAppointments,
} from '../features/patient-area';

export default function PatientDashboardPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Your dashboard | PhysioCare',
    description: 'Your appointments and treatment plan.',
    path: to.patientDashboard(id),
  });
  const { role } = useSession();
  const patient = useLoad(id, () => api.users.get({ params: { id: id } }, 'Could not load the patient'));
  const name = patient.status === 'ready' ? patient.data.name : null;
  // A doctor opening a patient's dashboard sees whose it is; the patient is greeted.
  const title = name ? (role === 'doctor' ? `Patient: ${name}` : `Hello, ${name}`) : 'Dashboard';
  const sessions = useLoad(id, () =>
    api.users.appointments({ params: { id } }, 'Could not load the appointments'),
  );
  // A doctor's tools on this page (another remote) may change the plan shown here.
  usePatientUpdates(id, patient.reload);

  return (
    <PageFrame title={title}>
      <PatientAreaNav id={id} />
      <LoadView load={patient} loadingLabel="Loading the treatment plan…">
        {(data) => <TreatmentPlan patient={data} />}
      </LoadView>
      <LoadView load={sessions} loadingLabel="Loading appointments…">
        {({ data, credits }) => {
          const { upcoming, past } = splitAppointments(data, new Date());
          return (
            <Stack>
              {role === 'patient' && <SessionCredits credits={credits} onScheduled={sessions.reload} />}
              <Card>
                <h2>Upcoming appointments</h2>
                <AppointmentList
                  rows={upcoming}
                  empty="No upcoming appointments."
                  upcoming
                  onChanged={role === 'patient' ? sessions.reload : undefined}
                />
              </Card>
              <Card>
                <h2>Past appointments</h2>
                <AppointmentList rows={past} empty="No past appointments yet." />
              </Card>
            </Stack>
          );
        }}
      </LoadView>
    </PageFrame>
  );
}
