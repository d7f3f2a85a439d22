import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTE_TEMPLATE, RED_FLAG_QUESTIONS, type Intake, type SessionNote } from '@physio/shared-contracts';
import { on, requests, resetApi, resetAuthFake, DOCTOR } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { IntakePanel, RED_FLAG_NOTICE } from './IntakePanel';
import { SessionNotes } from './SessionNotes';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const id = '9876543210';
const intake: Intake = {
  id: 'i1',
  patient_id: id,
  problem: 'Low back pain',
  since: 'Two months',
  pain: 7,
  red_flags: ['bladder_bowel'],
  flagged: true,
  medications: 'Ibuprofen',
  conditions: '',
  goals: 'Sit through work',
  consent: {
    treatment: { version: 'treatment-2026-11', at: '2026-11-20T04:30:00Z' },
    teleconsultation: { version: 'teleconsultation-2026-11', at: '2026-11-20T04:30:00Z' },
  },
  created_at: '2026-11-20T04:30:00Z',
};
const note = (overrides: Partial<SessionNote> = {}): SessionNote => ({
  id: '11111111-1111-4111-8111-111111111111',
  patient_id: id,
  appointment_id: null,
  doctor_name: DOCTOR.name,
  mine: true,
  status: 'draft',
  ...NOTE_TEMPLATE,
  patient_summary: '',
  share_plan: false,
  created_at: '2026-11-21T05:00:00Z',
  updated_at: '2026-11-21T05:00:00Z',
  signed_at: null,
  amendments: [],
  ...overrides,
});

beforeEach(() => {
  resetApi();
  resetAuthFake({ doctor: DOCTOR });
  on('GET', '/api/users/:id/appointments', [200, { data: [], credits: [] }]);
});

