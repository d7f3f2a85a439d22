import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { Card, LoadView, PageFrame, useDocumentMeta, useLoad, useMessages } from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import { FamilyMembers } from '../features/family';
import { familyCatalog } from '../features/family/familyMessages';

/** Family (issue 28): the patient's dependants, whom they book and pay for. The patient's own list. */
export default function PatientFamilyPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const t = useMessages(familyCatalog);
  useDocumentMeta({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: to.patientFamily(id),
  });
  const own = role !== 'doctor';
  const members = useLoad(own ? id : null, () => api.family.list(t('notLoaded')));
  return (
    <PageFrame title={t('title')}>
      <PatientAreaNav id={id} />
      {own ? (
        <LoadView load={members} loadingLabel={t('loading')}>
          {(list) => <FamilyMembers initial={list} />}
        </LoadView>
      ) : (
        <Card>
          <p>{t('patientsOwn')}</p>
        </Card>
      )}
    </PageFrame>
  );
}
