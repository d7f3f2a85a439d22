import { PATHS, to } from '@physio/shared-contracts/paths';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@physio/shared-auth/state';
import { Card, currentLocale, PageFrame, useDocumentMeta, useMessages } from '@physio/shared-ui';
import { MESSAGES, type VerifiedPatient } from '@physio/shared-contracts';
import { readLoginReturn } from '../features/book-physio/loginReturn';
import { useAlertOnce } from '../features/book-physio/useAlertOnce';
import { LoginPanel } from '../features/otp-login';
import { otpCatalog, otpErrorCatalog } from '../features/otp-login/otpMessages';
import { readReturnTo } from '../lib/returnTo';

export default function PatientLoginPage() {
  const t = useMessages(otpCatalog);
  useDocumentMeta({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: PATHS.patientLogin,
  });
  const location = useLocation();
  const navigate = useNavigate();
  const alertOnce = useAlertOnce();
  const signedIn = Boolean(useSession().profile);

  // Sent here by the page server (?from=, a book-physio page opened without a session hint): the
  // guard's alert, then the guard's own flow — the return path moves into state.from, so a reload
  // does not alert again. A patient signed in before the hint existed goes straight back instead.
  useEffect(() => {
    const from = readLoginReturn(location.search);
    if (!from) return;
    if (signedIn) {
      navigate(from, { replace: true });
      return;
    }
    alertOnce(otpErrorCatalog.translateText(currentLocale(), MESSAGES.loginFirst));
    navigate(PATHS.patientLogin, { replace: true, state: { from: { pathname: from } } });
    // Decided once, on the URL the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const done = (patient: VerifiedPatient) => {
    const back = readReturnTo(location.state);
    if (back)
      navigate({ pathname: back.pathname, search: back.search }, { replace: true, state: back.state });
    else navigate(to.patientDashboard(patient.id), { replace: true });
  };

  return (
    <PageFrame narrow title={t('title')} intro={t('intro')}>
      <Card>
        <LoginPanel onVerified={done} />
      </Card>
    </PageFrame>
  );
}
