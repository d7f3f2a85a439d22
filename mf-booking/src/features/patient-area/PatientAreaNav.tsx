import { PATHS, to } from '@physio/shared-contracts/paths';
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { logout, useSession } from '@physio/shared-auth';
import { Button, useMessages } from '@physio/shared-ui';
import { patientAreaCatalog } from './patientAreaMessages';

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
  const t = useMessages(patientAreaCatalog);
  const signOut = async () => {
    await logout();
    navigate(PATHS.home, { replace: true });
  };
  return (
    <nav aria-label={t('nav')}>
      <Links>
        <li>
          <NavLink to={to.patientDashboard(id)} end>
            {t('dashboard')}
          </NavLink>
        </li>
        <li>
          <NavLink to={to.patientProfile(id)}>{t('profile')}</NavLink>
        </li>
        <li>
          <NavLink to={to.patientOrders(id)}>{t('orders')}</NavLink>
        </li>
        <li>
          <NavLink to={to.patientPrescription(id)}>{t('prescriptions')}</NavLink>
        </li>
        <li>
          <NavLink to={to.patientHealth(id)}>{t('health')}</NavLink>
        </li>
        <li>
          <NavLink to={to.patientExercises(id)}>{t('exercises')}</NavLink>
        </li>
        <li>
          <NavLink to={to.patientFamily(id)}>{t('family')}</NavLink>
        </li>
        <li>
          <NavLink to={to.patientPrivacy(id)}>{t('privacy')}</NavLink>
        </li>
        {/* Also in the prerendered frame (nobody signed in), where a patient will see it: no shift at
            takeover. A doctor's view keeps its place, unseen, so the links' lines stay as painted. */}
        {role !== 'doctor' ? (
          <li>
            <Button type="button" variant="ghost" onClick={() => void signOut()}>
              {t('logOut')}
            </Button>
          </li>
        ) : (
          <Unseen aria-hidden="true">
            <Button type="button" variant="ghost" tabIndex={-1}>
              {t('logOut')}
            </Button>
          </Unseen>
        )}
      </Links>
    </nav>
  );
}
