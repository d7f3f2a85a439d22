import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAMILY_MESSAGES } from '@physio/shared-contracts';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { BookingFor } from './BookingFor';
import { FamilyMembers } from './FamilyMembers';
import { FATHER } from '../../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));

beforeEach(() => resetApi());

const father = FATHER;

describe('FamilyMembers', () => {
  it('says there is nobody yet, then adds a family member with the keyboard and lists them', async () => {
    on('POST', '/api/family/dependants', [201, { data: father, message: FAMILY_MESSAGES.added }]);
    renderPage(<FamilyMembers initial={[]} />);
    expect(screen.getByText('No family members yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ramesh Sharma');
    await userEvent.selectOptions(screen.getByLabelText('Relation'), 'parent');
    await userEvent.type(screen.getByLabelText('Age (years)'), '74{Enter}');
    expect(await screen.findByText(FAMILY_MESSAGES.added)).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/family/dependants',
      body: { name: 'Ramesh Sharma', relation: 'parent', age: 74 },
    });
    const list = screen.getByRole('list', { name: 'Family members' });
    expect(within(list).getByText('Ramesh Sharma (Parent, 74)')).toBeInTheDocument();
  });

  it('refuses an age of 200 with the message and sends nothing', async () => {
    renderPage(<FamilyMembers initial={[]} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ramesh Sharma');
    await userEvent.selectOptions(screen.getByLabelText('Relation'), 'parent');
    await userEvent.type(screen.getByLabelText('Age (years)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(await screen.findByText(FAMILY_MESSAGES.age)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('corrects an age and removes a member after asking', async () => {
    on('PUT', `/api/family/dependants/${father.id}`, [200, { data: { ...father, age: 75 } }]);
    on('DELETE', `/api/family/dependants/${father.id}`, [200, { data: { id: father.id } }]);
    renderPage(<FamilyMembers initial={[father]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    const age = screen.getAllByLabelText('Age (years)')[0]!;
    await userEvent.clear(age);
    await userEvent.type(age, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ramesh Sharma (Parent, 75)')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { age: 75 } });

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(FAMILY_MESSAGES.removed)).toBeInTheDocument();
    expect(screen.getByText('No family members yet.')).toBeInTheDocument();
  });

  it('shows the API’s refusal and keeps the list', async () => {
    on('DELETE', `/api/family/dependants/${father.id}`, [
      404,
      { message: FAMILY_MESSAGES.notFound, code: 'DEPENDANT_NOT_FOUND' },
    ]);
    renderPage(<FamilyMembers initial={[father]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(FAMILY_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByText('Ramesh Sharma (Parent, 74)')).toBeInTheDocument();
  });
});

describe('BookingFor', () => {
  it('offers Myself and each family member, and nothing without family', async () => {
    const chosen = jest.fn();
    const { unmount } = renderPage(<BookingFor members={[father]} value="" onChange={chosen} />);
    const select = screen.getByLabelText('Booking for');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Myself', 'Ramesh Sharma (Parent, 74)']);
    await userEvent.selectOptions(select, father.id);
    expect(chosen).toHaveBeenCalledWith(father.id);
    unmount();
    renderPage(<BookingFor members={[]} value="" onChange={chosen} />);
    expect(screen.queryByLabelText('Booking for')).toBeNull();
  });
});
