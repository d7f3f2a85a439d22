import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Adherence, ExerciseProgram, LibraryExercise } from '@physio/shared-contracts';
import { on, requests, resetApi, resetAuthFake, DOCTOR } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { ExercisePanel } from './ExercisePanel';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const id = '9876543210';
const exercise = (slug: string, name: string, region: LibraryExercise['region']): LibraryExercise => ({
  slug,
  name,
  region,
  instructions: 'Step one.\nStep two.',
  sets: 3,
  reps: 10,
  hold_seconds: 5,
  custom: false,
  illustration: `/api/exercises/${slug}.svg`,
});
const library = [exercise('chin-tuck', 'Chin tuck', 'neck'), exercise('bridge', 'Bridge', 'back')];
const saved = (body: { items: { exercise: string; sets: number }[]; notes: string }): ExerciseProgram => ({
  id: 'p2',
  patient_id: id,
  version: 1,
  doctor_name: DOCTOR.name,
  notes: body.notes,
  created_at: '2026-11-27T04:30:00Z',
  items: body.items.map((i, n) => ({
    id: `i${n}`,
    exercise: library.find((x) => x.slug === i.exercise)!,
    sets: i.sets,
    reps: 10,
    hold_seconds: 5,
    times_per_day: 1,
    days_per_week: 7,
    notes: '',
  })),
});
const adherence: Adherence = {
  weeks: [
    { week: '2026-W47', starts: '2026-11-16', prescribed: 21, done: 14, percent: 67 },
    { week: '2026-W48', starts: '2026-11-23', prescribed: 15, done: 15, percent: 100 },
  ],
  pain: [
    { day: '2026-11-17', pain: 6 },
    { day: '2026-11-19', pain: 4 },
    { day: '2026-11-24', pain: 3 },
  ],
};

beforeEach(() => {
  resetApi();
  resetAuthFake({ doctor: DOCTOR });
  on('GET', '/api/exercises', [200, { data: library }]);
  on('GET', '/api/users/:id/exercise-program', [200, { data: null }]);
  on('GET', '/api/users/:id/exercise-adherence', [200, { data: { weeks: [], pain: [] } }]);
});

describe('ExercisePanel', () => {
  it('builds a program from the library by region, checks it in the browser, then saves it', async () => {
    on('PUT', '/api/users/:id/exercise-program', (req) => [200, { data: saved(req.body as never) }]);
    const user = userEvent.setup();
    renderPage(<ExercisePanel patientId={id} />);
    expect(await screen.findByText(/No exercises yet/)).toBeInTheDocument();
    expect(screen.getByText(/No exercises prescribed yet/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Body region'), 'back');
    const picker = screen.getByLabelText('Exercise from the library');
    expect(within(picker).queryByRole('option', { name: 'Chin tuck' })).toBeNull();
    await user.selectOptions(picker, 'bridge');
    await user.click(screen.getByRole('button', { name: 'Add to the program' }));
    const row = screen.getByRole('group', { name: '1. Bridge' });
    // The library's defaults fill the row.
    expect(within(row).getByLabelText('Sets')).toHaveValue(3);
    expect(within(row).getByLabelText('Hold (s)')).toHaveValue(5);

    await user.clear(within(row).getByLabelText('Sets'));
    await user.type(within(row).getByLabelText('Sets'), '0');
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('Bridge: Sets must be a whole number from 1 to 10')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(within(row).getByLabelText('Sets'));
    await user.type(within(row).getByLabelText('Sets'), '2');
    await user.type(screen.getByLabelText(/Advice for the whole program/), 'Slowly');
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText(/Program saved \(version 1\)/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      notes: 'Slowly',
      items: [
        {
          exercise: 'bridge',
          sets: 2,
          reps: 10,
          hold_seconds: 5,
          times_per_day: 1,
          days_per_week: 7,
          notes: '',
        },
      ],
    });
    // The adherence is read again after a save.
    await waitFor(() =>
      expect(requests.filter((r) => r.path.endsWith('/exercise-adherence'))).toHaveLength(2),
    );
  });

  it('adds the doctor’s own exercise to the program', async () => {
    on('POST', '/api/exercises', (req) => [
      201,
      {
        data: {
          ...exercise('custom-1', (req.body as { name: string }).name, null),
          custom: true,
          illustration: null,
        },
      },
    ]);
    const user = userEvent.setup();
    renderPage(<ExercisePanel patientId={id} />);
    await user.click(await screen.findByText('Add your own exercise'));
    await user.click(screen.getByRole('button', { name: 'Add to the library and the program' }));
    expect(screen.getByText('Give the exercise a name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Towel squeeze');
    await user.type(screen.getByLabelText(/How to do it/), 'Squeeze a towel between the knees');
    await user.click(screen.getByRole('button', { name: 'Add to the library and the program' }));
    expect(await screen.findByRole('group', { name: '1. Towel squeeze' })).toBeInTheDocument();
  });

  it('shows adherence per week and pain as a chart with a table as its text alternative', async () => {
    on('GET', '/api/users/:id/exercise-adherence', [200, { data: adherence }]);
    renderPage(<ExercisePanel patientId={id} />);
    const table = await screen.findByRole('table', { name: 'Adherence and pain per week' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-W48');
    expect(rows[1]).toHaveTextContent('15 of 15');
    expect(rows[1]).toHaveTextContent('100%');
    expect(rows[1]).toHaveTextContent('3 / 10');
    expect(rows[2]).toHaveTextContent('14 of 21');
    expect(rows[2]).toHaveTextContent('67%');
    expect(rows[2]).toHaveTextContent('5 / 10');
  });

  it('a family member’s panel shows his own adherence, read with dependant_id (issue 28 point 3)', async () => {
    const FATHER = '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e60';
    on('GET', '/api/users/:id/exercise-adherence', (req) => [
      200,
      { data: req.params.dependant_id === FATHER ? adherence : { weeks: [], pain: [] } },
    ]);
    renderPage(<ExercisePanel patientId={id} memberId={FATHER} />);
    const table = await screen.findByRole('table', { name: 'Adherence and pain per week' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('15 of 15');
    expect(requests.find((r) => r.path.endsWith('/exercise-adherence'))?.params).toEqual({
      dependant_id: FATHER,
    });
  });

  it('says when the library cannot be loaded', async () => {
    on('GET', '/api/exercises', [500, { message: 'Boom', code: 'INTERNAL' }]);
    renderPage(<ExercisePanel patientId={id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
