import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { PatientAreaNav, PrescriptionList } from '../features/patient-area';
import { fetchPrescriptions } from '../lib/api';

export default function PatientPrescriptionPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Prescriptions | PhysioCare',
    description: 'Your prescriptions and exercises.',
    path: to.patientPrescription(id),
  });
  const prescriptions = useLoad(id, () => fetchPrescriptions(id));
  return (
    <PageFrame title="Prescriptions">
      <PatientAreaNav id={id} />
      <LoadView load={prescriptions} loadingLabel="Loading the prescriptions…">
        {(list) => <PrescriptionList prescriptions={list} />}
      </LoadView>
    </PageFrame>
  );
}
