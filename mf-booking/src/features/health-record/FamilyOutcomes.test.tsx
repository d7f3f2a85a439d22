/** The holder records a family member's own progress scores on the health record (issue 28 point 3). */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { FamilyOutcomes } from './FamilyOutcomes';

import { DAUGHTER_ID, FATHER_ID, familyMember } from '../../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(30_000);

const HOLDER = '9876543210';
const FATHER = FATHER_ID;
const DAUGHTER = DAUGHTER_ID;
const due = (first: boolean) => ({
  instrument: 'psfs',
  due: first,
  reason: first ? 'intake' : null,
  sessions_since_last: 0,
  every_sessions: 4,
});
const score = (instrument: 'psfs' | 'pain', value: number) => ({
  id: `s-${instrument}`,
  instrument,
  score: value,
  activities:
    instrument === 'psfs'
      ? [
          { activity: 'Climb stairs', rating: value },
          { activity: 'Walk to the temple', rating: value },
          { activity: 'Get up from the floor', rating: value },
        ]
      : [],
  appointment_id: null,
  recorded_by: 'patient',
  recorded_at: '2026-11-27T04:30:00Z',
});

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
  on('GET', `/api/users/${HOLDER}/outcomes`, (req) => [
    200,
    { data: { scores: [], due: due(req.params.dependant_id === FATHER) } },
  ]);
}

beforeEach(() => {
  resetApi();
  resetLocaleForTests();
});
afterAll(() => resetLocaleForTests());

describe('FamilyOutcomes', () => {
  it('a card per member, "For: …"; his activity score and pain are recorded as his', async () => {
    serve();
    on('POST', `/api/users/${HOLDER}/outcomes/psfs`, [
      201,
      { data: score('psfs', 4), message: 'Score saved' },
    ]);
    on('POST', `/api/users/${HOLDER}/outcomes/pain`, [
      201,
      { data: score('pain', 6), message: 'Pain rating saved' },
    ]);
    const user = userEvent.setup();
    renderPage(<FamilyOutcomes patientId={HOLDER} />);
    const his = (await screen.findByText('For: Ramesh Sharma (Parent, 74)')).closest('section')!;
    expect(screen.getByText('For: Anaya Sharma (Child, 9)')).toBeInTheDocument();
    expect(within(his).getByRole('heading', { name: 'Progress' })).toBeInTheDocument();
    // About him, not "your…": the due line and the pain label speak of the member.
    expect(await within(his).findByText(/The patient’s first progress score is due/)).toBeInTheDocument();
    expect(within(his).queryByText(/Your/)).toBeNull();
    expect(within(his).queryByRole('button', { name: /progress report/ })).toBeNull();

    const activities = ['Climb stairs', 'Walk to the temple', 'Get up from the floor'];
    for (const [i, activity] of activities.entries()) {
      await user.type(within(his).getByLabelText(`Activity ${i + 1}`), activity);
      await user.type(within(his).getAllByLabelText('0–10')[i]!, '4');
    }
    await user.click(within(his).getByRole('button', { name: 'Save score' }));
    expect(await within(his).findByText('Score saved: 4.0 out of 10')).toBeInTheDocument();
    await user.type(within(his).getByLabelText('Their pain today (0–10)'), '6');
    await user.click(within(his).getByRole('button', { name: 'Save' }));
    expect(await within(his).findByText('Pain rating saved')).toBeInTheDocument();

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, (r.body as { dependant_id?: string }).dependant_id])).toEqual([
      [`/api/users/${HOLDER}/outcomes/psfs`, FATHER],
      [`/api/users/${HOLDER}/outcomes/pain`, FATHER],
    ]);
    expect(posts[1]!.body).toEqual({ pain: 6, dependant_id: FATHER });
    // Each form's fields are its own: two members' cards share the page without clashing ids.
    expect(new Set(screen.getAllByLabelText('Activity 1').map((el) => el.id)).size).toBe(2);
  });

  it('speaks Hindi', async () => {
    serve();
    await act(async () => setLocale('hi'));
    renderPage(<FamilyOutcomes patientId={HOLDER} />);
    const his = (await screen.findByText(/^किसके लिए: Ramesh Sharma/)).closest('section')!;
    expect(await within(his).findByLabelText('आज उनका दर्द (0–10)')).toBeInTheDocument();
    expect(his.textContent).not.toMatch(/For:|Progress|Their pain/);
  });
});
