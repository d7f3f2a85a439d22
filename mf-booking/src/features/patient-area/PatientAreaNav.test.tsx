import { screen, within } from '@testing-library/react';
import { existingPatient, resetSession, setPatientSession } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { PatientAreaNav } from './PatientAreaNav';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));

afterEach(() => resetSession());

it('lists each page of the patient area as an item of its own, then Log out', () => {
  setPatientSession(existingPatient);
  const id = existingPatient.id;
  renderPage(<PatientAreaNav id={id} />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
  const items = within(screen.getByRole('navigation', { name: 'Patient area' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Dashboard',
    'Profile',
    'Orders',
    'Prescriptions',
    'Health record',
    'Exercises',
    'Family',
    'Privacy',
    'Log out',
  ]);
  expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', `/user/privacy/${id}`);
});
