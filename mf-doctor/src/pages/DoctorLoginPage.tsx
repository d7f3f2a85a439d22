import { PATHS } from '@physio/shared-contracts/paths';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Card, useDocumentMeta } from '@physio/shared-ui';
import { Modal } from '@physio/shared-ui/dialogs';
import { DoctorLoginForm } from '../features/login/DoctorLoginForm';

/** The sign-up form (its rules and the API client) loads when a doctor opens it. */
const SignupForm = lazy(() =>
  import('../features/login/SignupForm').then((m) => ({ default: m.SignupForm })),
);

const Wrap = styled.section`
  max-width: 28rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** /dashboard/login — the shell wraps this route in RedirectIfLoggedIn. */
export default function DoctorLoginPage() {
  useDocumentMeta({
    title: 'Doctor Login | PhysioCare',
    description: 'Physiotherapists log in to the PhysioCare dashboard.',
    path: PATHS.doctorLogin,
  });
  const [signingUp, setSigningUp] = useState(false);

  return (
    <Wrap aria-labelledby="doctor-login-title">
      <Card>
        <h1 id="doctor-login-title">Doctor Login</h1>
        <p>Log in with your registered mobile number and password.</p>
        <DoctorLoginForm onSignUp={() => setSigningUp(true)} />
      </Card>
      <Modal open={signingUp} onClose={() => setSigningUp(false)} title="Register as a physiotherapist">
        <Suspense fallback={null}>
          <SignupForm onDone={() => setSigningUp(false)} />
        </Suspense>
      </Modal>
    </Wrap>
  );
}
