import { useParams } from 'react-router-dom';
import { useDocumentMeta } from '@physio/shared-ui';
import { PageFrame } from '../features/common/PageFrame';
import { ResourceView } from '../features/common/ResourceView';
import { PatientAreaNav, PrescriptionList } from '../features/patient-area';
import { api } from '@physio/shared-auth';
import { useResource } from '../lib/useResource';

export default function PatientPrescriptionPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Prescriptions | PhysioCare',
    description: 'Your prescriptions and exercises.',
    path: `/user/prescription/${id}`,
  });
  const prescriptions = useResource(id, () =>
    api.users.prescriptions({ params: { id } }, 'Could not load the prescriptions'),
  );
  return (
    <PageFrame title="Prescriptions">
      <PatientAreaNav id={id} />
      <ResourceView resource={prescriptions} loadingLabel="Loading the prescriptions…">
        {(list) => <PrescriptionList prescriptions={list} />}
      </ResourceView>
    </PageFrame>
  );
}