describe('IntakePanel', () => {
  it('shows the red flag above the answers the doctor reads before the session', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake, needs_teleconsultation: true } }]);
    renderPage(<IntakePanel patientId={id} />);
    expect(await screen.findByText(RED_FLAG_NOTICE)).toBeInTheDocument();
    const answers = screen.getByLabelText('Intake answers');
    expect(answers).toHaveTextContent(RED_FLAG_QUESTIONS.find((q) => q.key === 'bladder_bowel')!.text);
    expect(answers).toHaveTextContent('Ibuprofen');
    expect(answers).toHaveTextContent('Given 20 Nov 2026, 10:00 am IST (teleconsultation-2026-11)');
  });

  it('says when there is no intake yet, and when it cannot be loaded', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake: null, needs_teleconsultation: false } }]);
    const { unmount } = renderPage(<IntakePanel patientId={id} />);
    expect(await screen.findByText(/No intake yet/)).toBeInTheDocument();
    expect(screen.queryByText(RED_FLAG_NOTICE)).not.toBeInTheDocument();
    unmount();
    on('GET', '/api/users/:id/intake', [
      403,
      { message: 'This patient is not under your care', code: 'NOT_YOUR_PATIENT' },
    ]);
    renderPage(<IntakePanel patientId={id} />);
    expect(await screen.findByText('This patient is not under your care')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('SessionNotes', () => {
  it('starts a note from the template, saves the draft, signs it, then only amends it', async () => {
    let current = note();
    on('GET', '/api/users/:id/notes', [200, { data: [] }]);
    on('POST', '/api/users/:id/notes', [201, { data: current }]);
    on('PUT', '/api/users/:id/notes/:noteId', (req) => {
      current = { ...current, ...(req.body as Partial<SessionNote>) };
      return [200, { data: current }];
    });
    on('POST', '/api/users/:id/notes/:noteId/sign', () => {
      current = { ...current, status: 'signed', signed_at: '2026-11-21T06:00:00Z' };
      return [200, { data: current }];
    });
    on('POST', '/api/users/:id/notes/:noteId/amendments', (req) => {
      const text = (req.body as { text: string }).text;
      current = {
        ...current,
        amendments: [{ id: 'a1', doctor_name: DOCTOR.name, text, created_at: '2026-11-22T06:00:00Z' }],
      };
      return [201, { data: current }];
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<SessionNotes patientId={id} />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New note from template' }));
    const assessment = await screen.findByRole('textbox', { name: 'Assessment' });
    expect(assessment).toHaveValue(NOTE_TEMPLATE.assessment);
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject(NOTE_TEMPLATE);
    await user.clear(assessment);
    await user.type(assessment, 'Mechanical back pain');
    await user.type(screen.getByRole('textbox', { name: /Summary for the patient/ }), 'Keep moving.');
    await user.click(screen.getByRole('checkbox', { name: 'Show the plan to the patient' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      assessment: 'Mechanical back pain',
      patient_summary: 'Keep moving.',
      share_plan: true,
      appointment_id: null,
    });

    await user.click(screen.getByRole('button', { name: 'Sign note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign note' }));
    expect(await screen.findByRole('heading', { name: /^Signed 21 Nov 2026/ })).toBeInTheDocument();
    // Signed: no field of the note can be edited any more, only an amendment added.
    expect(screen.queryByRole('textbox', { name: 'Assessment' })).not.toBeInTheDocument();
    expect(screen.getByText('Mechanical back pain')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add amendment' }));
    expect(await screen.findByText('Write the amendment')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Add an amendment' }), 'Hamstrings tight too.');
    await user.click(screen.getByRole('button', { name: 'Add amendment' }));
    expect(await screen.findByText('Hamstrings tight too.')).toBeInTheDocument();
    expect(screen.getByText(/^Amendment, 22 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Mechanical back pain')).toBeInTheDocument();
  });

  it('shows the server’s message when signing is refused, keeping the draft', async () => {
    on('GET', '/api/users/:id/notes', [
      200,
      { data: [note({ subjective: '', objective: '', assessment: '', plan: '' })] },
    ]);
    on('PUT', '/api/users/:id/notes/:noteId', (req) => [
      200,
      { data: note({ ...(req.body as object), appointment_id: null }) },
    ]);
    on('POST', '/api/users/:id/notes/:noteId/sign', [
      400,
      { message: 'Write at least one part of the note before signing it', code: 'NOTE_EMPTY' },
    ]);
    const user = userEvent.setup({ delay: null });
    renderPage(<SessionNotes patientId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Sign note' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign note' }));
    expect(
      await screen.findByText('Write at least one part of the note before signing it'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Assessment' })).toBeInTheDocument();
  });
});

describe('SessionNotes of a family member (issue 28 point 3)', () => {
  const father = { id: '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e60', name: 'Ramesh Kumar', relation: 'parent' };
  const session = (over: Record<string, unknown>) => ({
    id: '22222222-2222-4222-8222-222222222222',
    patient_id: id,
    patient_name: 'Meera Iyer',
    doctor_id: 'dr-asha-rao',
    doctor_name: DOCTOR.name,
    order_id: 'o1',
    mode: 'online',
    address: null,
    pincode: null,
    date: '2026-11-20',
    time_of_day: 'morning',
    start: '2026-11-20T04:30:00Z',
    end: '2026-11-20T05:15:00Z',
    join_url: null,
    hold_expires_at: null,
    status: 'completed',
    sessions: 1,
    created_at: '2026-11-01T00:00:00Z',
    ...over,
  });

  it('lists only his notes and sessions, and starts his note with dependant_id', async () => {
    on('GET', '/api/users/:id/notes', [
      200,
      {
        data: [
          note({
            id: '11111111-1111-4111-8111-111111111112',
            subjective: 'Her own back',
            status: 'signed',
            signed_at: '2026-11-20T06:00:00Z',
          }),
          note({ subjective: 'His hip', dependant: father }),
        ],
      },
    ]);
    on('GET', '/api/users/:id/appointments', [
      200,
      {
        data: [
          session({}),
          session({ id: '33333333-3333-4333-8333-333333333333', dependant: { ...father, age: 74 } }),
        ],
        credits: [],
      },
    ]);
    on('POST', '/api/users/:id/notes', [
      201,
      { data: note({ id: '44444444-4444-4444-8444-444444444444', dependant: father }) },
    ]);
    const user = userEvent.setup({ delay: null });
    renderPage(<SessionNotes patientId={id} member={{ id: father.id, name: father.name }} />);
    expect(
      await screen.findByRole('heading', { name: 'Session notes for Ramesh Kumar' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByDisplayValue('His hip')).toBeInTheDocument();
    // His session only (hers is left out of his note's choices).
    const choices = within(list).getByRole('combobox', { name: 'Session' });
    await waitFor(() => expect(within(choices).getAllByRole('option')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'New note from template' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')).toBeDefined());
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      dependant_id: father.id,
      appointment_id: '33333333-3333-4333-8333-333333333333',
    });
  });

  it('the patient’s own view leaves the family members’ notes out', async () => {
    on('GET', '/api/users/:id/notes', [200, { data: [note({ subjective: 'His hip', dependant: father })] }]);
    renderPage(<SessionNotes patientId={id} />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });
});
