import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { Card, LoadView, PageFrame, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import { FamilyMembers } from '../features/family';

/** Family (issue 28): the patient's dependants, whom they book and pay for. The patient's own list. */
export default function PatientFamilyPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  useDocumentMeta({
    title: 'Family | PhysioCare',
    description: 'Add the family members you book physiotherapy sessions for.',
    path: to.patientFamily(id),
  });
  const own = role !== 'doctor';
  const members = useLoad(own ? id : null, () => api.family.list('Could not load your family members'));
  return (
    <PageFrame title="Family">
      <PatientAreaNav id={id} />
      {own ? (
        <LoadView load={members} loadingLabel="Loading your family members…">
          {(list) => <FamilyMembers initial={list} />}
        </LoadView>
      ) : (
        <Card>
          <p>The family list is the patient’s own.</p>
        </Card>
      )}
    </PageFrame>
  );
}
