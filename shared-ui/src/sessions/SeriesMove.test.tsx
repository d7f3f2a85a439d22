import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  CHANGE_FORM_MESSAGES,
  formatDate,
  SCHEDULING,
  SCHEDULING_MESSAGES,
  SERIES_MESSAGES,
  todayInIndia,
  type Appointment,
} from '@physio/shared-contracts';
import { appointment, on, requests, resetApi, seriesMoved } from '@physio/shared-auth/testing';
import { renderUi } from '../test/render';
import { dayChipName } from './DayStrip';
import { describeShift, pickerFirstDay, SERIES_MOVE_LABELS, SeriesMoveForm } from './SeriesMove';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const SERIES = '3f1c2b9e-0000-4000-8000-0000000000aa';
/** Session 2 of 3, three weeks ahead at 6 pm: past the picker's first 14 days. */
const day = addDays(todayInIndia(), 20);
const session: Appointment = appointment({
  id: '3f1c2b9e-0000-4000-8000-000000000002',
  doctor_id: 'dr-asha-rao',
  order_id: 'o1',
  date: null,
  start: `${day}T18:00:00+05:30`,
  end: `${day}T18:45:00+05:30`,
  series: { id: SERIES, position: 2, size: 3 },
});
const next = addDays(day, 1);
const free = {
  start: `${next}T18:00:00+05:30`,
  end: `${next}T18:45:00+05:30`,
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
};
const MOVE = `/api/series/${SERIES}/appointments/${session.id}`;

beforeEach(() => {
  resetApi();
  on('GET', '/api/slots', [200, { data: [free] }]);
});

function form(props: { askReason?: boolean } = {}) {
  const onMoved = jest.fn();
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderUi(<SeriesMoveForm appointment={session} onMoved={onMoved} onClose={onClose} {...props} />);
  return { user, onMoved, onClose };
}

/** The next day's chip, then its 6 pm. */
async function pickNextDay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: dayChipName(next) }));
  await user.click(
    within(screen.getByRole('group', { name: `Free times on ${formatDate(next)}` })).getByRole('button', {
      name: '6:00 pm with Dr. Asha Rao',
    }),
  );
}

describe('describeShift', () => {
  it('says how far and which way, in days, hours and minutes', () => {
    expect(describeShift(86_400_000)).toBe('1 day later');
    expect(describeShift(-45 * 60_000)).toBe('45 minutes earlier');
    expect(describeShift((2 * 24 * 60 + 90) * 60_000)).toBe('2 days, 1 hour and 30 minutes later');
    expect(describeShift(-(7 * 24 * 60 + 120) * 60_000)).toBe('7 days and 2 hours earlier');
  });
});

describe('pickerFirstDay', () => {
  const today = '2030-03-01';
  it('today without a day to be around; else from 6 days before it, never before today nor past the horizon', () => {
    expect(pickerFirstDay(today)).toBe(today);
    expect(pickerFirstDay(today, '2030-03-03')).toBe(today);
    expect(pickerFirstDay(today, '2030-03-21')).toBe('2030-03-15');
    const last = addDays(today, SCHEDULING.bookingHorizonDays);
    expect(addDays(pickerFirstDay(today, last), SCHEDULING.pickerDays - 1)).toBe(last);
  });
});

describe('SeriesMoveForm', () => {
  it('offers the days around the session, its own day first; moves it and the later ones by the same shift', async () => {
    const { user, onMoved } = form();
    // The free times of the 14 days around the session (6 before it), not of the next 14 days.
    const from = addDays(day, -6);
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/slots')?.params).toMatchObject({
        from,
        to: addDays(from, SCHEDULING.pickerDays - 1),
        mode: 'online',
        doctor_id: 'dr-asha-rao',
      }),
    );
    expect(await screen.findByRole('button', { name: dayChipName(day) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Nothing chosen yet: nothing to move.
    expect(screen.getByRole('button', { name: SERIES_MOVE_LABELS.moveOne })).toBeDisabled();
    await pickNextDay(user);
    expect(screen.getByText(/Session 2 of 3 moves from .* to .*\. The other sessions/)).toBeInTheDocument();

    const scope = screen.getByRole('group', { name: SERIES_MOVE_LABELS.scope });
    expect(within(scope).getByRole('radio', { name: SERIES_MOVE_LABELS.one })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: SERIES_MOVE_LABELS.following }));
    expect(
      screen.getByText(/every later session of the series still booked moves 1 day later too\./),
    ).toBeInTheDocument();

    const later = { ...session, id: '3f1c2b9e-0000-4000-8000-000000000003' };
    const answer = seriesMoved([session, later], [later.id, session.id]);
    let answerNow: () => void = () => undefined;
    on('PATCH', MOVE, () => new Promise((resolve) => (answerNow = () => resolve([200, { data: answer }]))));
    const move = screen.getByRole('button', { name: SERIES_MOVE_LABELS.moveFollowing });
    await user.click(move);
    // Busy while the server moves them: no second tap, no change of scope meanwhile.
    await waitFor(() => expect(move).toHaveAttribute('aria-busy', 'true'));
    expect(move).toBeDisabled();
    expect(within(scope).getByRole('radio', { name: SERIES_MOVE_LABELS.one })).toBeDisabled();
    answerNow();
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(answer, SERIES_MESSAGES.moved(2)));
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: MOVE,
      body: { start: free.start, scope: 'following' },
    });
  });

  it("the doctor's move needs the reason the patient will read, then sends it", async () => {
    const { user, onMoved } = form({ askReason: true });
    on('PATCH', MOVE, [200, { data: seriesMoved([session], [session.id]) }]);
    await pickNextDay(user);
    await user.click(screen.getByRole('button', { name: SERIES_MOVE_LABELS.moveOne }));
    const reason = screen.getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(CHANGE_FORM_MESSAGES.doctorReason));
    expect(reason).toHaveFocus();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.type(reason, 'Away at a conference');
    await user.keyboard('{Tab}');
    await user.click(screen.getByRole('button', { name: SERIES_MOVE_LABELS.moveOne }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(expect.anything(), SERIES_MESSAGES.moved(1)));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      start: free.start,
      scope: 'one',
      reason: 'Away at a conference',
    });
  });

  it('a refusal (a later time taken) is said, nothing moved, and the free times load again', async () => {
    const { user, onMoved, onClose } = form();
    on('PATCH', MOVE, [409, { message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' }]);
    await pickNextDay(user);
    await user.click(screen.getByRole('radio', { name: SERIES_MOVE_LABELS.following }));
    await user.click(screen.getByRole('button', { name: SERIES_MOVE_LABELS.moveFollowing }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.slotTaken);
    expect(onMoved).not.toHaveBeenCalled();
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/slots')).toHaveLength(2));
    // The taken time's nearest free ones first; the choice is to be made again.
    expect(await screen.findByRole('group', { name: 'Nearest free times' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SERIES_MOVE_LABELS.moveFollowing })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: SERIES_MOVE_LABELS.keep }));
    expect(onClose).toHaveBeenCalled();
  });
});
