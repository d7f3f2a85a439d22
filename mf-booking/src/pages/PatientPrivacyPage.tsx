import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, logout, useSession } from '@physio/shared-auth';
import { PATHS, to } from '@physio/shared-contracts/paths';
import {
  Card,
  InlineMessage,
  LoadView,
  PageFrame,
  Stack,
  useDocumentMeta,
  useLoad,
  useMessages,
} from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import {
  ConsentSwitches,
  CorrectDetails,
  DataDownload,
  EraseAccount,
  RequestList,
} from '../features/privacy';
import { privacyPageCatalog, usePrivacyTexts } from '../features/privacy/privacyMessages';

/**
 * The patient's data rights (DPDP Act, issue 30): consents per purpose, download, correct, erase, and the log of
 * those requests. The patient's own: a doctor opening the patient area gets a note instead.
 */
export default function PatientPrivacyPage() {
  const { id = '' } = useParams();
  const t = usePrivacyTexts();
  const words = useMessages(privacyPageCatalog);
  useDocumentMeta({
    title: `${t.area.title} | PhysioCare`,
    description: t.notice.lead,
    path: to.patientPrivacy(id),
  });
  const session = useSession();
  const own = session.role !== 'doctor';
  const [erased, setErased] = useState(false);
  // The server revoked every session with the erase; the browser signs out when the patient leaves the
  // confirmation (signing out at once would let the page's guard send them to the login before they read it).
  useEffect(() => {
    if (!erased) return;
    return () => void logout();
  }, [erased]);
  const ownId = own && !erased ? id : null;
  const profile = useLoad(ownId, () => api.users.get({ params: { id } }, words('detailsNotLoaded')));
  const consents = useLoad(ownId, () => api.privacy.consents({ params: { id } }, words('consentsNotLoaded')));
  const requests = useLoad(ownId, () => api.privacy.requests({ params: { id } }, words('requestsNotLoaded')));

  if (erased)
    return (
      <PageFrame title={t.area.title}>
        <Card>
          <InlineMessage tone="success">{t.area.erased}</InlineMessage>
          <p>
            <Link to={PATHS.home}>{words('goHome')}</Link>
          </p>
        </Card>
      </PageFrame>
    );

  return (
    <PageFrame title={t.area.title}>
      <PatientAreaNav id={id} />
      {!own ? (
        <Card>
          <p>{words('onlyPatient')}</p>
        </Card>
      ) : (
        <Stack $gap="lg">
          <Card as="section" aria-labelledby="consents-title">
            <h2 id="consents-title">{t.area.consentsTitle}</h2>
            <LoadView load={consents} loadingLabel={words('loadingConsents')}>
              {(list) => <ConsentSwitches patientId={id} initial={list} onChanged={requests.reload} />}
            </LoadView>
          </Card>
          <Card as="section" aria-labelledby="download-title">
            <h2 id="download-title">{t.area.downloadTitle}</h2>
            <DataDownload patientId={id} onDone={requests.reload} />
          </Card>
          <Card as="section" aria-labelledby="correct-title">
            <h2 id="correct-title">{t.area.correctTitle}</h2>
            <LoadView load={profile} loadingLabel={words('loadingDetails')}>
              {(p) => (
                <CorrectDetails
                  patientId={id}
                  initial={{ name: p.name, email: p.email }}
                  onDone={requests.reload}
                />
              )}
            </LoadView>
          </Card>
          <Card as="section" aria-labelledby="requests-title">
            <h2 id="requests-title">{t.area.requestsTitle}</h2>
            <LoadView load={requests} loadingLabel={words('loadingRequests')}>
              {(list) => <RequestList requests={list} />}
            </LoadView>
          </Card>
          <Card as="section" aria-labelledby="erase-title">
            <h2 id="erase-title">{t.area.eraseTitle}</h2>
            <EraseAccount patientId={id} onRefused={requests.reload} onErased={() => setErased(true)} />
          </Card>
        </Stack>
      )}
    </PageFrame>
  );
}
