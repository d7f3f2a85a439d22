/** A family member's day of home exercises on the holder's exercises page (issue 28 point 3). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Adherence, ExerciseDay, ExerciseProgram } from '@physio/shared-contracts';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { catalogProblems, renderPage } from '@physio/shared-ui/testing';
import { FamilyExercises } from './FamilyExercises';
import { familyExerciseCatalog } from './familyExerciseMessages';
import * as familyHi from './familyExerciseMessages.hi';

import { DAUGHTER_ID, FATHER_ID, familyMember } from '../../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const HOLDER = '9876543210';
const FATHER = FATHER_ID;
const DAUGHTER = DAUGHTER_ID;
const BRIDGE = '11111111-1111-4111-8111-111111111111';
const program: ExerciseProgram = {
  id: 'p1',
  patient_id: HOLDER,
  version: 1,
  doctor_name: 'Dr. Asha Rao',
  notes: '',
  created_at: '2026-11-20T04:30:00Z',
  items: [
    {
      id: BRIDGE,
      exercise: {
        slug: 'bridge',
        name: 'Bridge',
        region: 'back',
        instructions: 'Lie on your back.',
        sets: 3,
        reps: 10,
        hold_seconds: 0,
        custom: false,
        illustration: null,
      },
      sets: 3,
      reps: 10,
      hold_seconds: 0,
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
const adherence: Adherence = {
  weeks: [
    { week: '2026-W47', starts: '2026-11-16', prescribed: 21, done: 14, percent: 67 },
    { week: '2026-W48', starts: '2026-11-23', prescribed: 15, done: 15, percent: 100 },
  ],
  pain: [],
};

/** The father has a program; the daughter has none (her day answers without one). */
function serve() {
  on('GET', '/api/family/dependants', [
    200,
    {
      data: [
        familyMember({}),
        familyMember({ id: DAUGHTER, name: 'Anaya Sharma', relation: 'child', age: 9 }),
      ],
    },
  ]);
  on('GET', `/api/users/${HOLDER}/exercises/today`, (req) => [
    200,
    { data: req.params.dependant_id === FATHER ? day() : day({ program: null }) },
  ]);
  on('GET', `/api/users/${HOLDER}/exercise-adherence`, (req) => [
    200,
    { data: req.params.dependant_id === FATHER ? adherence : { weeks: [], pain: [] } },
  ]);
}

beforeEach(() => {
  resetApi();
  resetLocaleForTests();
});
afterAll(() => resetLocaleForTests());

describe('FamilyExercises', () => {
  it('shows a member’s day "For: …" with his weeks; his sets, pain and reminder are saved as his', async () => {
    serve();
    on('PUT', `/api/users/${HOLDER}/exercises/today/sets/:itemId`, (req) => [
      200,
      {
        data: day({ done: [{ item_id: BRIDGE, sets_done: (req.body as { sets_done: number }).sets_done }] }),
      },
    ]);
    on('PUT', `/api/users/${HOLDER}/exercises/today/pain`, [200, { data: day({ pain: 2 }) }]);
    on('PUT', `/api/users/${HOLDER}/exercise-reminder`, [200, { data: { time: '18:30' } }]);
    const user = userEvent.setup();
    renderPage(<FamilyExercises patientId={HOLDER} />);
    const card = await screen.findByRole('region', {
      name: 'A family member’s exercises: Ramesh Sharma (Parent, 74)',
    });
    expect(within(card).getByText('For: Ramesh Sharma (Parent, 74)')).toBeInTheDocument();
    // Newest week first.
    const weeks = within(within(card).getByRole('region', { name: 'Sets done each week' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(weeks).toEqual([
      'Week of 23 Nov 2026: 15 of 15 sets (100%)',
      'Week of 16 Nov 2026: 14 of 21 sets (67%)',
    ]);
    // The daughter has no program: no card for her.
    expect(screen.queryByText(/Anaya/)).toBeNull();

    // The week's figures follow his ticks: the server's new count replaces the one shown.
    on('GET', `/api/users/${HOLDER}/exercise-adherence`, [
      200,
      {
        data: {
          ...adherence,
          weeks: [adherence.weeks[0], { ...adherence.weeks[1]!, prescribed: 18, done: 16, percent: 89 }],
        },
      },
    ]);
    await user.click(within(card).getByRole('checkbox', { name: 'Bridge: set 1 of 3 done' }));
    await waitFor(() => expect(within(card).getByText(/1 of 3 sets done/)).toBeInTheDocument());
    expect(await within(card).findByText('Week of 23 Nov 2026: 16 of 18 sets (89%)')).toBeInTheDocument();
    expect(within(card).getByText(/How much pain did they have/)).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: '2' }));
    await user.click(within(card).getByRole('button', { name: 'Save pain' }));
    expect(await within(card).findByText('Pain saved: 2 out of 10.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(/Daily reminder/), '18:30');
    await user.click(within(card).getByRole('button', { name: 'Save reminder' }));
    expect(await within(card).findByText('We will remind you every day at 18:30 IST.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { sets_done: 1, dependant_id: FATHER },
      { pain: 2, dependant_id: FATHER },
      { time: '18:30', dependant_id: FATHER },
    ]);
    const reads = requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/api/users/${HOLDER}/`));
    expect(
      reads.filter((r) => r.path.endsWith('/exercise-adherence') && r.params.dependant_id === FATHER),
    ).toHaveLength(2);
    expect(new Set(reads.map((r) => r.params.dependant_id))).toEqual(new Set([FATHER, DAUGHTER]));
  });

  it('says so when a member’s day cannot be loaded', async () => {
    serve();
    on('GET', `/api/users/${HOLDER}/exercise-adherence`, [500, { message: 'Boom', code: 'INTERNAL' }]);
    renderPage(<FamilyExercises patientId={HOLDER} />);
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Boom');
  });

  it('speaks Hindi, every key translated', async () => {
    expect(catalogProblems(familyExerciseCatalog.en, familyHi.familyExerciseCatalog)).toEqual([]);
    serve();
    await act(async () => setLocale('hi'));
    renderPage(<FamilyExercises patientId={HOLDER} />);
    const card = await screen.findByRole('region', { name: /^परिवार के सदस्य के व्यायाम: Ramesh Sharma/ });
    expect(within(card).getByText(/^किसके लिए: Ramesh Sharma/)).toBeInTheDocument();
    expect(within(card).getByText(/व्यायाम के बाद उन्हें कितना दर्द हुआ/)).toBeInTheDocument();
    expect(within(card).getByText(/15 में से 15 सेट \(100%\)/)).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/For:|Week of|sets done/);
  });
});
