/**
 * A family member on the doctor's patient page (issue 28 point 3): the members the doctor treats are listed on the
 * holder's page, each opened as a patient of their own (`?for=`) with the holder as the contact; the member's own
 * plan is saved with dependant_id, and the prescription form's "For" choice sends dependant_id; the member's intake,
 * outcome scores and exercise program are read and written with dependant_id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientProfile, TreatedMember } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import DoctorPatientToolsPage from '../../pages/DoctorPatientToolsPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const HOLDER: PatientProfile = {
  id: '9876543210',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  mobile: '9876543210',
  new_user: false,
  price: 650,
  sessions: 6,
};
const FATHER: TreatedMember = {
  id: '7d0c6f4e-2f55-4c55-9a64-3f1f6f6b1a01',
  name: 'Ramesh Kumar',
  relation: 'parent',
  age: 74,
  plan: { sessions: 6, price: 700 },
};
const SON: TreatedMember = {
  id: '7d0c6f4e-2f55-4c55-9a64-3f1f6f6b1a02',
  name: 'Arjun Iyer',
  relation: 'child',
  age: 12,
  plan: null,
};
const RX = {
  id: 'rx1',
  patient_id: HOLDER.id,
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
  title: 'Hip mobility',
  advice: '',
  exercises: [],
  created_at: '2026-01-01T00:00:00Z',
};

const DUE = { instrument: 'psfs', due: false, reason: null, sessions_since_last: 0, every_sessions: 4 };
/** The clinical record's reads: an intake, one pain score, a program of one exercise (whoever's is asked). */
const RECORD: Record<string, unknown> = {
  [`/api/users/${HOLDER.id}/intake`]: { intake: null, needs_teleconsultation: false },
  [`/api/users/${HOLDER.id}/outcomes`]: {
    scores: [
      {
        id: 's1',
        instrument: 'pain',
        score: 6,
        activities: [],
        appointment_id: null,
        recorded_by: 'patient',
        recorded_at: '2026-01-02T00:00:00Z',
      },
    ],
    due: DUE,
  },
  [`/api/users/${HOLDER.id}/exercise-program`]: null,
  [`/api/users/${HOLDER.id}/exercise-adherence`]: { weeks: [], pain: [] },
  '/api/exercises': [],
};
const open = async (url: string, members: TreatedMember[] = [FATHER, SON]) => {
  auth.apiClient.get.mockImplementation((path: string) =>
    path === `/api/users/${HOLDER.id}/family`
      ? auth.answer(members)
      : path in RECORD
        ? auth.answer(RECORD[path])
        : auth.answer(HOLDER),
  );
  const user = userEvent.setup({ delay: null });
  renderPage(<DoctorPatientToolsPage />, { url, path: '/user/dashboard/:id' });
  await screen.findByRole('heading', { name: 'Doctor tools for Meera Iyer' });
  return user;
};
const rxForm = () => screen.getByRole('form', { name: 'Write a prescription' });
const writeRx = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(within(rxForm()).getByLabelText('Title'), 'Hip mobility');
  await user.type(within(rxForm()).getByLabelText('Exercise'), 'Bridges');
  await user.click(within(rxForm()).getByRole('button', { name: 'Save prescription' }));
};

