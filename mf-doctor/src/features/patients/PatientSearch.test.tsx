import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { PatientSearch } from './PatientSearch';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const PATIENT = { id: '9876543210', name: 'Meera Iyer', mobile: '9876543210', email: 'meera@example.com' };

const setup = () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<PatientSearch />, { path: '*' });
  return user;
};
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit' }));

describe('PatientSearch', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  describe('by name', () => {
    it('asks for the name when it is empty', async () => {
      const user = setup();
      await submit(user);
      expect(screen.getByText(MESSAGES.search.emptyName)).toBeInTheDocument();
      expect(auth.apiClient.get).not.toHaveBeenCalled();
    });

    it('lists matches with Name, Mobile, Email ID and a View link to the patient dashboard', async () => {
      auth.apiClient.get.mockReturnValue(auth.answer([PATIENT]));
      const user = setup();
      await user.type(screen.getByLabelText('Patient name'), 'Meera');
      await submit(user);
      const table = await screen.findByRole('table');
      expect(auth.apiClient.get).toHaveBeenCalledWith('/api/users', { params: { name: 'Meera' } });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers.slice(0, 3)).toEqual(['Name', 'Mobile', 'Email ID']);
      expect(within(table).getByText('meera@example.com')).toBeInTheDocument();
      expect(within(table).getByRole('link', { name: 'View Meera Iyer' })).toHaveAttribute(
        'href',
        '/user/dashboard/9876543210',
      );
    });

    it('lists a family member the doctor treats as a patient of their own, the holder as the contact', async () => {
      const member = {
        id: '7d0c6f4e-2f55-4c55-9a64-3f1f6f6b1a01',
        name: 'Ramesh Kumar',
        relation: 'parent',
        age: 74,
      };
      auth.apiClient.get.mockReturnValue(auth.answer([PATIENT, { ...PATIENT, member }]));
      const user = setup();
      await user.type(screen.getByLabelText('Patient name'), 'e');
      await submit(user);
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(2);
      expect(within(rows[1]!).getByText('Ramesh Kumar (Parent, 74)')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Contact: Meera Iyer')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('9876543210')).toBeInTheDocument();
      expect(within(rows[1]!).getByRole('link', { name: 'View Ramesh Kumar (Parent, 74)' })).toHaveAttribute(
        'href',
        `/user/dashboard/9876543210?for=${member.id}`,
      );
      expect(within(rows[0]!).queryByText(/Contact:/)).not.toBeInTheDocument();
    });

    it('says "No patient with this name" when the answer is null', async () => {
      auth.apiClient.get.mockReturnValue(auth.answer(null));
      const user = setup();
      await user.type(screen.getByLabelText('Patient name'), 'Nobody');
      await submit(user);
      expect(await screen.findByText(MESSAGES.search.noPatient)).toBeInTheDocument();
      expect(screen.getByLabelText('Patient name')).toHaveValue('Nobody');
    });

    it('says "Error while searching" when the call fails', async () => {
      auth.apiClient.get.mockRejectedValue(auth.httpError(500, 'boom'));
      const user = setup();
      await user.type(screen.getByLabelText('Patient name'), 'Meera');
      await submit(user);
      expect(await screen.findByText(MESSAGES.search.failed)).toBeInTheDocument();
    });

    it('shows a loading state while searching', async () => {
      let resolve: (v: unknown) => void = () => undefined;
      auth.apiClient.get.mockReturnValue(new Promise((r) => (resolve = r)));
      const user = setup();
      await user.type(screen.getByLabelText('Patient name'), 'Meera');
      await submit(user);
      expect(screen.getByText('Searching patients')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
      resolve({ data: { data: [PATIENT] } });
      expect(await screen.findByRole('table')).toBeInTheDocument();
    });
  });

  describe('by id', () => {
    it('asks for the id when it is empty (same message as the name)', async () => {
      const user = setup();
      await user.click(screen.getByRole('radio', { name: 'Patient ID' }));
      await submit(user);
      expect(screen.getByText(MESSAGES.search.emptyName)).toBeInTheDocument();
    });

    it('looks the patient up by id', async () => {
      auth.apiClient.get.mockReturnValue(
        auth.answer({ ...PATIENT, new_user: false, price: 650, sessions: 6 }),
      );
      const user = setup();
      await user.click(screen.getByRole('radio', { name: 'Patient ID' }));
      await user.type(screen.getByLabelText('Patient ID (10-digit mobile number)'), '9876543210');
      await submit(user);
      expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
      expect(auth.apiClient.get).toHaveBeenCalledWith('/api/users/9876543210');
    });

    it('takes a pasted +91 number as its 10 digits', async () => {
      auth.apiClient.get.mockReturnValue(
        auth.answer({ ...PATIENT, new_user: false, price: 650, sessions: 6 }),
      );
      const user = setup();
      await user.click(screen.getByRole('radio', { name: 'Patient ID' }));
      const field = screen.getByLabelText('Patient ID (10-digit mobile number)');
      await user.click(field);
      await user.paste('+91 98765 43210');
      expect(field).toHaveValue('9876543210');
      await submit(user);
      expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
      expect(auth.apiClient.get).toHaveBeenCalledWith('/api/users/9876543210');
    });

    it('finds a patient not under the doctor’s care by their exact id, by name only', async () => {
      auth.apiClient.get.mockImplementation((url: string) =>
        url === '/api/users/9812345678'
          ? Promise.reject(auth.httpError(403, 'This patient is not under your care', 'NOT_YOUR_PATIENT'))
          : url === '/api/users/9812345678/name'
            ? auth.answer({ id: '9812345678', name: 'Kiran Shah' })
            : Promise.reject(auth.httpError(404, 'no route')),
      );
      const user = setup();
      await user.click(screen.getByRole('radio', { name: 'Patient ID' }));
      await user.type(screen.getByLabelText('Patient ID (10-digit mobile number)'), '9812345678');
      await submit(user);
      const row = (await screen.findByText('Kiran Shah')).closest('tr')!;
      expect(within(row).getByText('9812345678')).toBeInTheDocument();
      expect(within(row).getByText('—')).toBeInTheDocument();
      expect(auth.apiClient.get).toHaveBeenCalledWith('/api/users/9812345678/name');
    });

    it("shows the server's message when the id lookup fails", async () => {
      auth.apiClient.get.mockRejectedValue(auth.httpError(404, 'No patient with id 9999999999'));
      const user = setup();
      await user.click(screen.getByRole('radio', { name: 'Patient ID' }));
      await user.type(screen.getByLabelText('Patient ID (10-digit mobile number)'), '9999999999');
      await submit(user);
      expect(await screen.findByText('No patient with id 9999999999')).toBeInTheDocument();
    });
  });

  describe('by date range', () => {
    const chooseDates = async (user: ReturnType<typeof userEvent.setup>) =>
      user.click(screen.getByRole('radio', { name: 'Date range' }));

    it('needs the start date, then the end date', async () => {
      const user = setup();
      await chooseDates(user);
      await submit(user);
      expect(screen.getByText(MESSAGES.search.emptyStartDate)).toBeInTheDocument();
      await user.type(screen.getByLabelText('From date'), '2026-01-01');
      await submit(user);
      expect(screen.getByText(MESSAGES.search.emptyEndDate)).toBeInTheDocument();
      expect(auth.apiClient.post).not.toHaveBeenCalled();
    });

    it('refuses a start date after the end date', async () => {
      const user = setup();
      await chooseDates(user);
      await user.type(screen.getByLabelText('From date'), '2026-02-01');
      await user.type(screen.getByLabelText('To date'), '2026-01-01');
      await submit(user);
      expect(screen.getByText(MESSAGES.search.startAfterEnd)).toBeInTheDocument();
      expect(auth.apiClient.post).not.toHaveBeenCalled();
    });

    it('posts the range and lists the patients', async () => {
      auth.apiClient.post.mockReturnValue(auth.answer([PATIENT]));
      const user = setup();
      await chooseDates(user);
      await user.type(screen.getByLabelText('From date'), '2026-01-01');
      await user.type(screen.getByLabelText('To date'), '2026-01-31');
      await submit(user);
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(auth.apiClient.post).toHaveBeenCalledWith('/api/dashboard/search', {
        from_date: '2026-01-01',
        to_date: '2026-01-31',
      });
    });

    it('says "Error while searching" when the range search fails', async () => {
      auth.apiClient.post.mockRejectedValue(auth.httpError(500, 'database timeout'));
      const user = setup();
      await chooseDates(user);
      await user.type(screen.getByLabelText('From date'), '2026-01-01');
      await user.type(screen.getByLabelText('To date'), '2026-01-31');
      await submit(user);
      await waitFor(() => expect(screen.getByText(MESSAGES.search.failed)).toBeInTheDocument());
    });
  });
});
