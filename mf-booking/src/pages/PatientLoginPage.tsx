import { PATHS, to } from '@physio/shared-contracts/paths';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@physio/shared-auth';
import { Card, PageFrame, useDocumentMeta } from '@physio/shared-ui';
import { MESSAGES, type VerifiedPatient } from '@physio/shared-contracts';
import { readLoginReturn, useAlertOnce } from '../features/book-physio';
import { LoginPanel } from '../features/otp-login';
import { readReturnTo } from '../lib/returnTo';

export default function PatientLoginPage() {
  useDocumentMeta({
    title: 'Patient login | PhysioCare',
    description: 'Log in with your mobile number and a one-time code.',
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
    alertOnce(MESSAGES.loginFirst);
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
    <PageFrame narrow title="Patient login" intro="We send a one-time code to your mobile number.">
      <Card>
        <LoginPanel onVerified={done} />
      </Card>
    </PageFrame>
  );
}
