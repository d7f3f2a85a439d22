import { PATHS, to } from '@physio/shared-contracts/paths';
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { logout, useSession } from '@physio/shared-auth';
import { Button } from '@physio/shared-ui';
import { PRIVACY_PAGE_TITLES } from '@physio/shared-contracts';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  align-items: center;

  a[aria-current='page'] {
    font-weight: 700;
  }
`;

/** Holds a place without showing it (not seen, not focusable, not read out). */
const Unseen = styled.li`
  visibility: hidden;
`;

/** Links between the patient pages, and Log out for the patient themself (never for a doctor). */
export function PatientAreaNav({ id }: { id: string }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate(PATHS.home, { replace: true });
  };
  return (
    <nav aria-label="Patient area">
      <Links>
        <li>
          <NavLink to={to.patientDashboard(id)} end>
            Dashboard
          </NavLink>
        </li>
        <li>
          <NavLink to={to.patientProfile(id)}>Profile</NavLink>
        </li>
        <li>
          <NavLink to={to.patientOrders(id)}>Orders</NavLink>
        </li>
        <li>
          <NavLink to={to.patientPrescription(id)}>Prescriptions</NavLink>
        </li>
        <li>
          <NavLink to={to.patientHealth(id)}>Health record</NavLink>
        </li>
        <li>
          <NavLink to={to.patientExercises(id)}>Exercises</NavLink>
        </li>
        <li>
          <NavLink to={to.patientFamily(id)}>Family</NavLink>
        </li>
        <li>
          <NavLink to={to.patientPrivacy(id)}>{PRIVACY_PAGE_TITLES.area}</NavLink>
        </li>
        {/* Also in the prerendered frame (nobody signed in), where a patient will see it: no shift at
            takeover. A doctor's view keeps its place, unseen, so the links' lines stay as painted. */}
        {role !== 'doctor' ? (
          <li>
            <Button type="button" variant="ghost" onClick={() => void signOut()}>
              Log out
            </Button>
          </li>
        ) : (
          <Unseen aria-hidden="true">
            <Button type="button" variant="ghost" tabIndex={-1}>
              Log out
            </Button>
          </Unseen>
        )}
      </Links>
    </nav>
  );
}
