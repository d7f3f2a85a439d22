import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, LoadView, PageFrame, useDocumentMeta, useLoad } from '@physio/shared-ui';
import type { PatientProfile } from '@physio/shared-contracts';
import { PatientAreaNav, ProfileDetails, WhatsAppConsent } from '../features/patient-area';

export default function PatientProfilePage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Profile | PhysioCare',
    description: 'Your details.',
    path: to.patientProfile(id),
  });
  const patient = useLoad(id, () => api.users.get({ params: { id: id } }, 'Could not load the patient'));
  const [updated, setUpdated] = useState<PatientProfile | null>(null);
  // Consent is the patient's own: a doctor opening the area does not see or change it.
  const own = useSession().profile?.data.data.id === id;

  return (
    <PageFrame title="Profile">
      <PatientAreaNav id={id} />
      <LoadView load={patient} loadingLabel="Loading the profile…">
        {(data) => (
          <>
            <Card>
              <ProfileDetails patient={updated?.id === data.id ? updated : data} onSaved={setUpdated} />
            </Card>
            {own && (
              <Card>
                <h2>Messages</h2>
                <WhatsAppConsent patientId={id} />
              </Card>
            )}
          </>
        )}
      </LoadView>
    </PageFrame>
  );
}