describe('family members on the doctor’s patient page', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it('lists the members the doctor treats, each to open as a patient of their own', async () => {
    await open('/user/dashboard/9876543210');
    const list = (await screen.findByRole('heading', { name: 'Family members you treat' })).parentElement!;
    expect(
      within(list).getByText(/Ramesh Kumar \(Parent, 74\) · Plan: 6 sessions at ₹700\.00 each/),
    ).toBeInTheDocument();
    expect(within(list).getByText(/Arjun Iyer \(Child, 12\) · No plan yet/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Ramesh Kumar' })).toHaveAttribute(
      'href',
      `/user/dashboard/9876543210?for=${FATHER.id}`,
    );
  });

  it('the prescription form’s "For" choice sends the chosen member', async () => {
    auth.apiClient.post.mockReturnValue(auth.answer(RX));
    const user = await open('/user/dashboard/9876543210');
    const forWhom = await within(rxForm()).findByRole('group', { name: 'For' });
    expect(within(forWhom).getByLabelText('Meera Iyer (the patient)')).toBeChecked();
    await user.click(within(forWhom).getByLabelText('Ramesh Kumar (Parent, 74)'));
    await writeRx(user);
    expect(await screen.findByText(/Prescription for Ramesh Kumar saved/)).toBeInTheDocument();
    expect(auth.apiClient.post).toHaveBeenCalledWith('/api/users/9876543210/prescriptions', {
      title: 'Hip mobility',
      advice: '',
      exercises: [{ name: 'Bridges', sets: 3, reps: '10', frequency: 'Daily' }],
      dependant_id: FATHER.id,
    });
  });

  it('no "For" choice without family members; the prescription is the patient’s', async () => {
    auth.apiClient.post.mockReturnValue(auth.answer(RX));
    const user = await open('/user/dashboard/9876543210', []);
    await screen.findByRole('form', { name: 'Write a prescription' });
    expect(screen.queryByRole('heading', { name: 'Family members you treat' })).not.toBeInTheDocument();
    expect(within(rxForm()).queryByRole('group', { name: 'For' })).not.toBeInTheDocument();
    await writeRx(user);
    await screen.findByText(/^Prescription saved/);
    expect(auth.apiClient.post.mock.calls[0]![1]).not.toHaveProperty('dependant_id');
  });

  it('opened on a member: the member as the patient, the holder as the contact, their own plan saved apart', async () => {
    auth.apiClient.put.mockReturnValue(
      auth.answer({ ...HOLDER, member: { ...FATHER, plan: { sessions: 8, price: 750 } } }),
    );
    const user = await open(`/user/dashboard/9876543210?for=${FATHER.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Patient: Ramesh Kumar (Parent, 74)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Contact: Meera Iyer, 9876543210, meera@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Meera Iyer’s own record/ })).toHaveAttribute(
      'href',
      '/user/dashboard/9876543210',
    );
    // His own notes; the holder's other clinical panels are not shown as his.
    expect(screen.getByRole('heading', { name: 'Session notes for Ramesh Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family members you treat' })).not.toBeInTheDocument();

    const plan = screen.getByRole('form', { name: 'Treatment plan for Ramesh Kumar' });
    expect(within(plan).getByLabelText('Sessions')).toHaveValue(6);
    expect(within(plan).getByLabelText('Price per session (₹)')).toHaveValue(700);
    await user.clear(within(plan).getByLabelText('Sessions'));
    await user.type(within(plan).getByLabelText('Sessions'), '8');
    await user.clear(within(plan).getByLabelText('Price per session (₹)'));
    await user.type(within(plan).getByLabelText('Price per session (₹)'), '750');
    await user.click(within(plan).getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(auth.apiClient.put).toHaveBeenCalledWith('/api/users/9876543210/plan', {
        sessions: 8,
        price: 750,
        dependant_id: FATHER.id,
      }),
    );

    // The prescription form opens on him.
    const forWhom = within(rxForm()).getByRole('group', { name: 'For' });
    expect(within(forWhom).getByLabelText('Ramesh Kumar (Parent, 74)')).toBeChecked();
  });

  it('opened on a member: his intake, scores and exercise program are read and written as his', async () => {
    auth.apiClient.post.mockReturnValue(
      auth.answer({
        ...(RECORD[`/api/users/${HOLDER.id}/outcomes`] as { scores: object[] }).scores[0],
        score: 3,
      }),
    );
    const user = await open(`/user/dashboard/9876543210?for=${FATHER.id}`);
    await screen.findByRole('heading', { name: 'Patient: Ramesh Kumar (Parent, 74)' });
    const his = { params: { dependant_id: FATHER.id } };
    await waitFor(() => {
      for (const path of ['intake', 'outcomes', 'exercise-program', 'exercise-adherence'])
        expect(auth.apiClient.get).toHaveBeenCalledWith(`/api/users/${HOLDER.id}/${path}`, his);
    });
    expect(await screen.findByRole('heading', { name: 'Intake' })).toBeInTheDocument();
    // His adherence is his own (the holder logs it for him); the patient's own is never read here.
    expect(await screen.findByRole('heading', { name: 'Adherence and pain' })).toBeInTheDocument();
    const adherenceReads = auth.apiClient.get.mock.calls.filter(
      ([path]: [string]) => path === `/api/users/${HOLDER.id}/exercise-adherence`,
    );
    expect(
      adherenceReads.every(([, config]: [string, unknown]) => JSON.stringify(config) === JSON.stringify(his)),
    ).toBe(true);

    const pain = await screen.findByLabelText(/pain/i, { selector: 'input' });
    await user.type(pain, '3');
    await user.click(within(pain.closest('form')!).getByRole('button'));
    await waitFor(() =>
      expect(auth.apiClient.post).toHaveBeenCalledWith(`/api/users/${HOLDER.id}/outcomes/pain`, {
        pain: 3,
        dependant_id: FATHER.id,
      }),
    );
  });

  it('the patient’s own page reads the patient’s own record, no dependant_id', async () => {
    await open('/user/dashboard/9876543210');
    await waitFor(() =>
      expect(auth.apiClient.get).toHaveBeenCalledWith(`/api/users/${HOLDER.id}/intake`, { params: {} }),
    );
    expect(await screen.findByRole('heading', { name: 'Adherence and pain' })).toBeInTheDocument();
  });

  it('opened on a member the doctor does not treat: says so and shows the patient’s own tools', async () => {
    await open('/user/dashboard/9876543210?for=7d0c6f4e-2f55-4c55-9a64-3f1f6f6b1a99');
    expect(await screen.findByText(/This family member is not under your care/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Treatment plan' })).toBeInTheDocument();
  });
});
