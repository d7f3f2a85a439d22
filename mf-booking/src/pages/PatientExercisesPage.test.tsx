import { screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLINICAL_MESSAGES, type ExerciseDay, type ExerciseProgram } from '@physio/shared-contracts';
import {
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { catalogProblems, renderPage } from '@physio/shared-ui/testing';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { exerciseCatalog } from '../features/exercises/exerciseMessages';
import * as exerciseHi from '../features/exercises/exerciseMessages.hi';
import { describeItem } from '../features/exercises';
import PatientExercisesPage from './PatientExercisesPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const id = existingPatient.id;
const BRIDGE = '11111111-1111-4111-8111-111111111111';
const program: ExerciseProgram = {
  id: 'p1',
  patient_id: id,
  version: 1,
  doctor_name: 'Dr. Asha Rao',
  notes: 'Stop if pain goes down your leg',
  created_at: '2026-11-20T04:30:00Z',
  items: [
    {
      id: BRIDGE,
      exercise: {
        slug: 'bridge',
        name: 'Bridge',
        region: 'back',
        instructions: 'Lie on your back.\nLift your hips.',
        sets: 3,
        reps: 10,
        hold_seconds: 3,
        custom: false,
        illustration: '/api/exercises/bridge.svg',
      },
      sets: 3,
      reps: 10,
      hold_seconds: 3,
      times_per_day: 1,
      days_per_week: 7,
      notes: '',
    },
  ],
};
const day = (over: Partial<ExerciseDay> = {}): ExerciseDay => ({
  day: '2026-11-27',
  program,
  done: [],
  pain: null,
  reminder_time: null,
  ...over,
});
const render = () =>
  renderPage(<PatientExercisesPage />, { url: `/user/exercises/${id}`, path: '/user/exercises/:id' });

beforeEach(() => {
  resetApi();
  resetSession();
  setPatientSession(existingPatient);
});

describe('/user/exercises/{id}: today’s exercises', () => {
  it('shows each exercise with its drawing and steps; ticking a set saves the count done', async () => {
    on('GET', '/api/users/:id/exercises/today', [200, { data: day() }]);
    on('PUT', '/api/users/:id/exercises/today/sets/:itemId', (req) => [
      200,
      {
        data: day({ done: [{ item_id: BRIDGE, sets_done: (req.body as { sets_done: number }).sets_done }] }),
      },
    ]);
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Bridge' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Drawing of Bridge' })).toHaveAttribute(
      'src',
      '/api/exercises/bridge.svg',
    );
    expect(screen.getByText('3 sets of 10, hold 3 s, once a day, every day')).toBeInTheDocument();
    expect(screen.getByText('Lift your hips.')).toBeInTheDocument();
    expect(screen.getByText(/0 of 3 sets done/)).toBeInTheDocument();

    // Ticking the second box counts two sets (they are done in order).
    await user.click(screen.getByRole('checkbox', { name: 'Bridge: set 2 of 3 done' }));
    await waitFor(() => expect(screen.getByText(/2 of 3 sets done/)).toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: `/api/users/${id}/exercises/today/sets/${BRIDGE}`,
      body: { sets_done: 2 },
    });
    expect(screen.getByRole('checkbox', { name: 'Bridge: set 1 of 3 done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bridge: set 3 of 3 done' })).not.toBeChecked();
  });

  it('puts a box back and says so when the save fails', async () => {
    on('GET', '/api/users/:id/exercises/today', [200, { data: day() }]);
    on('PUT', '/api/users/:id/exercises/today/sets/:itemId', [
      503,
      { message: 'Service unavailable', code: 'DATABASE_UNAVAILABLE' },
    ]);
    const user = userEvent.setup();
    render();
    const box = await screen.findByRole('checkbox', { name: 'Bridge: set 1 of 3 done' });
    await user.click(box);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('asks for a pain score before saving it, then saves the one picked with the keyboard', async () => {
    on('GET', '/api/users/:id/exercises/today', [200, { data: day() }]);
    on('PUT', '/api/users/:id/exercises/today/pain', (req) => [
      200,
      { data: day({ pain: (req.body as { pain: number }).pain }), message: 'Pain saved' },
    ]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Save pain' }));
    expect(screen.getByText(CLINICAL_MESSAGES.pain)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save pain' }));
    expect(await screen.findByText('Pain saved: 4 out of 10.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ pain: 4 });
  });

  it('saves the reminder time and turns it off', async () => {
    on('GET', '/api/users/:id/exercises/today', [200, { data: day() }]);
    on('PUT', '/api/users/:id/exercise-reminder', (req) => [
      200,
      { data: { time: (req.body as { time: string | null }).time } },
    ]);
    const user = userEvent.setup();
    render();
    const field = await screen.findByLabelText(/Daily reminder/);
    await user.type(field, '07:30');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('We will remind you every day at 07:30 IST.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Reminder turned off.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { time: '07:30' },
      { time: null },
    ]);
  });

  it('says when there is no program yet, and when loading failed', async () => {
    on('GET', '/api/users/:id/exercises/today', [200, { data: day({ program: null }) }]);
    const { unmount } = render();
    expect(await screen.findByText(/has not set you any home exercises yet/)).toBeInTheDocument();
    unmount();
    on('GET', '/api/users/:id/exercises/today', [500, { message: 'Boom', code: 'INTERNAL' }]);
    render();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('/user/exercises/{id} in Hindi', () => {
  afterEach(() => resetLocaleForTests());

  it('has every key in Hindi, and English describes an item as before', () => {
    expect(catalogProblems(exerciseCatalog.en, exerciseHi.exerciseCatalog)).toEqual([]);
    expect(describeItem(program.items[0]!)).toBe('3 sets of 10, hold 3 s, once a day, every day');
  });

  it('says the day, the item, the sets and the pain scale in Hindi; names and notes stay as written', async () => {
    on('GET', '/api/users/:id/exercises/today', [200, { data: day() }]);
    await act(() => setLocale('hi'));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'आज के व्यायाम' })).toBeInTheDocument();
    expect(await screen.findByText(/^27 नव॰ 2026: 3 में से 0 सेट पूरे।/)).toBeInTheDocument();
    expect(screen.getByText('3 सेट, हर सेट में 10, 3 सेकंड रोकें, दिन में एक बार, हर दिन')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bridge: 3 में से सेट 1 पूरा' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bridge का चित्र' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दर्द सेव करें' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^रोज़ का रिमाइंडर \(IST\)/)).toBeInTheDocument();
  });
});
