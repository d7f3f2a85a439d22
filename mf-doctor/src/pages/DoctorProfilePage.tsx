import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Spinner, useDocumentMeta } from '@physio/shared-ui';
import { formatRupees } from '@physio/shared-contracts';
import { useAsync } from '../lib/useAsync';
import { Failure } from '../lib/Failure';
import { color } from '../lib/theme';
import { api } from '@physio/shared-auth';
import { ProfileDetails } from '../features/profile/ProfileDetails';

const Wrap = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: grid;
  gap: 1rem;
`;
const BalanceLink = styled(Link)`
  display: block;
  padding: 1.25rem 1.5rem;
  border-radius: 16px;
  background: ${color('primary', '#0f766e')};
  color: #fff;
  text-decoration: none;
  span {
    display: block;
  }
  strong {
    display: block;
    font-size: 1.75rem;
    margin: 0.25rem 0;
  }
  /* Beats the global a:hover colour, which would hide the text on the dark card. */
  &:hover {
    color: #fff;
    background: ${color('primaryHover', '#115e59')};
  }
  &:focus-visible {
    outline: 3px solid ${color('focus', '#1d4ed8')};
    outline-offset: 3px;
  }
`;

/** /doctor/profile/:id — read-only details and the payout balance card. */
export default function DoctorProfilePage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'My Profile',
    description: 'Your PhysioCare doctor profile.',
    path: `/doctor/profile/${id}`,
  });
  const [doctor, reloadDoctor] = useAsync(
    () => api.doctors.get({ params: { id } }, 'Could not load the profile.'),
    id,
  );
  const [balance, reloadBalance] = useAsync(
    () => api.payouts.balance({ params: { doctorId: id } }, 'Could not load the payout balance.'),
    id,
  );

  return (
    <Wrap aria-labelledby="profile-title">
      <h1 id="profile-title">My Profile</h1>
      <Card>
        {doctor.status === 'loading' && <Spinner label="Loading profile" />}
        {doctor.status === 'error' && <Failure message={doctor.message} retry={reloadDoctor} />}
        {doctor.status === 'ready' && <ProfileDetails doctor={doctor.data} />}
      </Card>
      {balance.status === 'loading' && <Spinner label="Loading payout balance" />}
      {balance.status === 'error' && <Failure message={balance.message} retry={reloadBalance} />}
      {balance.status === 'ready' && (
        <BalanceLink to={`/doctor/${id}/payout`}>
          <span>Payout balance</span>
          <strong>{formatRupees(Number(balance.data) || 0)}</strong>
          <span>View payout history →</span>
        </BalanceLink>
      )}
    </Wrap>
  );
}
