import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRESCRIPTION_MESSAGES, type PatientProfile } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import DoctorPatientToolsPage from './DoctorPatientToolsPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const PATIENT: PatientProfile = {
  id: '9876543210',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  mobile: '9876543210',
  new_user: false,
  price: 650,
  sessions: 6,
};

const setup = async () => {
  // No family member this doctor treats (family-tools.test.tsx has them).
  auth.apiClient.get.mockImplementation((url: string) =>
    url.endsWith('/family') ? auth.answer([]) : auth.answer(PATIENT),
  );
  const user = userEvent.setup({ delay: null });
  renderPage(<DoctorPatientToolsPage />, { url: '/user/dashboard/9876543210', path: '/user/dashboard/:id' });
  await screen.findByRole('heading', { name: 'Doctor tools for Meera Iyer' });
  return user;
};

describe('DoctorPatientToolsPage', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it("shows the load failure with the server's message", async () => {
    auth.apiClient.get.mockRejectedValue(auth.httpError(404, 'Patient not found'));
    renderPage(<DoctorPatientToolsPage />, {
      url: '/user/dashboard/9999999999',
      path: '/user/dashboard/:id',
    });
    expect(await screen.findByText('Patient not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers only a new plan for a patient not under the doctor’s care, then the tools once it is saved', async () => {
    let underCare = false;
    auth.apiClient.get.mockImplementation((url: string) =>
      url === '/api/users/9812345678/name'
        ? auth.answer({ id: '9812345678', name: 'Kiran Shah' })
        : url.endsWith('/family')
          ? auth.answer([])
          : underCare
            ? auth.answer({ ...PATIENT, id: '9812345678', mobile: '9812345678', name: 'Kiran Shah' })
            : Promise.reject(
                auth.httpError(
                  403,
                  'This patient is not under your care: they have no booking.',
                  'NOT_YOUR_PATIENT',
                ),
              ),
    );
    auth.apiClient.put.mockImplementation(async () => {
      underCare = true;
      return auth.answer({ ...PATIENT, id: '9812345678', sessions: 4, price: 600 });
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DoctorPatientToolsPage />, {
      url: '/user/dashboard/9812345678',
      path: '/user/dashboard/:id',
    });
    await screen.findByRole('heading', { name: 'Doctor tools for Kiran Shah' });
    expect(screen.getByText(/Kiran Shah is not under your care yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /prescription/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View bookings/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Sessions'));
    await user.type(screen.getByLabelText('Sessions'), '4');
    await user.type(screen.getByLabelText('Price per session (₹)'), '600');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(auth.apiClient.put).toHaveBeenCalledWith('/api/users/9812345678/plan', {
      sessions: 4,
      price: 600,
    });
    expect(await screen.findByRole('link', { name: /View bookings/ })).toBeInTheDocument();
  });

  describe('treatment plan', () => {
    let announced: string[] = [];
    const listen = (e: Event) => announced.push((e as CustomEvent<{ id: string }>).detail.id);
    beforeEach(() => {
      announced = [];
      window.addEventListener('physio:patient-updated', listen);
    });
    afterEach(() => window.removeEventListener('physio:patient-updated', listen));

    it('starts from the current plan and saves sessions and price', async () => {
      auth.apiClient.put.mockReturnValue(auth.answer({ ...PATIENT, sessions: 8, price: 700 }));
      const user = await setup();
      const sessions = screen.getByLabelText('Sessions');
      const price = screen.getByLabelText('Price per session (₹)');
      expect(sessions).toHaveValue(6);
      expect(price).toHaveValue(650);
      await user.clear(sessions);
      await user.type(sessions, '8');
      await user.clear(price);
      await user.type(price, '700');
      expect(screen.getByText(/charged ₹5,600\.00 for the plan/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save plan' }));
      expect(
        await screen.findByText(/Treatment plan saved: 8 sessions at ₹700\.00 each/),
      ).toBeInTheDocument();
      expect(auth.apiClient.put).toHaveBeenCalledWith('/api/users/9876543210/plan', {
        sessions: 8,
        price: 700,
      });
      // The patient's plan card on the same page (the booking remote) is told to reload.
      expect(announced).toEqual(['9876543210']);
    });

    it('refuses impossible values', async () => {
      const user = await setup();
      await user.clear(screen.getByLabelText('Sessions'));
      await user.type(screen.getByLabelText('Sessions'), '0');
      await user.clear(screen.getByLabelText('Price per session (₹)'));
      await user.click(screen.getByRole('button', { name: 'Save plan' }));
      // The plan's limit is the API's (MAX_SESSIONS = 50): the form said 100 and let 51-100 fail at the server.
      expect(screen.getByText('Enter a number of sessions from 1 to 50')).toBeInTheDocument();
      expect(screen.getByText(/Enter a price per session above/)).toBeInTheDocument();
      expect(auth.apiClient.put).not.toHaveBeenCalled();
    });

    it('checks a field on blur against the API limits and focuses the first invalid field on submit', async () => {
      const user = await setup();
      const sessions = screen.getByLabelText('Sessions');
      const price = screen.getByLabelText('Price per session (₹)');
      await user.clear(price);
      await user.tab();
      expect(screen.getByText(/Enter a price per session above/)).toBeInTheDocument();
      expect(screen.queryByText(/Enter a number of sessions/)).not.toBeInTheDocument();
      expect(screen.queryByText(/charged/)).not.toBeInTheDocument();
      await user.type(price, '0.5');
      expect(screen.queryByText(/Enter a price per session above/)).not.toBeInTheDocument();
      await user.clear(sessions);
      await user.type(sessions, '51');
      await user.click(screen.getByRole('button', { name: 'Save plan' }));
      expect(screen.getByText('Enter a number of sessions from 1 to 50')).toBeInTheDocument();
      expect(sessions).toHaveFocus();
      expect(auth.apiClient.put).not.toHaveBeenCalled();
    });

    it("shows the server's message when saving fails and keeps the values", async () => {
      auth.apiClient.put.mockRejectedValue(auth.httpError(403, 'Only doctors can set a plan'));
      const user = await setup();
      await user.clear(screen.getByLabelText('Sessions'));
      await user.type(screen.getByLabelText('Sessions'), '9');
      await user.click(screen.getByRole('button', { name: 'Save plan' }));
      expect(await screen.findByText('Only doctors can set a plan')).toBeInTheDocument();
      expect(screen.getByLabelText('Sessions')).toHaveValue(9);
    });
  });

  describe('booking link', () => {
    it('shows /c/{id} on this origin, copies it and offers a WhatsApp share', async () => {
      const user = await setup();
      // user-event installs its own clipboard in setup(): replace it afterwards.
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const link = `${window.location.origin}/c/9876543210`;
      expect(screen.getByLabelText("Patient's booking link")).toHaveValue(link);
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(link);
      expect(await screen.findByText('Booking link copied.')).toBeInTheDocument();
      const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
      expect(share.getAttribute('href')).toBe(
        `https://wa.me/?text=${encodeURIComponent(`Book your physiotherapy sessions with PhysioCare: ${link}`)}`,
      );
    });

    it('falls back to execCommand when the clipboard API is refused', async () => {
      const user = await setup();
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
        configurable: true,
      });
      const exec = jest.fn().mockReturnValue(true);
      Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByText('Booking link copied.')).toBeInTheDocument();
      expect(exec).toHaveBeenCalledWith('copy');
    });
  });

  describe('prescription', () => {
    const form = () => screen.getByRole('form', { name: 'Write a prescription' });
    const exercise = (n: number) => within(form()).getByRole('group', { name: `Exercise ${n}` });

    it('adds and removes exercise rows and posts the prescription', async () => {
      auth.apiClient.post.mockReturnValue(
        auth.answer({
          id: 'rx1',
          patient_id: '9876543210',
          doctor_id: '9000000001',
          doctor_name: 'Dr. Asha Rao',
          title: 'Lower back rehab',
          advice: '',
          exercises: [],
          created_at: '2026-01-01T00:00:00Z',
        }),
      );
      const user = await setup();
      await user.type(within(form()).getByLabelText('Title'), 'Lower back rehab');
      await user.type(within(form()).getByLabelText('Advice (optional)'), 'Avoid lifting heavy weights.');
      await user.type(within(exercise(1)).getByLabelText('Exercise'), 'Cat-cow stretch');
      await user.click(screen.getByRole('button', { name: 'Add exercise' }));
      await user.click(screen.getByRole('button', { name: 'Add exercise' }));
      expect(within(form()).getAllByRole('group')).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Remove exercise 3' }));
      expect(within(form()).getAllByRole('group')).toHaveLength(2);
      const second = exercise(2);
      await user.type(within(second).getByLabelText('Exercise'), 'Bridges');
      await user.clear(within(second).getByLabelText('Reps'));
      await user.type(within(second).getByLabelText('Reps'), '8 each side');
      await user.clear(within(second).getByLabelText('Frequency'));
      await user.type(within(second).getByLabelText('Frequency'), 'Twice a day');
      await user.click(screen.getByRole('button', { name: 'Save prescription' }));
      expect(await screen.findByText(/Prescription saved/)).toBeInTheDocument();
      expect(auth.apiClient.post).toHaveBeenCalledWith('/api/users/9876543210/prescriptions', {
        title: 'Lower back rehab',
        advice: 'Avoid lifting heavy weights.',
        exercises: [
          { name: 'Cat-cow stretch', sets: 3, reps: '10', frequency: 'Daily' },
          // Reps as physiotherapists write them (issue 26).
          { name: 'Bridges', sets: 3, reps: '8 each side', frequency: 'Twice a day' },
        ],
      });
      await waitFor(() => expect(within(form()).getByLabelText('Title')).toHaveValue(''));
    });

    it('validates the title and each exercise', async () => {
      const user = await setup();
      await user.clear(within(exercise(1)).getByLabelText('Sets'));
      await user.click(screen.getByRole('button', { name: 'Save prescription' }));
      expect(screen.getByText('Enter a title for the prescription')).toBeInTheDocument();
      expect(screen.getByText('Enter the exercise name')).toBeInTheDocument();
      expect(screen.getByText('Sets: 1 to 20')).toBeInTheDocument();
      expect(auth.apiClient.post).not.toHaveBeenCalled();
    });

    it('checks an exercise field on blur, row by row, and focuses the first invalid field on submit', async () => {
      const user = await setup();
      await user.click(screen.getByRole('button', { name: 'Add exercise' }));
      const reps = within(exercise(2)).getByLabelText('Reps');
      await user.clear(reps);
      await user.tab();
      expect(within(exercise(2)).getByText(PRESCRIPTION_MESSAGES.reps)).toBeInTheDocument();
      expect(within(exercise(1)).queryByText(PRESCRIPTION_MESSAGES.reps)).not.toBeInTheDocument();
      expect(screen.queryByText('Enter the exercise name')).not.toBeInTheDocument();
      await user.type(reps, 'hold 30 s');
      expect(screen.queryByText(PRESCRIPTION_MESSAGES.reps)).not.toBeInTheDocument();
      await user.type(within(form()).getByLabelText('Title'), 'Knee care');
      await user.click(screen.getByRole('button', { name: 'Save prescription' }));
      expect(within(exercise(1)).getByText('Enter the exercise name')).toBeInTheDocument();
      expect(within(exercise(2)).getByText('Enter the exercise name')).toBeInTheDocument();
      expect(within(exercise(1)).getByLabelText('Exercise')).toHaveFocus();
      expect(auth.apiClient.post).not.toHaveBeenCalled();
    });

    it("shows the server's message on failure and keeps the text", async () => {
      auth.apiClient.post.mockRejectedValue(auth.httpError(400, 'Too many exercises'));
      const user = await setup();
      await user.type(within(form()).getByLabelText('Title'), 'Neck care');
      await user.type(within(exercise(1)).getByLabelText('Exercise'), 'Chin tucks');
      await user.click(screen.getByRole('button', { name: 'Save prescription' }));
      expect(await screen.findByText('Too many exercises')).toBeInTheDocument();
      expect(within(form()).getByLabelText('Title')).toHaveValue('Neck care');
    });
  });
});
