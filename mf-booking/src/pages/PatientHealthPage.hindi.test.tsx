import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLINICAL_MESSAGES,
  CONSENTS,
  RED_FLAG_QUESTIONS,
  SEE_DOCTOR_MESSAGE,
  type AccessLogEntry,
  type Intake,
  type OutcomeDue,
} from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { clinicalCatalog } from '@physio/shared-ui/clinical';
import { existingPatient, on, resetApi, resetSession, setPatientSession } from '@physio/shared-auth/testing';
import { catalogProblems, renderPage } from '@physio/shared-ui/testing';
import PatientHealthPage from './PatientHealthPage';
import { healthCatalog, intakeErrorCatalog } from '../features/health-record/healthMessages';
import * as healthHi from '../features/health-record/healthMessages.hi';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const id = existingPatient.id;
const intake: Intake = {
  id: 'i1',
  patient_id: id,
  problem: 'Right knee pain on stairs',
  since: 'Three weeks',
  pain: 5,
  red_flags: ['night_pain'],
  flagged: true,
  medications: '',
  conditions: 'Asthma',
  goals: 'Climb stairs',
  consent: {
    treatment: { version: CONSENTS.treatment.version, at: '2026-11-20T04:30:00Z' },
    teleconsultation: null,
  },
  created_at: '2026-11-20T04:30:00Z',
};
const due: OutcomeDue = {
  instrument: 'psfs',
  due: true,
  reason: 'intake',
  sessions_since_last: 0,
  every_sessions: 4,
};
const log: AccessLogEntry[] = [
  {
    at: '2026-11-21T04:30:00Z',
    actor_role: 'patient',
    actor_name: existingPatient.name,
    record: 'intake',
    action: 'write',
  },
] as AccessLogEntry[];

beforeEach(() => {
  resetApi();
  resetSession();
  resetLocaleForTests();
  setPatientSession(existingPatient);
  on('GET', '/api/users/:id/note-summaries', [200, { data: [] }]);
  on('GET', '/api/users/:id/access-log', [200, { data: log }]);
  on('GET', '/api/users/:id/outcomes', [200, { data: { scores: [], due } }]);
});
afterAll(() => resetLocaleForTests());
const hindi = () => act(() => setLocale('hi'));
/** shared-ui's clinical words in Hindi (its own test checks that catalog). */
const clinical = (key: keyof typeof clinicalCatalog.en) => clinicalCatalog.translate('hi')(key);
const render = () =>
  renderPage(<PatientHealthPage />, { url: `/user/health/${id}`, path: '/user/health/:id' });

describe('the health record’s catalogs', () => {
  it.each([
    ['health record', healthCatalog.en, healthHi.healthCatalog],
    ['intake checks', intakeErrorCatalog.en, healthHi.intakeErrorCatalog],
  ])('%s: Hindi names every key, in Devanagari, with English’s placeholders', (_name, en, hi) => {
    expect(catalogProblems(en, hi)).toEqual([]);
  });

  it('keeps shared-contracts’ clinical wording exactly in English', () => {
    for (const q of RED_FLAG_QUESTIONS)
      expect(clinicalCatalog.en[`flag_${q.key}` as keyof typeof clinicalCatalog.en]).toBe(q.text);
    expect(clinicalCatalog.en.consent_treatment).toBe(CONSENTS.treatment.text);
    expect(clinicalCatalog.en.consent_teleconsultation).toBe(CONSENTS.teleconsultation.text);
    expect(clinicalCatalog.en.seeDoctor).toBe(SEE_DOCTOR_MESSAGE);
    expect(CLINICAL_MESSAGES).toMatchObject(intakeErrorCatalog.en);
  });
});

describe('/user/health/{id} in Hindi', () => {
  it('the saved answers, the advice, progress and the access log in Hindi', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake, needs_teleconsultation: false } }]);
    await hindi();
    render();
    expect(await screen.findByRole('heading', { name: 'इलाज से पहले आपके जवाब' })).toBeInTheDocument();
    expect(screen.getByText(clinical('seeDoctor'))).toBeInTheDocument();
    const answers = screen.getByLabelText('इलाज से पहले के आपके जवाब');
    expect(within(answers).getByText('दर्द (0–10)')).toBeInTheDocument();
    expect(within(answers).getByText(clinical('flag_night_pain'))).toBeInTheDocument();
    expect(within(answers).getByText('नहीं दी गई')).toBeInTheDocument();
    expect(within(answers).getByText(/20 नव॰ 2026, 10:00 am IST को दी गई/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'आपकी प्रगति' })).toBeInTheDocument();
    expect(screen.getByText(clinical('firstDue'))).toBeInTheDocument();
    expect(screen.getByText('दर्द (0–10, कम बेहतर है)')).toBeInTheDocument();
    expect(await screen.findByText('इलाज से पहले के आपके जवाब सहेजे')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'आप' })).toBeInTheDocument();
    expect(screen.queryByText(/Your answers|Your progress|Who has seen/)).not.toBeInTheDocument();
  });

  it('the intake form in Hindi: the safety questions, the checks and the consent', async () => {
    on('GET', '/api/users/:id/intake', [200, { data: { intake: null, needs_teleconsultation: true } }]);
    await hindi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'मेरे जवाब सहेजें' }));
    expect(screen.getByText(healthHi.intakeErrorCatalog.problem)).toBeInTheDocument();
    expect(screen.getAllByText(healthHi.intakeErrorCatalog.redFlag)).toHaveLength(RED_FLAG_QUESTIONS.length);
    const night = screen.getByRole('group', { name: clinical('flag_night_pain') });
    await user.click(within(night).getByRole('radio', { name: 'हाँ' }));
    expect(screen.getByText(clinical('seeDoctor'))).toBeInTheDocument();
    expect(screen.getByText(clinical('consent_teleconsultation'))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'मैं जाँच और इलाज के लिए सहमत हूँ' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /अभी दर्द/ })).toBeInTheDocument();
  });
});
