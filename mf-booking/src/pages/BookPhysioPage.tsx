import { PATHS, to } from '@physio/shared-contracts/paths';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, useSession } from '@physio/shared-auth';
import {
  Button,
  Card,
  LoadView,
  PageFrame,
  Spinner,
  Stack,
  useDocumentMeta,
  useLoad,
  DetailList,
} from '@physio/shared-ui';
import { MESSAGES, formatRupees, orderTotalRupees, perSessionPrice } from '@physio/shared-contracts';
import { physioGuard, useAlertOnce, useHydrated, useLatestNewUserFlag } from '../features/book-physio';

/** /bookphysio and /c/{id}: the patient's treatment plan (sessions × price) and BOOK NOW. */
export default function BookPhysioPage() {
  const { id: param } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const alertOnce = useAlertOnce();
  const stored = useSession().profile?.data.data ?? null;
  const id = param ?? search.get('id') ?? stored?.id;
  const refreshing = useLatestNewUserFlag(stored);
  // Hydrating the prerendered page, the session reads as nobody's until the next render: wait for it.
  const hydrated = useHydrated();
  const checking = refreshing || !hydrated;
  const guard = physioGuard(id, stored);
  useDocumentMeta({
    title: 'Book your physiotherapy sessions | PhysioCare',
    description: 'Pay for the sessions of your treatment plan.',
    path: param ? to.bookPhysioFor(param) : PATHS.bookPhysio,
  });

  const plan = useLoad(guard.ok && id ? id : null, () =>
    api.users.get({ params: { id: id ?? '' } }, 'Could not load the patient'),
  );
  const notRegistered = plan.status === 'ready' && plan.data.new_user;

  useEffect(() => {
    if (checking) return;
    if (!guard.ok) {
      alertOnce(guard.message);
      const from =
        guard.redirect === PATHS.patientLogin ? { from: { pathname: location.pathname } } : undefined;
      navigate(guard.redirect, { replace: true, state: from });
    } else if (notRegistered) {
      alertOnce(MESSAGES.patientNotRegistered);
      navigate(PATHS.booking, { replace: true });
    }
    // Runs when the outcome changes; the alert fires once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking, guard.ok, notRegistered]);

  // Until the guard has spoken, and while it sends the visitor elsewhere, the frame with a neutral
  // spinner: the prerendered page (nobody is signed in at build time) paints this, never a plan.
  if (checking || !guard.ok || notRegistered)
    return (
      <PageFrame narrow title="Book your sessions">
        <Spinner label="Checking your account…" />
      </PageFrame>
    );

  return (
    <PageFrame narrow title="Book your sessions">
      <LoadView load={plan} loadingLabel="Loading your treatment plan…">
        {(patient) => {
          const perSession = perSessionPrice(patient);
          return (
            <Card>
              <Stack>
                <h2>Treatment plan for {patient.name}</h2>
                <DetailList aria-label="Treatment plan">
                  <dt>Patient ID</dt>
                  <dd>{patient.id}</dd>
                  <dt>Sessions</dt>
                  <dd>{patient.sessions}</dd>
                  <dt>Price per session</dt>
                  <dd>{formatRupees(perSession)}</dd>
                  <dt>Amount</dt>
                  <dd data-testid="plan-amount">
                    <strong>{formatRupees(orderTotalRupees(perSession, patient.sessions))}</strong>
                  </dd>
                </DetailList>
                <Button
                  type="button"
                  variant="primary"
                  fullWidth
                  onClick={() => navigate(PATHS.confirmBookingPhysio, { state: { patient } })}
                >
                  BOOK NOW
                </Button>
              </Stack>
            </Card>
          );
        }}
      </LoadView>
    </PageFrame>
  );
}
