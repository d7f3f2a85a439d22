import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { useSession } from '@physio/shared-auth';
import {
  Card,
  LoadView,
  PageFrame,
  Stack,
  useDocumentMeta,
  useLoad,
  usePatientUpdates,
} from '@physio/shared-ui';
import { AppointmentList, PatientAreaNav, TreatmentPlan, splitAppointments } from '../features/patient-area';
import { fetchOrders, fetchPatient } from '../lib/api';
import { todayInIndia } from '@physio/shared-contracts';

export default function PatientDashboardPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Your dashboard | PhysioCare',
    description: 'Your appointments and treatment plan.',
    path: to.patientDashboard(id),
  });
  const { role } = useSession();
  const patient = useLoad(id, () => fetchPatient(id));
  const name = patient.status === 'ready' ? patient.data.name : null;
  // A doctor opening a patient's dashboard sees whose it is; the patient is greeted.
  const title = name ? (role === 'doctor' ? `Patient: ${name}` : `Hello, ${name}`) : 'Dashboard';
  const orders = useLoad(id, () => fetchOrders(id));
  // A doctor's tools on this page (another remote) may change the plan shown here.
  usePatientUpdates(id, patient.reload);

  return (
    <PageFrame title={title}>
      <PatientAreaNav id={id} />
      <LoadView load={patient} loadingLabel="Loading the treatment plan…">
        {(data) => <TreatmentPlan patient={data} />}
      </LoadView>
      <LoadView load={orders} loadingLabel="Loading appointments…">
        {(list) => {
          const { upcoming, past } = splitAppointments(list, todayInIndia());
          return (
            <Stack>
              <Card>
                <h2>Upcoming appointments</h2>
                <AppointmentList rows={upcoming} empty="No upcoming appointments." />
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
