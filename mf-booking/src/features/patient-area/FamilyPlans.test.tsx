/** Each family member's own treatment plan in the patient area (issue 28 point 3), apart from the patient's. */
import { act, screen, within } from '@testing-library/react';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { on, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { FamilyPlans } from './FamilyPlans';

import { familyMember } from '../../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

beforeEach(() => {
  resetApi();
  resetLocaleForTests();
});
afterAll(() => resetLocaleForTests());

describe('FamilyPlans', () => {
  it('shows each member’s own plan apart, "For: …", and nothing for a member without one', async () => {
    on('GET', '/api/family/dependants', [
      200,
      {
        data: [
          familyMember({ plan: { sessions: 6, price: 700 } }),
          familyMember({
            id: '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e61',
            name: 'Anaya Sharma',
            relation: 'child',
            age: 9,
            birth_year: 2017,
          }),
        ],
      },
    ]);
    renderPage(<FamilyPlans />);
    const card = await screen.findByRole('region', { name: 'For: Ramesh Sharma (Parent, 74)' });
    expect(within(card).getByRole('heading', { name: 'Treatment plan' })).toBeInTheDocument();
    const values = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['6', '₹700.00', '₹4,200.00']);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByText(/Anaya/)).toBeNull();
  });

  it('speaks Hindi: the relation and the labels', async () => {
    on('GET', '/api/family/dependants', [
      200,
      { data: [familyMember({ plan: { sessions: 2, price: 500 } })] },
    ]);
    await act(async () => setLocale('hi'));
    renderPage(<FamilyPlans />);
    const card = await screen.findByRole('region', { name: /^किसके लिए: Ramesh Sharma \(/ });
    expect(within(card).getByRole('heading', { name: 'इलाज योजना' })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/Parent|Sessions|Total/);
  });

  it('shows nothing when the family cannot be read', async () => {
    on('GET', '/api/family/dependants', [500, { message: 'down' }]);
    const { container } = renderPage(<FamilyPlans />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelector('section')).toBeNull();
  });
});
