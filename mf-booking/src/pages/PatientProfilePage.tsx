import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, LoadView, PageFrame, useDocumentMeta, useLoad, useMessages } from '@physio/shared-ui';
import { patientAreaCatalog } from '../features/patient-area/patientAreaMessages';
import type { PatientProfile } from '@physio/shared-contracts';
import { LanguageSetting, PatientAreaNav, ProfileDetails, WhatsAppConsent } from '../features/patient-area';

export default function PatientProfilePage() {
  const { id = '' } = useParams();
  const t = useMessages(patientAreaCatalog);
  useDocumentMeta({
    title: t('profileMetaTitle'),
    description: t('profileMetaDescription'),
    path: to.patientProfile(id),
  });
  const patient = useLoad(id, () => api.users.get({ params: { id: id } }, t('patientNotLoaded')));
  const [updated, setUpdated] = useState<PatientProfile | null>(null);
  // Consent is the patient's own: a doctor opening the area does not see or change it.
  const own = useSession().profile?.data.data.id === id;

  return (
    <PageFrame title={t('profile')}>
      <PatientAreaNav id={id} />
      <LoadView load={patient} loadingLabel={t('loadingProfile')}>
        {(data) => (
          <>
            <Card>
              <ProfileDetails patient={updated?.id === data.id ? updated : data} onSaved={setUpdated} />
            </Card>
            {own && (
              <Card>
                <h2>{t('messages')}</h2>
                <LanguageSetting patientId={id} />
                <WhatsAppConsent patientId={id} />
              </Card>
            )}
          </>
        )}
      </LoadView>
    </PageFrame>
  );
}
