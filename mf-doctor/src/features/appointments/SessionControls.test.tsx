import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  CHANGE_FORM_MESSAGES,
  SCHEDULING_MESSAGES,
  SERIES_MESSAGES,
  todayInIndia,
  type Appointment,
} from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { appointment, on, requests, seriesMoved } from '@physio/shared-auth/testing';
import { dayChipName, SERIES_MOVE_LABELS } from '@physio/shared-ui/sessions';
import { renderPage } from '@physio/shared-ui/testing';
import { AppointmentsTab } from './AppointmentsTab';
import { SessionControls } from './SessionControls';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const HOUR = 3_600_000;
const id = '3f1c2b9e-0000-4000-8000-0000000000d1';
/** The doctor's login id (their own calls) and the public id their sessions and slots carry. */
const doctorId = '9000000001';
const publicId = 'dr-asha-rao';
const session = (start: string, overrides: Partial<Appointment> = {}): Appointment =>
  appointment({
    id,
    patient_name: 'Meera Iyer',
    doctor_id: publicId,
    order_id: 'o1',
    date: null,
    start,
    end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
    ...overrides,
  });
const inHours = (hours: number, overrides: Partial<Appointment> = {}) =>
  session(new Date(Date.now() + hours * HOUR).toISOString(), overrides);
const day = addDays(todayInIndia(), 3);
const free = {
  start: `${day}T15:00:00+05:30`,
  end: `${day}T15:45:00+05:30`,
  doctor_id: publicId,
  doctor_name: 'Dr. Asha Rao',
};

beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

const controls = (a: Appointment, onChanged = jest.fn(), onSeriesMoved = jest.fn()) => {
  const user = userEvent.setup();
  renderPage(<SessionControls appointment={a} onChanged={onChanged} onSeriesMoved={onSeriesMoved} />);
  return user;
};
const SERIES = '3f1c2b9e-0000-4000-8000-0000000000aa';
const inSeries = { series: { id: SERIES, position: 2, size: 4 } };
const seriesMoveUrl = `/api/series/${SERIES}/appointments/${id}`;

/** The doctor's Reschedule of a series' session: the day of the free time, its 3 pm, then the scope. */
async function moveInSeries(user: ReturnType<typeof userEvent.setup>, scope: string) {
  await user.click(screen.getAllByRole('button', { name: 'Reschedule' })[0]!);
  const dialog = screen.getByRole('dialog', { name: /^Reschedule: Meera Iyer/ });
  await user.click(await within(dialog).findByRole('button', { name: dayChipName(day) }));
  await user.click(within(dialog).getByRole('button', { name: '3:00 pm with Dr. Asha Rao' }));
  await user.click(within(dialog).getByRole('radio', { name: scope }));
  return dialog;
}

