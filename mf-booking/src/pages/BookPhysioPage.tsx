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
  useLocale,
  useMessages,
} from '@physio/shared-ui';
import { MESSAGES, formatRupees, orderTotalRupees, perSessionPrice } from '@physio/shared-contracts';
import { checkoutCatalog } from '../features/checkout/checkoutMessages';
import { physioGuard, useAlertOnce, useHydrated, useLatestNewUserFlag } from '../features/book-physio';

/** /bookphysio and /c/{id}: the patient's treatment plan (sessions × price) and BOOK NOW. */
export default function BookPhysioPage() {
  const { id: param } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useMessages(checkoutCatalog);
  const locale = useLocale();
  const alertOnce = useAlertOnce();
  const alertIn = (english: string) => alertOnce(checkoutCatalog.translateText(locale, english));
  const stored = useSession().profile?.data.data ?? null;
  const id = param ?? search.get('id') ?? stored?.id;
  const refreshing = useLatestNewUserFlag(stored);
  // Hydrating the prerendered page, the session reads as nobody's until the next render: wait for it.
  const hydrated = useHydrated();
  const checking = refreshing || !hydrated;
  const guard = physioGuard(id, stored);
  useDocumentMeta({
    title: t('planMetaTitle'),
    description: t('planMetaDescription'),
    path: param ? to.bookPhysioFor(param) : PATHS.bookPhysio,
  });

  const plan = useLoad(guard.ok && id ? id : null, () =>
    api.users.get({ params: { id: id ?? '' } }, t('patientNotLoaded')),
  );
  const notRegistered = plan.status === 'ready' && plan.data.new_user;

  useEffect(() => {
    if (checking) return;
    if (!guard.ok) {
      alertIn(guard.message);
      const from =
        guard.redirect === PATHS.patientLogin ? { from: { pathname: location.pathname } } : undefined;
      navigate(guard.redirect, { replace: true, state: from });
    } else if (notRegistered) {
      alertIn(MESSAGES.patientNotRegistered);
      navigate(PATHS.booking, { replace: true });
    }
    // Runs when the outcome changes; the alert fires once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking, guard.ok, notRegistered]);

  // Until the guard has spoken, and while it sends the visitor elsewhere, the frame with a neutral
  // spinner: the prerendered page (nobody is signed in at build time) paints this, never a plan.
  if (checking || !guard.ok || notRegistered)
    return (
      <PageFrame narrow title={t('planTitle')}>
        <Spinner label={t('checkingAccount')} />
      </PageFrame>
    );

  return (
    <PageFrame narrow title={t('planTitle')}>
      <LoadView load={plan} loadingLabel={t('loadingPlan')}>
        {(patient) => {
          const perSession = perSessionPrice(patient);
          return (
            <Card>
              <Stack>
                <h2>{t('planFor', { name: patient.name })}</h2>
                <DetailList aria-label={t('plan')}>
                  <dt>{t('patientId')}</dt>
                  <dd>{patient.id}</dd>
                  <dt>{t('sessions')}</dt>
                  <dd>{patient.sessions}</dd>
                  <dt>{t('pricePerSession')}</dt>
                  <dd>{formatRupees(perSession)}</dd>
                  <dt>{t('amount')}</dt>
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
                  {t('bookNow')}
                </Button>
              </Stack>
            </Card>
          );
        }}
      </LoadView>
    </PageFrame>
  );
}
