import { screen, within } from '@testing-library/react';
import type { Prescription } from '@physio/shared-contracts';
import { renderPage } from '@physio/shared-ui/testing';
import { PrescriptionList } from './PrescriptionList';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));

const base: Prescription = {
  id: 'p1',
  patient_id: '9876543210',
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
  title: 'Knee strengthening',
  advice: '',
  exercises: [],
  created_at: '2026-11-20T10:00:00Z',
};
const father = { id: '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e6f', name: 'Ramesh Sharma', relation: 'parent' };

describe('PrescriptionList with family members', () => {
  it('groups each person’s prescriptions: For: Myself, then For: the family member', () => {
    renderPage(
      <PrescriptionList
        prescriptions={[
          { ...base, id: 'p2', title: 'Hip mobility', dependant: father, created_at: '2026-11-25T10:00:00Z' },
          base,
          { ...base, id: 'p3', title: 'Balance', dependant: father, created_at: '2026-11-21T10:00:00Z' },
        ]}
      />,
    );
    const groups = screen.getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'For: Myself',
      'For: Ramesh Sharma (Parent)',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Knee strengthening']);
    expect(
      within(groups[1]!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Hip mobility', 'Balance']);
  });

  it('without family members lists the patient’s own as before, no grouping', () => {
    renderPage(<PrescriptionList prescriptions={[base]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Knee strengthening' })).toBeInTheDocument();
  });
});
