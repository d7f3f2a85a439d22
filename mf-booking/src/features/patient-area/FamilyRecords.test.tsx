/** Each family member's own exercises and progress scores in the patient area (issue 28 point 3). */
import { act, screen, within } from '@testing-library/react';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { FamilyRecords } from './FamilyRecords';

import { DAUGHTER_ID, FATHER_ID, familyMember } from '../../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const HOLDER = '9876543210';
const FATHER = FATHER_ID;
const DAUGHTER = DAUGHTER_ID;
const PROGRAM = {
  id: 'p1',
  patient_id: HOLDER,
  version: 2,
  doctor_name: 'Dr. Asha Rao',
  notes: 'Slowly on the stairs',
  created_at: '2026-11-02T00:00:00Z',
  items: [
    {
      id: 'i1',
      exercise: {
        slug: 'bridge',
        name: 'Bridge',
        region: 'back',
        instructions: '',
        sets: 2,
        reps: 10,
        hold_seconds: 0,
        custom: false,
        illustration: null,
      },
      sets: 2,
      reps: 10,
      hold_seconds: 5,
      times_per_day: 1,
      days_per_week: 7,
      notes: '',
    },
  ],
};
const DUE = { instrument: 'psfs', due: false, reason: null, sessions_since_last: 0, every_sessions: 4 };
const PAIN = {
  id: 's1',
  instrument: 'pain',
  score: 6,
  activities: [],
  appointment_id: null,
  recorded_by: 'doctor',
  recorded_at: '2026-11-03T00:00:00Z',
};

/** The father has a program and a pain score; the daughter has neither (her reads answer empty). */
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
  on('GET', `/api/users/${HOLDER}/exercise-program`, (req) => [
    200,
    { data: req.params.dependant_id === FATHER ? PROGRAM : null },
  ]);
  on('GET', `/api/users/${HOLDER}/outcomes`, (req) => [
    200,
    { data: { scores: req.params.dependant_id === FATHER ? [PAIN] : [], due: DUE } },
  ]);
}

beforeEach(() => {
  resetApi();
  resetLocaleForTests();
});
afterAll(() => resetLocaleForTests());

describe('FamilyRecords', () => {
  it('shows each member’s own program and scores, "For: …", read with dependant_id', async () => {
    serve();
    renderPage(<FamilyRecords patientId={HOLDER} />);
    const card = await screen.findByRole('region', {
      name: 'Exercises and progress: Ramesh Sharma (Parent, 74)',
    });
    expect(within(card).getByText('For: Ramesh Sharma (Parent, 74)')).toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Home exercises' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Bridge: 2 sets of 10, hold 5 s, once a day, every day',
    );
    expect(within(card).getByText('Note from the physiotherapist: Slowly on the stairs')).toBeInTheDocument();
    expect(within(card).getAllByText(/Pain \(0–10, lower is better\)/).length).toBeGreaterThan(0);
    expect(within(card).getByRole('cell', { name: '6.0' })).toBeInTheDocument();
    // Each member's record was asked for as theirs; a member with neither shows no card.
    const asked = requests.filter((r) => r.path.startsWith(`/api/users/${HOLDER}/`));
    expect(new Set(asked.map((r) => r.params.dependant_id))).toEqual(new Set([FATHER, DAUGHTER]));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByText(/Anaya/)).toBeNull();
  });

  it('speaks Hindi', async () => {
    serve();
    await act(async () => setLocale('hi'));
    renderPage(<FamilyRecords patientId={HOLDER} />);
    const card = await screen.findByRole('region', { name: /^व्यायाम और प्रगति: Ramesh Sharma \(/ });
    expect(within(card).getByText(/^किसके लिए: Ramesh Sharma/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'घरेलू व्यायाम' })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/Home exercises|sets of|every day|For:/);
  });

  it('shows nothing when a member’s record cannot be read', async () => {
    serve();
    on('GET', `/api/users/${HOLDER}/outcomes`, [500, { message: 'down' }]);
    const { container } = renderPage(<FamilyRecords patientId={HOLDER} />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelector('section')).toBeNull();
  });
});
