import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, useDocumentMeta } from '@physio/shared-ui';
import type { PatientProfile } from '@physio/shared-contracts';
import { PageFrame } from '../features/common/PageFrame';
import { ResourceView } from '../features/common/ResourceView';
import { PatientAreaNav, ProfileDetails } from '../features/patient-area';
import { api } from '@physio/shared-auth';
import { useResource } from '../lib/useResource';

export default function PatientProfilePage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Profile | PhysioCare',
    description: 'Your details.',
    path: `/user/profile/${id}`,
  });
  const patient = useResource(id, () => api.users.get({ params: { id: id } }, 'Could not load the patient'));
  const [updated, setUpdated] = useState<PatientProfile | null>(null);

  return (
    <PageFrame title="Profile">
      <PatientAreaNav id={id} />
      <ResourceView resource={patient} loadingLabel="Loading the profile…">
        {(data) => (
          <Card>
            <ProfileDetails patient={updated?.id === data.id ? updated : data} onSaved={setUpdated} />
          </Card>
        )}
      </ResourceView>
    </PageFrame>
  );
}
