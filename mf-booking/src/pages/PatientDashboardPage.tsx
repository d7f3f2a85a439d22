import { to } from '@physio/shared-contracts/paths';
import { splitSessions } from '@physio/shared-contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, useSession } from '@physio/shared-auth';
import {
  InlineMessage,
  LoadView,
  media,
  PageFrame,
  useDocumentMeta,
  useLoad,
  useMessages,
  usePatientUpdates,
  type Load,
} from '@physio/shared-ui';
import {
  AppointmentCards,
  AppointmentCardsPlaceholder,
  PatientAreaNav,
  SessionCredits,
  TreatmentPlan,
  TreatmentPlanPlaceholder,
} from '../features/patient-area';
import { patientAreaCatalog } from '../features/patient-area/patientAreaMessages';

/**
 * Holds the page's place from its first paint (the prerendered frame) on, so that nothing in view
 * moves when the data arrives (the page's CLS):
 * - the heading becomes the patient's name ("Patient: Ravi Kumar" for a doctor), which takes a
 *   second line on a phone: it has two lines' room there from the start;
 * - the page is at least a screen tall, so what follows it (the doctor's tools, another remote,
 *   and the footer) starts below the fold and is not pushed down in view as the cards fill in.
 */
const Holder = styled.div`
  min-height: 100vh;
  h1 {
    min-height: calc(2em * ${({ theme }) => theme.lineHeights.tight});
  }
  ${media.md} {
    h1 {
      min-height: 0;
    }
  }
`;

// The waitlist comes after the page's first render (its size budget): most patients wait for nothing.
// Packages on sale too: most patients come here for their sessions.
const PackageShop = lazy(() =>
  import('../features/packages/PackageShop').then((m) => ({ default: m.PackageShop })),
);
// Family members' own plans (issue 28 point 3) too: most patients book for themselves.
const FamilyPlans = lazy(() =>
  import('../features/patient-area/FamilyPlans').then((m) => ({ default: m.FamilyPlans })),
);
// Their own exercises and progress scores (issue 28 point 3), the same way.
const FamilyRecords = lazy(() =>
  import('../features/patient-area/FamilyRecords').then((m) => ({ default: m.FamilyRecords })),
);
const WaitlistEntries = lazy(() =>
  import('../features/waitlist/WaitlistEntries').then((m) => ({ default: m.WaitlistEntries })),
);

/** A load shown as still loading (its placeholder) until the page shows its parts together. */
const held = <T,>(load: Load<T>): Load<T> => ({ status: 'loading', reload: load.reload });

export default function PatientDashboardPage() {
  const { id = '' } = useParams();
  const t = useMessages(patientAreaCatalog);
  useDocumentMeta({
    title: t('dashboardMetaTitle'),
    description: t('dashboardMetaDescription'),
    path: to.patientDashboard(id),
  });
  const { role } = useSession();
  // Back from the checkout of a package (the payment's redirect names the order).
  const [search] = useSearchParams();
  const bought = search.get('bought');
  const patient = useLoad(id, () => api.users.get({ params: { id: id } }, t('patientNotLoaded')));
  const name = patient.status === 'ready' ? patient.data.name : null;
  // A doctor opening a patient's dashboard sees whose it is; the patient is greeted.
  const title = name ? t(role === 'doctor' ? 'patientTitle' : 'hello', { name }) : t('dashboard');
  const sessions = useLoad(id, () => api.users.appointments({ params: { id } }, t('appointmentsNotLoaded')));
  // A doctor's tools on this page (another remote) may change the plan shown here; starting a plan also puts the
  // patient under that doctor's care, so appointments refused before load again too.
  const { reload: reloadPatient } = patient;
  const { reload: reloadSessions } = sessions;
  const sessionsFailed = sessions.status === 'error';
  // What a change in the list said ("4 sessions moved."): above the list, which loads again after each change.
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const changed = useCallback(
    (message?: string) => {
      setNotice(message ?? null);
      reloadSessions();
    },
    [reloadSessions],
  );
  usePatientUpdates(
    id,
    useCallback(() => {
      reloadPatient();
      if (sessionsFailed) reloadSessions();
    }, [reloadPatient, reloadSessions, sessionsFailed]),
  );
  // A doctor who does not (yet) care for this patient may not read them (403): one note, not two failures; the
  // doctor's tools below offer to start a plan.
  const notTheirs = role === 'doctor' && patient.status === 'error' && patient.httpStatus === 403;
  // The plan and the appointments replace their placeholders together, the first time: one change
  // of the page instead of two (the plan card of a first-time patient is not the placeholder's
  // size). Afterwards each part reloads on its own, in its placeholder's place.
  const [together, setTogether] = useState(false);
  if (!together && patient.status !== 'loading' && sessions.status !== 'loading') setTogether(true);

  return (
    <Holder>
      <PageFrame title={title}>
        <PatientAreaNav id={id} />
        {bought && role === 'patient' && <InlineMessage tone="success">{t('packagePaid')}</InlineMessage>}
        {notTheirs ? (
          <InlineMessage tone="info">{patient.message}</InlineMessage>
        ) : (
          <>
            <LoadView
              load={together ? patient : held(patient)}
              loadingLabel={t('loadingPlan')}
              placeholder={<TreatmentPlanPlaceholder />}
            >
              {(data) => <TreatmentPlan patient={data} byDoctor={role === 'doctor'} />}
            </LoadView>
            {notice && (
              // Focus moves here from the control that changed the session (it is gone from the list now).
              <div ref={noticeRef} tabIndex={-1}>
                <InlineMessage tone="success">{notice}</InlineMessage>
              </div>
            )}
            <LoadView
              load={together ? sessions : held(sessions)}
              loadingLabel={t('loadingAppointments')}
              placeholder={<AppointmentCardsPlaceholder />}
            >
              {({ data, credits }) => (
                <AppointmentCards
                  sessions={splitSessions(data, Date.now())}
                  before={
                    role === 'patient' && <SessionCredits credits={credits} onChanged={sessions.reload} />
                  }
                  onChanged={role === 'patient' ? changed : undefined}
                />
              )}
            </LoadView>
            {role === 'patient' && (
              <Suspense fallback={null}>
                <FamilyPlans />
              </Suspense>
            )}
            {role === 'patient' && (
              <Suspense fallback={null}>
                <FamilyRecords patientId={id} />
              </Suspense>
            )}
            {role === 'patient' && (
              <Suspense fallback={null}>
                <WaitlistEntries patientId={id} />
              </Suspense>
            )}
            {role === 'patient' && patient.status === 'ready' && (
              <Suspense fallback={null}>
                <PackageShop
                  patientId={id}
                  prefill={{ name: patient.data.name, email: patient.data.email ?? '', contact: id }}
                />
              </Suspense>
            )}
          </>
        )}
      </PageFrame>
    </Holder>
  );
}
