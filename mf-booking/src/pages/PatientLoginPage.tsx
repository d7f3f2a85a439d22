import { PATHS, to } from '@physio/shared-contracts/paths';
import { useLocation, useNavigate } from 'react-router-dom';
import { Card, PageFrame, useDocumentMeta } from '@physio/shared-ui';
import type { VerifiedPatient } from '@physio/shared-contracts';
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