describe("the doctor's session controls", () => {
  it('moves a session to one of their own free slots with a required reason', async () => {
    const onChanged = jest.fn();
    on('GET', '/api/slots', [200, { data: [free] }]);
    const moved = inHours(72, { start: free.start });
    on('PATCH', `/api/appointments/${id}`, [200, { data: moved }]);
    const user = controls(inHours(2, { mode: 'home' }), onChanged);
    expect(screen.queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: /^Reschedule: Meera Iyer/ });
    await user.click(await within(dialog).findByRole('button', { name: '3:00 pm with Dr. Asha Rao' }));
    // The session's doctor by their public id: /api/slots knows no mobile number.
    expect(requests.find((r) => r.path === '/api/slots')?.params).toMatchObject({
      doctor_id: publicId,
      mode: 'home',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move the session' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(CHANGE_FORM_MESSAGES.doctorReason));
    expect(reason).toHaveFocus();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.type(reason, 'Clinic closed for Diwali');
    await user.click(within(dialog).getByRole('button', { name: 'Move the session' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(moved));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      start: free.start,
      reason: 'Clinic closed for Diwali',
    });
  });

  it('keeps the reason and shows SLOT_TAKEN inline when the slot went meanwhile', async () => {
    const onChanged = jest.fn();
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('PATCH', `/api/appointments/${id}`, [
      409,
      { message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' },
    ]);
    const user = controls(inHours(30), onChanged);
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: '3:00 pm with Dr. Asha Rao' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Move the session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.slotTaken);
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Unwell');
    expect(onChanged).not.toHaveBeenCalled();
    // The free times were asked for again.
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/slots')).toHaveLength(2));
  });

  it('cancels through one dialog, with an optional reason; the credit comes back', async () => {
    const onChanged = jest.fn();
    const cancelled = inHours(5, { status: 'cancelled' });
    on('POST', `/api/appointments/${id}/cancel`, [200, { data: cancelled }]);
    const user = controls(inHours(5), onChanged);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent('The patient gets the session credit back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(cancelled));
    expect(requests.at(-1)).toMatchObject({ path: `/api/appointments/${id}/cancel`, body: {} });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Called in sick');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(requests.at(-1)?.body).toEqual({ reason: 'Called in sick' });
  });

  it('offers Completed and No-show only once the session has started', async () => {
    const onChanged = jest.fn();
    on('PATCH', `/api/appointments/${id}/status`, (req) => [
      200,
      { data: inHours(-1, { status: (req.body as { status: 'no_show' }).status }) },
    ]);
    const user = controls(inHours(-1), onChanged);
    const group = screen.getByRole('group', { name: /^Session of Meera Iyer/ });
    expect(within(group).getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    // A started session is neither moved nor cancelled: its credit was used.
    expect(within(group).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'No-show' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/appointments/${id}/status`,
      body: { status: 'no_show' },
    });
  });

  it("a series' session: the doctor moves it and all later ones, with the reason, through the series' move", async () => {
    const onChanged = jest.fn();
    const onSeriesMoved = jest.fn();
    on('GET', '/api/slots', [200, { data: [free] }]);
    const a = inHours(30, inSeries);
    on('PATCH', seriesMoveUrl, [200, { data: seriesMoved([a], [id, 'later-1', 'later-2']) }]);
    const user = controls(a, onChanged, onSeriesMoved);
    const dialog = await moveInSeries(user, SERIES_MOVE_LABELS.following);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Away at a conference');
    await user.click(within(dialog).getByRole('button', { name: SERIES_MOVE_LABELS.moveFollowing }));
    await waitFor(() => expect(onSeriesMoved).toHaveBeenCalledWith(SERIES_MESSAGES.moved(3)));
    expect(onChanged).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      expect.objectContaining({
        path: seriesMoveUrl,
        body: { start: free.start, scope: 'following', reason: 'Away at a conference' },
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a series' move refused (a later time taken): said in the dialog, nothing changed", async () => {
    const onSeriesMoved = jest.fn();
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('PATCH', seriesMoveUrl, [409, { message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' }]);
    const user = controls(inHours(30, inSeries), jest.fn(), onSeriesMoved);
    const dialog = await moveInSeries(user, SERIES_MOVE_LABELS.following);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Unwell');
    await user.click(within(dialog).getByRole('button', { name: SERIES_MOVE_LABELS.moveFollowing }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.slotTaken);
    expect(onSeriesMoved).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Unwell');
  });

  it('nothing to do on a session that is no longer scheduled', () => {
    controls(inHours(-1, { status: 'completed' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the Appointments tab', () => {
  it('shows an outcome in place, in the same week', async () => {
    const started = session(`${todayInIndia()}T00:00:00+05:30`);
    on('GET', '/api/appointments', [200, { data: [started] }]);
    on('PATCH', `/api/appointments/${id}/status`, [200, { data: { ...started, status: 'completed' } }]);
    const user = userEvent.setup();
    renderPage(<AppointmentsTab doctorId={doctorId} />);
    const today = await screen.findByRole('listitem', { current: 'date' });
    // The controls load lazily after the week is shown.
    await user.click(await within(today).findByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(within(today).getByText('Completed')).toBeInTheDocument());
    expect(within(today).queryByRole('button', { name: 'No-show' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/appointments')).toHaveLength(1);
  });

  it("after a series' move says how many moved and shows the sessions as they now are, in place", async () => {
    // Tomorrow at 7 pm: in the day view whatever the time now.
    const a = session(`${addDays(todayInIndia(), 1)}T19:00:00+05:30`, inSeries);
    on('GET', '/api/appointments', [200, { data: [a] }]);
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('PATCH', seriesMoveUrl, () => {
      on('GET', '/api/appointments', [200, { data: [{ ...a, start: free.start, end: free.end }] }]);
      return [200, { data: seriesMoved([a], [id]) }];
    });
    const user = userEvent.setup();
    renderPage(<AppointmentsTab doctorId={doctorId} />);
    await screen.findAllByRole('button', { name: 'Reschedule' });
    const dialog = await moveInSeries(user, SERIES_MOVE_LABELS.one);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Clinic closed');
    await user.click(within(dialog).getByRole('button', { name: SERIES_MOVE_LABELS.moveOne }));
    expect(await screen.findByText(SERIES_MESSAGES.moved(1))).toHaveAttribute('role', 'status');
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    await waitFor(() => expect(upcoming).toHaveTextContent('3:00 pm'));
    expect(upcoming).not.toHaveTextContent('7:00 pm');
    expect(requests.filter((r) => r.path === '/api/appointments')).toHaveLength(2);
    // The list was asked again without its loading state: the tab stayed (no spinner in between).
    expect(screen.getByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
  });
});
