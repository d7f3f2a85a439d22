import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLINICAL_MESSAGES,
  CONSENTS,
  RED_FLAG_QUESTIONS,
  SEE_DOCTOR_MESSAGE,
  type AccessLogEntry,
  type Intake,
  type OutcomeDue,
  type OutcomeScore,
  OUTCOME_MESSAGES,
} from '@physio/shared-contracts';
import {
  DOCTOR,
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setDoctorSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import PatientHealthPage from './PatientHealthPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const id = existingPatient.id;
const intake = (overrides: Partial<Intake> = {}): Intake => ({
  id: 'i1',
  patient_id: id,
  problem: 'Right knee pain on stairs',
  since: 'Three weeks',
  pain: 5,
  red_flags: [],
  flagged: false,
  medications: '',
  conditions: 'Asthma',
  goals: 'Climb stairs',
  consent: {
    treatment: { version: CONSENTS.treatment.version, at: '2026-11-20T04:30:00Z' },
    teleconsultation: null,
  },
  created_at: '2026-11-20T04:30:00Z',
  ...overrides,
});
const noneDue: OutcomeDue = {
  instrument: 'psfs',
  due: false,
  reason: null,
  sessions_since_last: 0,
  every_sessions: 4,
};
const psfsScore = (at: string, ratings: number[]): OutcomeScore => ({
  id: at,
  instrument: 'psfs',
  score: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100,
  activities: ratings.map((rating, i) => ({ activity: `Activity ${i + 1}`, rating })),
  appointment_id: null,
  recorded_by: 'patient',
  recorded_at: at,
});
const render = () =>
  renderPage(<PatientHealthPage />, { url: `/user/health/${id}`, path: '/user/health/:id' });

beforeEach(() => {
  resetApi();
  resetSession();
  setPatientSession(existingPatient);
  on('GET', '/api/users/:id/note-summaries', [200, { data: [] }]);
  on('GET', '/api/users/:id/access-log', [200, { data: [] }]);
  on('GET', '/api/users/:id/outcomes', [200, { data: { scores: [], due: noneDue } }]);
});

describe('/user/health/{id}: the intake before a first session', () => {
  it('checks the answers in the browser, tells the patient to see a doctor on a red flag, then saves with consent', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake: null, needs_teleconsultation: true } }]);
    on('POST', '/api/users/:id/intake', (req) => {
      const body = req.body as { red_flags: Record<string, boolean>; problem: string };
      return [
        201,
        {
          data: intake({ problem: body.problem, red_flags: ['night_pain'], flagged: true }),
          message: 'Thank you: your answers are saved',
        },
      ];
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Save my answers' }));
    // Nothing is sent while answers are missing; the first invalid field has the focus.
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByRole('textbox', { name: /What is the problem/ })).toHaveFocus();
    expect(screen.getAllByText(CLINICAL_MESSAGES.redFlag)).toHaveLength(RED_FLAG_QUESTIONS.length);
    expect(screen.getByText(CLINICAL_MESSAGES.treatmentConsent)).toBeInTheDocument();
    expect(screen.getByText(CLINICAL_MESSAGES.teleconsultationConsent)).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: /What is the problem/ }),
      'Right knee pain on stairs',
    );
    await user.type(screen.getByRole('textbox', { name: /Since when/ }), 'Three weeks');
    const pain = screen.getByRole('spinbutton', { name: /Pain right now/ });
    await user.type(pain, '12');
    await user.tab();
    expect(screen.getByText(CLINICAL_MESSAGES.pain)).toBeInTheDocument();
    await user.clear(pain);
    await user.type(pain, '5');
    for (const q of RED_FLAG_QUESTIONS) {
      const group = screen.getByRole('group', { name: q.text });
      await user.click(within(group).getByRole('radio', { name: q.key === 'night_pain' ? 'Yes' : 'No' }));
    }
    expect(screen.getByText(SEE_DOCTOR_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to assessment and treatment' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree to online sessions by video call' }));
    await user.click(screen.getByRole('button', { name: 'Save my answers' }));

    expect(await screen.findByText('Thank you: your answers are saved.')).toBeInTheDocument();
    // The access log is read again: it now holds the save.
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/access-log'))).toHaveLength(2));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      problem: 'Right knee pain on stairs',
      pain: 5,
      red_flags: { night_pain: true, fever: false },
      consent: { treatment: CONSENTS.treatment.version, teleconsultation: CONSENTS.teleconsultation.version },
    });
    // The answers, with the advice to see a doctor.
    expect(screen.getByText(SEE_DOCTOR_MESSAGE)).toBeInTheDocument();
    const answers = screen.getByLabelText('Your intake answers');
    expect(answers).toHaveTextContent(RED_FLAG_QUESTIONS.find((q) => q.key === 'night_pain')!.text);
  });

  it('shows the saved answers with the consent time, and the API’s message when a save fails', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake: intake(), needs_teleconsultation: false } }]);
    on('POST', '/api/users/:id/intake', [
      400,
      { message: CLINICAL_MESSAGES.consentVersion, code: 'VALIDATION_FAILED' },
    ]);
    const user = userEvent.setup();
    render();
    const answers = await screen.findByLabelText('Your intake answers');
    expect(answers).toHaveTextContent('Right knee pain on stairs');
    expect(answers).toHaveTextContent(`Given 20 Nov 2026, 10:00 am IST (${CONSENTS.treatment.version})`);
    expect(screen.queryByText(SEE_DOCTOR_MESSAGE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update my answers' }));
    // No online session: no teleconsultation consent asked.
    expect(screen.queryByRole('checkbox', { name: /online sessions/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /What is the problem/ }), 'Knee');
    await user.type(screen.getByRole('textbox', { name: /Since when/ }), 'A month');
    await user.type(screen.getByRole('spinbutton', { name: /Pain right now/ }), '3');
    for (const q of RED_FLAG_QUESTIONS)
      await user.click(
        within(screen.getByRole('group', { name: q.text })).getByRole('radio', { name: 'No' }),
      );
    await user.click(screen.getByRole('checkbox', { name: 'I agree to assessment and treatment' }));
    await user.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(await screen.findByText(CLINICAL_MESSAGES.consentVersion)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my earlier answers' }));
    expect(screen.getByLabelText('Your intake answers')).toHaveTextContent('Right knee pain on stairs');
  });

  it('says when the answers cannot be loaded and tries again', async () => {
    on('GET', '/api/users/:id/intake', [
      503,
      { message: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' },
    ]);
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    on('GET', '/api/users/:id/intake', [200, { data: { intake: null, needs_teleconsultation: false } }]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Before your first session' })).toBeInTheDocument();
  });
});

describe('/user/health/{id}: session notes and the access log', () => {
  it('lists the summaries with the shared plan, and who read or wrote the record', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake: intake(), needs_teleconsultation: false } }]);
    on('GET', '/api/users/:id/note-summaries', [
      200,
      {
        data: [
          {
            id: 'n1',
            doctor_name: DOCTOR.name,
            signed_at: '2026-11-21T05:00:00Z',
            summary: 'Your knee is improving.',
            plan: 'Squats 3×10 daily',
          },
        ],
      },
    ]);
    const log: AccessLogEntry[] = [
      {
        at: '2026-11-21T05:00:00Z',
        actor_role: 'doctor',
        actor_name: DOCTOR.name,
        action: 'read',
        record: 'intake',
      },
      {
        at: '2026-11-20T04:30:00Z',
        actor_role: 'patient',
        actor_name: existingPatient.name,
        action: 'write',
        record: 'intake',
      },
    ];
    on('GET', '/api/users/:id/access-log', [200, { data: log }]);
    render();
    expect(await screen.findByText('Your knee is improving.')).toBeInTheDocument();
    expect(screen.getByText('Squats 3×10 daily')).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      `21 Nov 2026, 10:30 am IST${DOCTOR.name}Read your intake answers`,
      '20 Nov 2026, 10:00 am ISTYouSaved your intake answers',
    ]);
  });

  it('has clear empty states', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake: intake(), needs_teleconsultation: false } }]);
    render();
    expect(await screen.findByText(/No session notes yet/)).toBeInTheDocument();
    expect(await screen.findByText('Nobody has opened your health record yet.')).toBeInTheDocument();
  });

  it('shows a doctor the answers read-only, and never asks for the patient’s access log', async () => {
    resetSession();
    setDoctorSession(DOCTOR);
    on('GET', '/api/users/:id/intake', [
      200,
      { data: { intake: intake({ red_flags: ['fever'], flagged: true }), needs_teleconsultation: false } },
    ]);
    render();
    expect(await screen.findByLabelText('Your intake answers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update my answers' })).not.toBeInTheDocument();
    expect(screen.queryByText('Who has seen your record')).not.toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/note-summaries'))).toBe(true));
    expect(requests.some((r) => r.path.endsWith('/access-log'))).toBe(false);
  });
});

