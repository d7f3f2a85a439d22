import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Prescription } from '@physio/shared-contracts';
import { announcePatientUpdated } from '@physio/shared-ui';
import {
  existingPatient,
  logout,
  newPatient,
  on,
  order,
  requests,
  resetApi,
  resetSession,
  setDoctorSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { currentPath, renderPage } from '@physio/shared-ui/testing';
import PatientDashboardPage from './PatientDashboardPage';
import PatientOrdersPage from './PatientOrdersPage';
import PatientPrescriptionPage from './PatientPrescriptionPage';
import PatientProfilePage from './PatientProfilePage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

const id = existingPatient.id;
/** A doctor opening the patient's area. */
const doctor = {
  id: '9000000001',
  name: 'Dr. Asha Rao',
  email: 'a@x.in',
  mobile: '9000000001',
  gender: 'female',
  birth_date: '1980-01-01',
};
const appointment = (date: string | null, status: 'scheduled' | 'completed' = 'scheduled') => ({
  id: `appt-${date}`,
  patient_id: id,
  patient_name: existingPatient.name,
  doctor_id: null,
  order_id: `order-${date}`,
  mode: 'online' as const,
  address: null,
  pincode: null,
  date,
  time_of_day: 'evening' as const,
  start: null,
  end: null,
  join_url: null,
  hold_expires_at: null,
  sessions: 1,
  status,
  created_at: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  resetApi();
  resetSession();
  on('GET', '/api/users/:id', [200, { data: existingPatient }]);
});

describe('/user/dashboard/{id}', () => {
  it('shows the plan with Book sessions, and upcoming and past appointments from paid orders', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id/appointments', [
      200,
      {
        data: [
          appointment('2099-05-01'),
          appointment('2020-02-01', 'completed'),
          // The hold of an unpaid order is not a session yet.
          { ...appointment('2099-06-01'), status: 'held' },
        ],
        credits: [],
      },
    ]);
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(
      await screen.findByRole('heading', { name: `Hello, ${existingPatient.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book sessions' })).toHaveAttribute('href', `/c/${id}`);
    const plan = screen.getByLabelText('Treatment plan');
    expect(plan).toHaveTextContent('Sessions6');
    expect(plan).toHaveTextContent('Price per session₹650.00');
    expect(plan).toHaveTextContent('Total₹3,900.00');
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming appointments' })).parentElement!;
    expect(within(upcoming).getByText('1 May 2099')).toBeInTheDocument();
    expect(within(upcoming).queryByText('1 Jun 2099')).not.toBeInTheDocument();
    const past = screen.getByRole('heading', { name: 'Past appointments' }).parentElement!;
    expect(within(past).getByText('1 Feb 2020')).toBeInTheDocument();
    expect(requests.some((r) => r.path === `/api/users/${id}/appointments`)).toBe(true);
  });

  it("says what a change did above the list, which loads again (a series' rest cancelled)", async () => {
    setPatientSession(existingPatient);
    const start = new Date(Date.now() + 5 * 86_400_000);
    const series = {
      ...appointment(null),
      id: '3f1c2b9e-0000-4000-8000-000000000001',
      doctor_id: 'dr-asha-rao',
      time_of_day: null,
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      series: { id: '3f1c2b9e-0000-4000-8000-0000000000aa', position: 1, size: 1 },
    };
    on('GET', '/api/users/:id/appointments', [200, { data: [series], credits: [] }]);
    on('POST', '/api/series/:id/cancel', () => {
      on('GET', '/api/users/:id/appointments', [
        200,
        { data: [{ ...series, status: 'cancelled' }], credits: [] },
      ]);
      return [200, { data: { cancelled: [series.id], kept: [] } }];
    });
    const user = userEvent.setup();
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    await user.click(await screen.findByRole('button', { name: /^Cancel this and all later sessions/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel the sessions' }));
    expect(await screen.findByRole('heading', { name: 'Cancelled appointments' })).toBeInTheDocument();
    const said = screen.getByText('1 session cancelled. The credits are back on your order.');
    expect(said).toHaveAttribute('role', 'status');
    // The control that did it left the list: focus goes to what it did, not to the page's body.
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    expect(requests.filter((r) => r.path === `/api/users/${id}/appointments`)).toHaveLength(2);
  });

  it('agrees with the money: no default plan beside paid orders, refunds counted, cancelled sessions not past', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id', [
      200,
      { data: { ...existingPatient, price: 499, sessions: 1, plan_set: false } },
    ]);
    const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    on('GET', '/api/users/:id/appointments', [
      200,
      {
        data: [
          { ...appointment(null), id: 'live', start: soon(48), end: soon(48.75) },
          { ...appointment(null), id: 'gone', status: 'cancelled', start: soon(72), end: soon(72.75) },
        ],
        credits: [
          {
            order_id: 'o1',
            provider_order_id: 'order_1',
            mode: 'online',
            doctor_id: '9000000001',
            doctor_name: 'Dr. Asha Rao',
            paid_at: '2026-11-27T04:00:00.000Z',
            total: 3,
            scheduled: 2,
            refunded: 1,
            remaining: 0,
          },
        ],
      },
    ]);
    on('GET', '/api/orders/:id/refunds', [200, { data: [] }]);
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(await screen.findByText(/No treatment plan yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Treatment plan')).not.toBeInTheDocument();
    expect(screen.queryByText('₹499.00')).not.toBeInTheDocument();
    const credits = screen.getByRole('list', { name: 'Session credits' });
    expect(credits).toHaveTextContent('3 online sessions with Dr. Asha Rao · 27 Nov 2026');
    expect(credits).toHaveTextContent('2 of 3 sessions scheduled · 1 refunded');
    expect(within(credits).queryByRole('button', { name: /^Schedule/ })).not.toBeInTheDocument();
    const cancelled = screen.getByRole('heading', { name: 'Cancelled appointments' }).parentElement!;
    expect(cancelled).toHaveTextContent('Cancelled');
    const past = screen.getByRole('heading', { name: 'Past appointments' }).parentElement!;
    expect(past).toHaveTextContent('No past appointments yet.');
  });

  it("reloads the plan when a doctor's tools on the page announce a change", async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id/appointments', [200, { data: [], credits: [] }]);
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(await screen.findByLabelText('Treatment plan')).toHaveTextContent('Total₹3,900.00');
    on('GET', '/api/users/:id', [200, { data: { ...existingPatient, sessions: 3, price: 800 } }]);
    act(() => announcePatientUpdated('9000000002'));
    expect(screen.getByLabelText('Treatment plan')).toHaveTextContent('Total₹3,900.00');
    act(() => announcePatientUpdated(id));
    await waitFor(() => expect(screen.getByLabelText('Treatment plan')).toHaveTextContent('Total₹2,400.00'));
  });

  it('links to profile, orders and prescriptions, and logs the patient out', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id/appointments', [200, { data: [], credits: [] }]);
    const user = userEvent.setup();
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    const nav = screen.getByRole('navigation', { name: 'Patient area' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/user/profile/${id}`);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', `/user/orders/${id}`);
    expect(within(nav).getByRole('link', { name: 'Prescriptions' })).toHaveAttribute(
      'href',
      `/user/prescription/${id}`,
    );
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalled();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('a doctor sees the same data, without the patient Log out', async () => {
    setDoctorSession(doctor);
    on('GET', '/api/users/:id/appointments', [200, { data: [], credits: [] }]);
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(
      await screen.findByRole('heading', { name: `Patient: ${existingPatient.name}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Book sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('a doctor not (yet) caring for the patient reads one note, not two failures; a plan they start shows', async () => {
    setDoctorSession(doctor);
    const refused = { message: 'This patient is not under your care.', code: 'NOT_YOUR_PATIENT' };
    on('GET', '/api/users/:id', [403, refused]);
    on('GET', '/api/users/:id/appointments', [403, refused]);
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(await screen.findByText('This patient is not under your care.')).toBeInTheDocument();
    expect(screen.getAllByText('This patient is not under your care.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The doctor's tools (another remote) saved a plan: the patient is theirs now, both parts load again.
    on('GET', '/api/users/:id', [200, { data: existingPatient }]);
    on('GET', '/api/users/:id/appointments', [200, { data: [], credits: [] }]);
    act(() => announcePatientUpdated(id));
    expect(await screen.findByLabelText('Treatment plan')).toHaveTextContent('Total₹3,900.00');
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
  });

  it("holds the cards' places while loading, and shows the plan and the appointments together", async () => {
    setDoctorSession(doctor);
    type Answer = [number, unknown];
    let answerPlan: (a: Answer) => void = () => undefined;
    let answerSessions: (a: Answer) => void = () => undefined;
    on('GET', '/api/users/:id', () => new Promise<Answer>((resolve) => (answerPlan = resolve)));
    on(
      'GET',
      '/api/users/:id/appointments',
      () => new Promise<Answer>((resolve) => (answerSessions = resolve)),
    );
    renderPage(<PatientDashboardPage />, { url: `/user/dashboard/${id}`, path: '/user/dashboard/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // (the test kit's router adds a status of its own: the location)
    const statuses = () => screen.getAllByRole('status').filter((s) => /Loading/.test(s.textContent ?? ''));
    expect(statuses().map((s) => s.textContent)).toEqual([
      expect.stringContaining('Loading the treatment plan…'),
      expect.stringContaining('Loading appointments…'),
    ]);
    // The cards are there with their titles and labels, blank, unseen by assistive technology.
    const [plan, appointments] = statuses();
    expect([...plan!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Sessions',
      'Price per session',
      'Total',
    ]);
    expect(within(plan!).getByText('Treatment plan').closest('[aria-hidden="true"]')).not.toBeNull();
    expect([...appointments!.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Upcoming appointments',
      'Past appointments',
    ]);
    expect(screen.queryByRole('heading', { name: 'Upcoming appointments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book sessions' })).not.toBeInTheDocument();
    // The patient's Log out (in the prerendered frame) keeps its place in a doctor's view, unseen.
    const nav = screen.getByRole('navigation', { name: 'Patient area' });
    expect(within(nav).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Log out').closest('li')).toHaveAttribute('aria-hidden', 'true');

    // The plan alone does not replace its placeholder: the two parts change the page once.
    await act(async () => answerPlan([200, { data: existingPatient }]));
    expect(
      screen.getByRole('heading', { level: 1, name: `Patient: ${existingPatient.name}` }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Treatment plan')).not.toBeInTheDocument();
    expect(statuses()).toHaveLength(2);
    await act(async () =>
      answerSessions([200, { data: [appointment('2020-02-01', 'completed')], credits: [] }]),
    );
    expect(screen.getByLabelText('Treatment plan')).toHaveTextContent('Total₹3,900.00');
    expect(screen.getByRole('heading', { name: 'Upcoming appointments' })).toBeInTheDocument();
    expect(screen.getByText('1 Feb 2020')).toBeInTheDocument();
    expect(statuses()).toHaveLength(0);

    // Afterwards a part reloads on its own, in its placeholder's place: the appointments stay.
    act(() => announcePatientUpdated(id));
    expect(statuses().map((s) => s.textContent)).toEqual([
      expect.stringContaining('Loading the treatment plan…'),
    ]);
    expect(screen.getByText('1 Feb 2020')).toBeInTheDocument();
    await act(async () => answerPlan([200, { data: { ...existingPatient, sessions: 3, price: 800 } }]));
    expect(screen.getByLabelText('Treatment plan')).toHaveTextContent('Total₹2,400.00');
  });

  it('a first-time patient is invited to book, and a failed call offers Try again', async () => {
    on('GET', '/api/users/:id', [200, { data: newPatient }]);
    on('GET', '/api/users/:id/appointments', [500, { message: 'Orders are unavailable' }]);
    renderPage(<PatientDashboardPage />, {
      url: `/user/dashboard/${newPatient.id}`,
      path: '/user/dashboard/:id',
    });
    expect(await screen.findByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/booking');
    expect(await screen.findByText('Orders are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/user/orders/{id}', () => {
  it('names each order (what, with whom, when) with status, amount, date and payment id', async () => {
    on('GET', '/api/orders', [
      200,
      {
        data: [
          order(),
          order({ id: 'o2', status: 'failed', payment_id: null, coupon_code: null, amount: 49900 }),
        ],
      },
    ]);
    renderPage(<PatientOrdersPage />, { url: `/user/orders/${id}`, path: '/user/orders/:id' });
    expect(
      await screen.findAllByRole('heading', { name: '6 online sessions with Dr. Asha Rao · 20 Nov 2026' }),
    ).toHaveLength(2);
    expect(screen.getByText('₹1,950.00 (coupon HALFOFF, 50% off)')).toBeInTheDocument();
    expect(screen.getByText('pay_xyz789')).toBeInTheDocument();
    expect(screen.getByText(/Payment failed/)).toBeInTheDocument();
    expect(screen.getByText('₹499.00')).toBeInTheDocument();
    expect(screen.getAllByText(/^20 Nov 2026, \d/)).toHaveLength(2);
  });

  it('has an empty state', async () => {
    on('GET', '/api/orders', [200, { data: [] }]);
    renderPage(<PatientOrdersPage />, { url: `/user/orders/${id}`, path: '/user/orders/:id' });
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book your first session' })).toHaveAttribute('href', '/booking');
  });
});

describe('/user/prescription/{id}', () => {
  const prescription: Prescription = {
    id: 'p1',
    patient_id: id,
    doctor_id: 'dr-asha-rao',
    doctor_name: 'Dr. Asha Rao',
    title: 'Lower back rehab',
    advice: 'Avoid lifting heavy weights.',
    exercises: [
      { name: 'Cat-camel stretch', sets: 2, reps: '10', frequency: 'Twice a day' },
      { name: 'Side plank', sets: 3, reps: 'hold 30 s each side', frequency: 'Daily' },
    ],
    created_at: '2026-11-01T09:00:00Z',
  };

  it('shows prescriptions with their exercises', async () => {
    on('GET', '/api/users/:id/prescriptions', [200, { data: [prescription] }]);
    renderPage(<PatientPrescriptionPage />, {
      url: `/user/prescription/${id}`,
      path: '/user/prescription/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Lower back rehab' })).toBeInTheDocument();
    expect(screen.getByText('Avoid lifting heavy weights.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Cat-camel stretch/ });
    expect(row).toHaveTextContent('Twice a day');
    // Reps as the physiotherapist wrote them.
    expect(screen.getByRole('row', { name: /Side plank/ })).toHaveTextContent('hold 30 s each side');
  });

  it('prints one prescription and downloads it as a PDF', async () => {
    on('GET', '/api/users/:id/prescriptions', [200, { data: [prescription] }]);
    on('GET', '/api/prescriptions/p1.pdf', [200, '%PDF-1.7 test']);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    let downloaded = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      expect(document.body.dataset.printing).toBe('p1');
    });
    const user = userEvent.setup();
    renderPage(<PatientPrescriptionPage />, {
      url: `/user/prescription/${id}`,
      path: '/user/prescription/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.body.dataset.printing).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloaded).toBe('prescription-2026-11-01.pdf');
    expect(requests.at(-1)?.path).toBe('/api/prescriptions/p1.pdf');
    print.mockRestore();
    click.mockRestore();
  });

  it('has a clear empty state', async () => {
    on('GET', '/api/users/:id/prescriptions', [200, { data: [] }]);
    renderPage(<PatientPrescriptionPage />, {
      url: `/user/prescription/${id}`,
      path: '/user/prescription/:id',
    });
    expect(await screen.findByText(/No prescriptions yet/)).toBeInTheDocument();
  });
});

describe('/user/profile/{id}', () => {
  it('shows the details and saves an edited name and e-mail', async () => {
    setPatientSession(existingPatient);
    on('PUT', '/api/users/:id', (req) => [200, { data: { ...existingPatient, ...(req.body as object) } }]);
    const user = userEvent.setup();
    renderPage(<PatientProfilePage />, { url: `/user/profile/${id}`, path: '/user/profile/:id' });
    expect(await screen.findByText(existingPatient.email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ravi K');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(screen.getByText('Ravi K')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Ravi K',
      email: existingPatient.email,
    });
  });

  it('validates with the spec messages and keeps the input when saving fails', async () => {
    on('PUT', '/api/users/:id', [409, { message: 'This e-mail is used by another patient' }]);
    const user = userEvent.setup();
    renderPage(<PatientProfilePage />, { url: `/user/profile/${id}`, path: '/user/profile/:id' });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a valid Email')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ravi@other.in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail is used by another patient')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@other.in');
  });

  it('the patient turns WhatsApp messages on and off with the keyboard; the choice is saved as consent', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id/whatsapp', [200, { data: { opted_in: false, source: null, at: null } }]);
    on('PUT', '/api/users/:id/whatsapp', (req) => {
      const { opted_in } = req.body as { opted_in: boolean };
      return [200, { data: { opted_in, source: 'patient_area', at: '2026-11-27T16:00:00+05:30' } }];
    });
    const user = userEvent.setup();
    renderPage(<PatientProfilePage />, { url: `/user/profile/${id}`, path: '/user/profile/:id' });
    const toggle = await screen.findByRole('switch', {
      name: 'Send my booking confirmation and reminders on WhatsApp',
    });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Reply STOP in the chat to turn this off/);
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('WhatsApp messages are on.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(
      await screen.findByText('WhatsApp messages are off. You will get SMS instead.'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { opted_in: true },
      { opted_in: false },
    ]);
  });

  it('a failed save says so and leaves the switch as it was', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/users/:id/whatsapp', [200, { data: { opted_in: true, source: 'chat', at: null } }]);
    on('PUT', '/api/users/:id/whatsapp', [503, { message: 'The service is briefly unavailable.' }]);
    const user = userEvent.setup();
    renderPage(<PatientProfilePage />, { url: `/user/profile/${id}`, path: '/user/profile/:id' });
    const toggle = await screen.findByRole('switch');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('a doctor opening the profile does not see the patient’s WhatsApp setting', async () => {
    setDoctorSession(doctor);
    on('GET', '/api/users/:id', [200, { data: existingPatient }]);
    renderPage(<PatientProfilePage />, { url: `/user/profile/${id}`, path: '/user/profile/:id' });
    expect(await screen.findByText(existingPatient.email)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('/whatsapp'))).toBe(false);
  });
});
