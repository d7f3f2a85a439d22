import { to } from '@physio/shared-contracts/paths';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, LoadFailure, Spinner, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { formatRupees } from '@physio/shared-contracts';
import { fetchBalance, fetchDoctor } from '../features/profile/api';
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
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
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
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

/** /doctor/profile/:id — read-only details and the payout balance card. */
export default function DoctorProfilePage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'My Profile',
    description: 'Your PhysioCare doctor profile.',
    path: to.doctorProfile(id),
  });
  const doctor = useLoad(id, () => fetchDoctor(id));
  const balance = useLoad(id, () => fetchBalance(id));

  return (
    <Wrap aria-labelledby="profile-title">
      <h1 id="profile-title">My Profile</h1>
      <Card>
        {doctor.status === 'loading' && <Spinner label="Loading profile" />}
        {doctor.status === 'error' && <LoadFailure message={doctor.message} retry={doctor.reload} />}
        {doctor.status === 'ready' && <ProfileDetails doctor={doctor.data} />}
      </Card>
      {balance.status === 'loading' && <Spinner label="Loading payout balance" />}
      {balance.status === 'error' && <LoadFailure message={balance.message} retry={balance.reload} />}
      {balance.status === 'ready' && (
        <BalanceLink to={to.doctorPayout(id)}>
          <span>Payout balance</span>
          <strong>{formatRupees(Number(balance.data) || 0)}</strong>
          <span>View payout history →</span>
        </BalanceLink>
      )}
    </Wrap>
  );
}
