import { PATHS, to } from '@physio/shared-contracts/paths';
import { Link, useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ButtonLink, Card, LoadFailure, useDocumentMeta, useLoad, VisuallyHidden } from '@physio/shared-ui';
import { formatRupees } from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { PracticeForm } from '../features/profile/PracticeForm';
import { ProfileDetails, ProfileDetailsPlaceholder } from '../features/profile/ProfileDetails';

const Wrap = styled.section`
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: grid;
  gap: 1rem;
`;
const balanceCard = css`
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
`;
const BalanceLink = styled(Link)`
  ${balanceCard}
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
/** The balance card's place while it loads: the same box and lines, no amount, no link yet. */
const BalancePlaceholder = styled.div`
  ${balanceCard}
`;

/** /doctor/profile/:id — the details, the payout balance card, the registration and payout details to edit. */
export default function DoctorProfilePage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'My Profile',
    description: 'Your PhysioCare doctor profile.',
    path: to.doctorProfile(id),
  });
  const doctor = useLoad(id, () => api.doctors.get({ params: { id } }, 'Could not load the profile.'));
  const balance = useLoad(id, () =>
    api.payouts.balance({ params: { doctorId: id } }, 'Could not load the payout balance.'),
  );

  return (
    <Wrap aria-labelledby="profile-title">
      <h1 id="profile-title">My Profile</h1>
      <Card>
        {doctor.status === 'loading' && (
          <div role="status">
            <VisuallyHidden>Loading profile</VisuallyHidden>
            <ProfileDetailsPlaceholder />
          </div>
        )}
        {doctor.status === 'error' && <LoadFailure message={doctor.message} retry={doctor.reload} />}
        {doctor.status === 'ready' && <ProfileDetails doctor={doctor.data} />}
      </Card>
      {balance.status === 'loading' && (
        <BalancePlaceholder role="status">
          <span>Payout balance</span>
          <strong aria-hidden="true">{'\u00a0'}</strong>
          <VisuallyHidden>Loading payout balance</VisuallyHidden>
          <span aria-hidden="true">{'\u00a0'}</span>
        </BalancePlaceholder>
      )}
      {balance.status === 'error' && <LoadFailure message={balance.message} retry={balance.reload} />}
      {balance.status === 'ready' && (
        <BalanceLink to={to.doctorPayout(id)}>
          <span>Payout balance</span>
          <strong>{formatRupees(Number(balance.data) || 0)}</strong>
          <span>View payout history →</span>
        </BalanceLink>
      )}
      <Card>
        <PracticeForm doctorId={id} />
      </Card>
      <div>
        <ButtonLink to={`${PATHS.dashboard}?appointments`} variant="ghost">
          ← Back to the dashboard
        </ButtonLink>
      </div>
    </Wrap>
  );
}
