/** The holder gives a family member's own answers before treatment on the health page (issue 28 point 3). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENTS, RED_FLAG_QUESTIONS, type Intake } from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import {
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import PatientHealthPage from '../../pages/PatientHealthPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const id = existingPatient.id;
const FATHER = '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e60';
const intake = (over: Partial<Intake> = {}): Intake => ({
  id: 'i1',
  patient_id: id,
  problem: 'Right knee pain on stairs',
  since: 'Three weeks',
  pain: 5,
  red_flags: [],
  flagged: false,
  medications: '',
  conditions: '',
  goals: '',
  consent: {
    treatment: { version: CONSENTS.treatment.version, at: '2026-11-20T04:30:00Z' },
    teleconsultation: null,
  },
  created_at: '2026-11-20T04:30:00Z',
  ...over,
});
const render = () =>
  renderPage(<PatientHealthPage />, { url: `/user/health/${id}`, path: '/user/health/:id' });

beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
  setPatientSession(existingPatient);
  on('GET', '/api/users/:id/note-summaries', [200, { data: [] }]);
  on('GET', '/api/users/:id/access-log', [200, { data: [] }]);
  on('GET', '/api/users/:id/outcomes', [
    200,
    {
      data: {
        scores: [],
        due: { instrument: 'psfs', due: false, reason: null, sessions_since_last: 0, every_sessions: 4 },
      },
    },
  ]);
  on('GET', '/api/family/dependants', [
    200,
    {
      data: [
        {
          id: FATHER,
          name: 'Ramesh Sharma',
          relation: 'parent',
          age: 74,
          birth_year: 1952,
          created_at: '2026-11-01T00:00:00Z',
          plan: null,
        },
      ],
    },
  ]);
  // The patient's own answers are given; her father's are not yet.
  on('GET', '/api/users/:id/intake', (req) => [
    200,
    { data: { intake: req.params.dependant_id ? null : intake(), needs_teleconsultation: false } },
  ]);
});
afterAll(() => resetLocaleForTests());

describe('a family member’s intake on the health page', () => {
  it('is given by the holder with dependant_id, in a form of its own beside hers', async () => {
    on('POST', '/api/users/:id/intake', (req) => [
      201,
      { data: intake({ id: 'i2', problem: (req.body as { problem: string }).problem }) },
    ]);
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole(
      'region',
      { name: 'Answers before treatment: Ramesh Sharma (Parent, 74)' },
      { timeout: 10_000 },
    );
    expect(within(card).getByText('For: Ramesh Sharma (Parent, 74)')).toBeInTheDocument();
    expect(screen.getByLabelText('Your intake answers')).toHaveTextContent('Right knee pain on stairs');
    await user.click(
      await within(card).findByRole('button', {
        name: 'Answer the questions for Ramesh Sharma (Parent, 74)',
      }),
    );
    await user.type(within(card).getByRole('textbox', { name: /What is the problem/ }), 'Hip pain');
    await user.type(within(card).getByRole('textbox', { name: /Since when/ }), 'A year');
    await user.type(within(card).getByRole('spinbutton', { name: /Pain right now/ }), '4');
    for (const q of RED_FLAG_QUESTIONS)
      await user.click(
        within(within(card).getByRole('group', { name: q.text })).getByRole('radio', { name: 'No' }),
      );
    await user.click(within(card).getByRole('checkbox', { name: 'I agree to assessment and treatment' }));
    await user.click(within(card).getByRole('button', { name: 'Save my answers' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ problem: 'Hip pain', since: 'A year', pain: 4, dependant_id: FATHER });
    expect(await within(card).findByLabelText('Your intake answers')).toHaveTextContent('Hip pain');
    // The read of his answers named him; hers did not.
    const reads = requests.filter((r) => r.method === 'GET' && r.path.endsWith('/intake'));
    expect(reads.map((r) => r.params.dependant_id ?? null).sort()).toEqual([FATHER, null].sort());
    // Every id on the page is its own.
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('speaks Hindi', async () => {
    await act(async () => setLocale('hi'));
    render();
    const card = await screen.findByRole(
      'region',
      { name: /^इलाज से पहले के जवाब: Ramesh Sharma/ },
      { timeout: 10_000 },
    );
    expect(within(card).getByText(/^किसके लिए: Ramesh Sharma/)).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: /^Ramesh Sharma .* के लिए सवालों के जवाब दें$/ }),
    ).toBeInTheDocument();
  });
});
