import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  CHANGE_MESSAGES,
  SCHEDULING_MESSAGES,
  todayInIndia,
  type Appointment,
} from '@physio/shared-contracts';
import { appointment, on, requests, resetApi } from '@physio/shared-auth/testing';
import { siteConfig } from '@physio/shared-ui';
import { renderPage } from '@physio/shared-ui/testing';
import { AppointmentList } from './AppointmentList';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const HOUR = 3_600_000;
const id = '3f1c2b9e-0000-4000-8000-000000000001';
/** A session starting `hours` from now. */
const inHours = (hours: number, overrides: Partial<Appointment> = {}): Appointment => {
  const start = new Date(Date.now() + hours * HOUR);
  return appointment({
    id,
    patient_name: 'Meera',
    doctor_id: 'dr-asha-rao',
    doctor_name: 'Dr. Asha Rao',
    order_id: 'o1',
    date: null,
    start: start.toISOString(),
    end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    join_url: 'https://meet.jit.si/PhysioCare-abc',
    ...overrides,
  });
};
const day = addDays(todayInIndia(), 4);
const free = {
  start: `${day}T09:00:00+05:30`,
  end: `${day}T09:45:00+05:30`,
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
};
const later = { ...free, start: `${day}T11:00:00+05:30`, end: `${day}T11:45:00+05:30` };

beforeEach(() => resetApi());

const list = (rows: Appointment[], onChanged = jest.fn()) =>
  renderPage(<AppointmentList rows={rows} empty="none" upcoming onChanged={onChanged} />);