describe('/user/health/{id}: progress scores', () => {
  it('says a score is due, charts the scores, checks the ratings in the browser and saves a new score', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake: intake(), needs_teleconsultation: false } }]);
    const scores = [
      psfsScore('2026-11-02T05:00:00Z', [2, 3, 3]),
      psfsScore('2026-11-16T05:00:00Z', [5, 5, 5]),
    ];
    on('GET', '/api/users/:id/outcomes', [
      200,
      { data: { scores, due: { ...noneDue, due: true, reason: 'sessions', sessions_since_last: 4 } } },
    ]);
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByText('Your progress score is due: 4 sessions since the last one (every 4).'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Activity score (PSFS, 0–10, higher is better): 2 scores, from 2.7 on 2 Nov 2026 to 5.0 on 16 Nov 2026',
      }),
    ).toBeInTheDocument();
    // A follow-up rates the same activities again.
    expect(screen.getByLabelText('Activity 1')).toHaveValue('Activity 1');

    await user.type(screen.getAllByRole('spinbutton', { name: '0–10' })[0]!, '11');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText(OUTCOME_MESSAGES.rating)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const inputs = screen.getAllByRole('spinbutton', { name: '0–10' });
    await user.clear(inputs[0]!);
    await user.type(inputs[0]!, '7');
    await user.type(inputs[1]!, '8');
    await user.type(inputs[2]!, '9');
    const saved = psfsScore('2026-11-27T05:00:00Z', [7, 8, 9]);
    on('POST', '/api/users/:id/outcomes/psfs', [201, { data: saved, message: 'Score saved' }]);
    on('GET', '/api/users/:id/outcomes', [200, { data: { scores: [...scores, saved], due: noneDue } }]);
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText('Score saved: 8.0 out of 10')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      activities: [
        { activity: 'Activity 1', rating: 7 },
        { activity: 'Activity 2', rating: 8 },
        { activity: 'Activity 3', rating: 9 },
      ],
    });
    expect(
      await screen.findByRole('img', { name: /3 scores, from 2\.7 on 2 Nov 2026 to 8\.0 on 27 Nov 2026/ }),
    ).toBeInTheDocument();
  });
});
