import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { Card, LoadView, PageFrame, Stack, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import { OutcomesSection } from '@physio/shared-ui/clinical';
import { AccessLogList, IntakeSection, NoteSummaryList } from '../features/health-record';

/**
 * The patient's health record: the intake before the first session, what the physiotherapist wrote after each
 * session, and who has seen it. A doctor caring for the patient sees the first two (the log is the patient's).
 */
export default function PatientHealthPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const isPatient = role !== 'doctor';
  useDocumentMeta({
    title: 'Health record | PhysioCare',
    description: 'Your answers before treatment, your session notes and who has seen them.',
    path: to.patientHealth(id),
  });
  const intake = useLoad(id, () =>
    api.clinical.intake({ params: { id } }, 'Could not load your answers before treatment'),
  );
  const notes = useLoad(id, () =>
    api.clinical.noteSummaries({ params: { id } }, 'Could not load the session notes'),
  );
  // The log is the patient's own: a doctor's view never asks for it.
  const log = useLoad(isPatient ? id : null, () =>
    api.clinical.accessLog({ params: { id } }, 'Could not load who has seen your record'),
  );
  return (
    <PageFrame title="Health record">
      <PatientAreaNav id={id} />
      <Stack $gap="lg">
        <Card>
          <LoadView load={intake} loadingLabel="Loading your answers…">
            {(status) => (
              <IntakeSection patientId={id} status={status} canEdit={isPatient} onSaved={log.reload} />
            )}
          </LoadView>
        </Card>
        <section aria-labelledby="notes-title">
          <h2 id="notes-title">After your sessions</h2>
          <LoadView load={notes} loadingLabel="Loading the session notes…">
            {(list) => <NoteSummaryList notes={list} />}
          </LoadView>
        </section>
        <Card>
          <OutcomesSection
            patientId={id}
            viewer={isPatient ? 'patient' : 'doctor'}
            onChanged={isPatient ? log.reload : undefined}
          />
        </Card>
        {isPatient && (
          <section aria-labelledby="log-title">
            <h2 id="log-title">Who has seen your record</h2>
            <p>Every time you or a physiotherapist reads or changes your health record, it is listed here.</p>
            <LoadView load={log} loadingLabel="Loading the access log…">
              {(entries) => <AccessLogList entries={entries} />}
            </LoadView>
          </section>
        )}
      </Stack>
    </PageFrame>
  );
}
