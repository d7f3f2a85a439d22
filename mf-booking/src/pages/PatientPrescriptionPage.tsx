import { api } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad, useMessages } from '@physio/shared-ui';
import { patientAreaCatalog } from '../features/patient-area/patientAreaMessages';
import { PatientAreaNav, PrescriptionList } from '../features/patient-area';

export default function PatientPrescriptionPage() {
  const { id = '' } = useParams();
  const t = useMessages(patientAreaCatalog);
  useDocumentMeta({
    title: t('prescriptionsMetaTitle'),
    description: t('prescriptionsMetaDescription'),
    path: to.patientPrescription(id),
  });
  const prescriptions = useLoad(id, () =>
    api.users.prescriptions({ params: { id: id } }, t('prescriptionsNotLoaded')),
  );
  return (
    <PageFrame title={t('prescriptions')}>
      <PatientAreaNav id={id} />
      <LoadView load={prescriptions} loadingLabel={t('loadingPrescriptions')}>
        {(list) => <PrescriptionList prescriptions={list} />}
      </LoadView>
    </PageFrame>
  );
}
