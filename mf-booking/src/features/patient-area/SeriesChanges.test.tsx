import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dayInIndiaOf,
  formatClock,
  formatDate,
  SCHEDULING_MESSAGES,
  SERIES_MESSAGES,
  type Appointment,
} from '@physio/shared-contracts';
import { appointment, on, requests, resetApi, seriesMoved } from '@physio/shared-auth/testing';
import { dayChipName, SERIES_MOVE_LABELS } from '@physio/shared-ui/sessions';
import { renderPage } from '@physio/shared-ui/testing';
import { AppointmentList } from './AppointmentList';
import { CANCEL_REST_LABEL } from './SeriesChanges';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const SERIES = '3f1c2b9e-0000-4000-8000-0000000000aa';
const occurrence = (n: number, overrides: Partial<Appointment> = {}): Appointment => {
  const start = new Date(Date.now() + (72 + n * 168) * 3_600_000);
  return appointment({
    id: `3f1c2b9e-0000-4000-8000-00000000000${n}`,
    patient_name: 'Meera',
    doctor_id: 'dr-asha-rao',
    doctor_name: 'Dr. Asha Rao',
    order_id: 'o1',
    date: null,
    start: start.toISOString(),
    end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    series: { id: SERIES, position: n, size: 3 },
    ...overrides,
  });
};

beforeEach(() => resetApi());

describe('a weekly series in the patient area', () => {
  it('marks each occurrence and cancels it and the later ones after one confirmation', async () => {
    on('POST', `/api/series/${SERIES}/cancel`, [
      200,
      { data: { cancelled: [occurrence(2).id, occurrence(3).id], kept: [] } },
    ]);
    const onChanged = jest.fn();
    const user = userEvent.setup();
    renderPage(
      <AppointmentList rows={[occurrence(2), occurrence(3)]} empty="None" upcoming onChanged={onChanged} />,
    );
    expect(screen.getByText('Series 2/3')).toBeInTheDocument();
    expect(screen.getByText('Series 3/3')).toBeInTheDocument();
    const [second] = screen.getAllByRole('listitem');
    await user.click(await within(second!).findByRole('button', { name: CANCEL_REST_LABEL }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the rest of the series' });
    expect(dialog).toHaveTextContent('(2 to 3)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sessions' }));
    // The page shows what happened above the list it loads again.
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(SERIES_MESSAGES.cancelled(2)));
    expect(requests.find((r) => r.path === `/api/series/${SERIES}/cancel`)?.body).toEqual({
      from_appointment_id: occurrence(2).id,
    });
  });

  it('a refusal is said where the button is; sessions outside a series carry no mark', async () => {
    on('POST', `/api/series/${SERIES}/cancel`, [
      404,
      { message: 'No series with this ID', code: 'SERIES_NOT_FOUND' },
    ]);
    const user = userEvent.setup();
    renderPage(
      <AppointmentList
        rows={[occurrence(1), occurrence(1, { id: '3f1c2b9e-0000-4000-8000-0000000000bb', series: null })]}
        empty="None"
        upcoming
        onChanged={() => undefined}
      />,
    );
    expect(screen.getAllByText(/^Series /)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: CANCEL_REST_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Cancel the sessions' }));
    expect(await screen.findByText('No series with this ID')).toBeInTheDocument();
  });
});

describe("moving a series' session", () => {
  const rows = [occurrence(1), occurrence(2), occurrence(3)];
  const second = rows[1]!;
  const moveUrl = `/api/series/${SERIES}/appointments/${second.id}`;
  /** The free time a day after the second session, same clock time. */
  const free = {
    start: new Date(Date.parse(second.start!) + 86_400_000).toISOString(),
    end: new Date(Date.parse(second.end!) + 86_400_000).toISOString(),
    doctor_id: 'dr-asha-rao',
    doctor_name: 'Dr. Asha Rao',
  };

  /** The list, Reschedule on the second session, the day after it and its free time. */
  async function openMove() {
    on('GET', '/api/slots', [200, { data: [free] }]);
    const onChanged = jest.fn();
    const user = userEvent.setup();
    renderPage(<AppointmentList rows={rows} empty="None" upcoming onChanged={onChanged} />);
    const card = screen.getAllByRole('listitem')[1]!;
    await user.click(await within(card).findByRole('button', { name: /^Reschedule the session of / }));
    // The move opens where the button was, with the focus (the button is gone).
    expect(await within(card).findByRole('form', { name: 'Move session 2 of 3' })).toHaveFocus();
    const day = dayInIndiaOf(free.start);
    await user.click(await within(card).findByRole('button', { name: dayChipName(day) }));
    await user.click(
      within(within(card).getByRole('group', { name: `Free times on ${formatDate(day)}` })).getByRole(
        'button',
        { name: `${formatClock(free.start)} with Dr. Asha Rao` },
      ),
    );
    return { user, card, onChanged };
  }

  it('moves only this session: one call with scope "one", and the page says 1 session moved', async () => {
    on('PATCH', moveUrl, [200, { data: seriesMoved(rows, [second.id]) }]);
    const { user, card, onChanged } = await openMove();
    expect(within(card).getByRole('radio', { name: SERIES_MOVE_LABELS.one })).toBeChecked();
    await user.click(within(card).getByRole('button', { name: SERIES_MOVE_LABELS.moveOne }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(SERIES_MESSAGES.moved(1)));
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: moveUrl, body: { start: free.start, scope: 'one' } }),
    ]);
    // The move closed; the single session's own move (PATCH /api/appointments/:id) was never used.
    expect(within(card).queryByRole('group', { name: SERIES_MOVE_LABELS.scope })).not.toBeInTheDocument();
  });

  it('moves this and all later sessions with the keyboard: the page says how many moved', async () => {
    on('PATCH', moveUrl, [200, { data: seriesMoved(rows, [rows[2]!.id, second.id]) }]);
    const { user, card, onChanged } = await openMove();
    within(card).getByRole('radio', { name: SERIES_MOVE_LABELS.one }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(card).getByRole('radio', { name: SERIES_MOVE_LABELS.following })).toBeChecked();
    expect(card).toHaveTextContent('every later session of the series still booked moves 1 day later too.');
    within(card).getByRole('button', { name: SERIES_MOVE_LABELS.moveFollowing }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(SERIES_MESSAGES.moved(2)));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      start: free.start,
      scope: 'following',
    });
  });

  it("a later session's new time taken: the 409's message, nothing changed, the times as they were", async () => {
    on('PATCH', moveUrl, [409, { message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' }]);
    const { user, card, onChanged } = await openMove();
    await user.click(within(card).getByRole('radio', { name: SERIES_MOVE_LABELS.following }));
    await user.click(within(card).getByRole('button', { name: SERIES_MOVE_LABELS.moveFollowing }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.slotTaken);
    expect(onChanged).not.toHaveBeenCalled();
    // Still open for another time; each session still shows its own time.
    expect(within(card).getByRole('group', { name: SERIES_MOVE_LABELS.scope })).toBeInTheDocument();
    screen
      .getAllByRole('listitem')
      .forEach((item, i) =>
        expect(item).toHaveTextContent(`${formatDate(rows[i]!.start)}, ${formatClock(rows[i]!.start!)}`),
      );
  });
});
