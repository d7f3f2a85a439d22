import { PATHS, to } from '@physio/shared-contracts/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { logout } from '@physio/shared-auth';
import { Button, ButtonLink } from '@physio/shared-ui';
import type { Doctor } from '@physio/shared-contracts';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;
/**
 * Holds the place of what only a signed-in doctor sees (the welcome line, the Profile button) in the
 * prerendered frame, where nobody is signed in: the app's first render then shifts nothing. Hidden
 * (not shown, not focusable, not read out).
 */
const Reserved = styled.span`
  display: contents;
  visibility: hidden;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export function DashboardHeader({ doctor }: { doctor: Doctor | null }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    navigate(PATHS.doctorLogin, { replace: true });
  };

  return (
    <Header>
      <div>
        <h1>Doctor Dashboard</h1>
        {doctor ? (
          <p>Welcome, {doctor.name}</p>
        ) : (
          <Reserved aria-hidden="true">
            <p>Welcome</p>
          </Reserved>
        )}
      </div>
      <Actions>
        {doctor ? (
          <ButtonLink to={to.doctorProfile(doctor.id)} variant="secondary">
            Profile
          </ButtonLink>
        ) : (
          <Reserved aria-hidden="true">
            <ButtonLink to={PATHS.dashboard} variant="secondary" tabIndex={-1}>
              Profile
            </ButtonLink>
          </Reserved>
        )}
        <Button type="button" variant="ghost" onClick={onLogout} loading={leaving} disabled={leaving}>
          Logout
        </Button>
      </Actions>
    </Header>
  );
}