describe('the patient moves a session', () => {
  it("opens the slot picker on the session's doctor and mode, and moves it with PATCH", async () => {
    const onChanged = jest.fn();
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('PATCH', `/api/appointments/${id}`, (req) => [
      200,
      { data: inHours(96, { start: (req.body as { start: string }).start }) },
    ]);
    const user = userEvent.setup();
    list([inHours(72, { mode: 'home', address: '12 MG Road' })], onChanged);
    await user.click(await screen.findByRole('button', { name: /^Reschedule the session of / }));
    expect(screen.getByRole('button', { name: 'Move to this time' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    // What the patient is told, from the moved session the server answered.
    expect(onChanged.mock.calls[0][0]).toMatch(/^Your session is moved to .+, 9:00 am \(IST\)\.$/);
    expect(requests.find((r) => r.path === '/api/slots')?.params).toMatchObject({
      mode: 'home',
      doctor_id: 'dr-asha-rao',
    });
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe(`/api/appointments/${id}`);
    expect(patch?.body).toEqual({ start: free.start });
  });

  it('shows SLOT_TAKEN inline, keeps the picker open with the nearest free times, then moves', async () => {
    const onChanged = jest.fn();
    let taken = true;
    on('GET', '/api/slots', () => [200, { data: taken ? [free, later] : [later] }]);
    on('PATCH', `/api/appointments/${id}`, () =>
      taken
        ? [409, { message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' }]
        : [200, { data: inHours(96) }],
    );
    const user = userEvent.setup();
    list([inHours(72)], onChanged);
    await user.click(await screen.findByRole('button', { name: /^Reschedule/ }));
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.slotTaken);
    expect(onChanged).not.toHaveBeenCalled();
    const near = await screen.findByRole('group', { name: 'Nearest free times' });
    taken = false;
    await user.click(within(near).getByRole('button', { name: /11:00 am with Dr. Asha Rao$/ }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({ start: later.start });
  });

  it('shows TOO_LATE from the server inline (the window closed while the page was open)', async () => {
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('PATCH', `/api/appointments/${id}`, [
      409,
      { message: CHANGE_MESSAGES.tooLateToReschedule, code: 'TOO_LATE' },
    ]);
    const user = userEvent.setup();
    list([inHours(30)]);
    await user.click(await screen.findByRole('button', { name: /^Reschedule/ }));
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGE_MESSAGES.tooLateToReschedule);
  });
});

describe('inside the windows', () => {
  const phone = siteConfig.supportPhone;

  it('less than 12 h before: no buttons, why not, and the clinic by phone (+91) and WhatsApp', async () => {
    list([inHours(6)]);
    // The changes load lazily after the sessions are shown.
    await screen.findByText(CHANGE_MESSAGES.tooLateToReschedule);
    expect(screen.queryByRole('button', { name: /^Reschedule/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByText(CHANGE_MESSAGES.tooLateToReschedule)).toBeInTheDocument();
    expect(screen.getByText(CHANGE_MESSAGES.tooLateToCancel)).toBeInTheDocument();
    const call = screen.getByRole('link', { name: /^\+91 / });
    expect(call).toHaveAttribute('href', `tel:+91${phone}`);
    expect(call.textContent?.replace(/\D/g, '')).toBe(`91${phone}`);
    expect(screen.getByRole('link', { name: /^WhatsApp the clinic on \+91/ })).toHaveAttribute(
      'href',
      `https://wa.me/91${phone}`,
    );
  });

  it('between 12 and 24 h before: Reschedule still, Cancel replaced by the reason', async () => {
    list([inHours(18)]);
    expect(await screen.findByRole('button', { name: /^Reschedule/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByText(CHANGE_MESSAGES.tooLateToCancel)).toBeInTheDocument();
    expect(screen.queryByText(CHANGE_MESSAGES.tooLateToReschedule)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^WhatsApp the clinic/ })).toBeInTheDocument();
  });

  it('no changes offered on a list without onChanged (a doctor reading the dashboard)', () => {
    renderPage(<AppointmentList rows={[inHours(72)]} empty="none" upcoming />);
    expect(screen.queryByRole('button', { name: /^Reschedule/ })).not.toBeInTheDocument();
  });
});

describe('the patient cancels a session', () => {
  it('asks in one dialog, then cancels', async () => {
    const onChanged = jest.fn();
    on('POST', `/api/appointments/${id}/cancel`, [200, { data: inHours(72, { status: 'cancelled' }) }]);
    const user = userEvent.setup();
    list([inHours(72)], onChanged);
    await user.click(await screen.findByRole('button', { name: /^Cancel the session of / }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent('goes back to your credits');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(onChanged.mock.calls[0][0]).toMatch(
      /^Your session of .+ \(IST\) is cancelled\. It is back in your credits/,
    );
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: `/api/appointments/${id}/cancel` });
  });

  it('Keep it sends nothing; a refusal is shown inline', async () => {
    const onChanged = jest.fn();
    on('POST', `/api/appointments/${id}/cancel`, [
      409,
      { message: CHANGE_MESSAGES.tooLateToCancel, code: 'TOO_LATE' },
    ]);
    const user = userEvent.setup();
    list([inHours(72)], onChanged);
    await user.click(await screen.findByRole('button', { name: /^Cancel the session of / }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Cancel the session of / }));
    await user.click(screen.getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGE_MESSAGES.tooLateToCancel);
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('history', () => {
  it("shows completed, no-show and cancelled sessions, with the doctor's reason", () => {
    const change = {
      by: 'doctor' as const,
      reason: 'Clinic closed for Diwali',
      from_start: null,
      to_start: null,
      at: '2026-11-01T10:00:00+05:30',
    };
    renderPage(
      <AppointmentList
        rows={[
          inHours(-48, { id: 'a1', status: 'completed' }),
          inHours(-72, { id: 'a2', status: 'no_show' }),
          inHours(-96, { id: 'a3', status: 'cancelled', last_change: { ...change, kind: 'cancelled' } }),
          inHours(-120, {
            id: 'a4',
            status: 'cancelled',
            last_change: { ...change, by: 'patient', kind: 'cancelled' },
          }),
        ]}
        empty="none"
      />,
    );
    const [completed, noShow, byDoctor, byPatient] = screen.getAllByRole('listitem');
    expect(completed).toHaveTextContent('· Completed');
    expect(noShow).toHaveTextContent('· No-show');
    expect(byDoctor).toHaveTextContent('· Cancelled');
    expect(byDoctor).toHaveTextContent('Cancelled by your physiotherapist: Clinic closed for Diwali');
    expect(byPatient).toHaveTextContent('· Cancelled');
    expect(byPatient).not.toHaveTextContent('physiotherapist');
  });

  it('an upcoming session the doctor moved says so, with the reason', async () => {
    list([
      inHours(72, {
        last_change: {
          kind: 'rescheduled',
          by: 'doctor',
          reason: 'Travelling that morning',
          from_start: null,
          to_start: null,
          at: '2026-11-01T10:00:00+05:30',
        },
      }),
    ]);
    expect(
      await screen.findByText('Moved by your physiotherapist: Travelling that morning'),
    ).toBeInTheDocument();
  });
});
