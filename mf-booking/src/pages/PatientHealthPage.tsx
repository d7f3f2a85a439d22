import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Card, LoadView, PageFrame, Stack, useDocumentMeta, useLoad, useMessages } from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import { OutcomesSection } from '@physio/shared-ui/clinical';
import { AccessLogList, IntakeSection, NoteSummaryList } from '../features/health-record';
import { healthCatalog } from '../features/health-record/healthMessages';

// The family members' own intakes (issue 28 point 3): a chunk of their own, after the page's first render.
const FamilyIntakes = lazy(() =>
  import('../features/health-record/FamilyIntakes').then((m) => ({ default: m.FamilyIntakes })),
);

// The family members' own progress scores (issue 28 point 3), recorded by the holder: after the first render too.
const FamilyOutcomes = lazy(() =>
  import('../features/health-record/FamilyOutcomes').then((m) => ({ default: m.FamilyOutcomes })),
);

/**
 * The patient's health record: the intake before the first session, what the physiotherapist wrote after each
 * session, and who has seen it. A doctor caring for the patient sees the first two (the log is the patient's).
 */
export default function PatientHealthPage() {
  const { id = '' } = useParams();
  const t = useMessages(healthCatalog);
  const { role } = useSession();
  const isPatient = role !== 'doctor';
  useDocumentMeta({
    title: `${t('title')} | PhysioCare`,
    description: t('description'),
    path: to.patientHealth(id),
  });
  const intake = useLoad(id, () => api.clinical.intake({ params: { id }, query: {} }, t('intakeNotLoaded')));
  const notes = useLoad(id, () => api.clinical.noteSummaries({ params: { id } }, t('notesNotLoaded')));
  // The log is the patient's own: a doctor's view never asks for it.
  const log = useLoad(isPatient ? id : null, () =>
    api.clinical.accessLog({ params: { id } }, t('logNotLoaded')),
  );
  return (
    <PageFrame title={t('title')}>
      <PatientAreaNav id={id} />
      <Stack $gap="lg">
        <Card>
          <LoadView load={intake} loadingLabel={t('loadingAnswers')}>
            {(status) => (
              <IntakeSection patientId={id} status={status} canEdit={isPatient} onSaved={log.reload} />
            )}
          </LoadView>
        </Card>
        {isPatient && (
          <Suspense fallback={null}>
            <FamilyIntakes patientId={id} onSaved={log.reload} />
          </Suspense>
        )}
        <section aria-labelledby="notes-title">
          <h2 id="notes-title">{t('afterSessions')}</h2>
          <LoadView load={notes} loadingLabel={t('loadingNotes')}>
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
          <Suspense fallback={null}>
            <FamilyOutcomes patientId={id} onChanged={log.reload} />
          </Suspense>
        )}
        {isPatient && (
          <section aria-labelledby="log-title">
            <h2 id="log-title">{t('whoHasSeen')}</h2>
            <p>{t('whoHasSeenLead')}</p>
            <LoadView load={log} loadingLabel={t('loadingLog')}>
              {(entries) => <AccessLogList entries={entries} />}
            </LoadView>
          </section>
        )}
      </Stack>
    </PageFrame>
  );
}
