import { to } from '@physio/shared-contracts/paths';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, LoadView, PageFrame, useDocumentMeta, useLoad } from '@physio/shared-ui';
import type { PatientProfile } from '@physio/shared-contracts';
import { PatientAreaNav, ProfileDetails } from '../features/patient-area';
import { fetchPatient } from '../lib/api';

export default function PatientProfilePage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Profile | PhysioCare',
    description: 'Your details.',
    path: to.patientProfile(id),
  });
  const patient = useLoad(id, () => fetchPatient(id));
  const [updated, setUpdated] = useState<PatientProfile | null>(null);

  return (
    <PageFrame title="Profile">
      <PatientAreaNav id={id} />
      <LoadView load={patient} loadingLabel="Loading the profile…">
        {(data) => (
          <Card>
            <ProfileDetails patient={updated?.id === data.id ? updated : data} onSaved={setUpdated} />
          </Card>
        )}
      </LoadView>
    </PageFrame>
  );
}
